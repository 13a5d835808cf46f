import { BUSINESS_LIMITS, businessSchema, SOCIAL_NETWORKS, type BusinessAddress, type BusinessDetails, BUSINESS_TRANSLATED } from "#schemas/business";
import { adminMeta } from "~/components/admin/admin-meta";
import { DocumentScreen, FormSection, loadContent, saveDocument } from "~/features/content/content-screen";
import { TextAreaField, TextField } from "~/features/content/page-content-fields";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { rememberAdminBrand } from "~/lib/admin-brand";
import type { FieldErrors } from "~/lib/form";
import type { Route } from "./+types/business";
import { ListSection } from "~/features/content/list-section";
import { BankSection } from "~/features/content/bank-fields";

export const meta = () => adminMeta("Business details");

/** The business details, read while the screen already shows its heading. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const doc = loadContent(request, "business details", "/api/site/business");
  return { doc };
}

/** Save the whole document; a new business name shows in the admin's sidebar and titles at once. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const result = await saveDocument(request, "PUT", "/api/site/business", "business details");
  if (result.ok && result.data) {
    const { name, shortName } = result.data as BusinessDetails;
    rememberAdminBrand({ name, shortName });
  }
  return result;
}

const newAddress = (): BusinessAddress => ({ label: "", name: "", lines: [""], mapQuery: "" });

/** The first message of any field under `prefix` (an address's lines: `addresses.0.lines` or `addresses.0.lines.2`). */
const firstErrorUnder = (errors: FieldErrors, prefix: string) => Object.entries(errors).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1];

export default function BusinessDetailsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentScreen
      title="Business details"
      intro="The name, addresses, phone numbers and other details the header, footer, contact page, Who We Are, quotations and search engines show"
      data={loaderData.doc}
      what="business details"
      schema={businessSchema}
      translated={BUSINESS_TRANSLATED}
    >
      {({ value, patch, errors }) => (
        <>
          <FormSection title="Identity">
            <div className="grid gap-4 md:grid-cols-2">
              <TextField label="Business name" value={value.name} onChange={(name) => patch({ name })} error={errors.name} />
              <TextField
                label="Short name"
                hint="Shown in the header on narrow screens"
                value={value.shortName}
                onChange={(shortName) => patch({ shortName })}
                error={errors.shortName}
              />
              <TextField
                label="Former name line"
                hint="Under the name in the footer, e.g. Formerly known as …"
                required={false}
                value={value.formerName}
                onChange={(formerName) => patch({ formerName })}
                error={errors.formerName}
              />
              <YearField value={value.yearEstablished} onChange={(yearEstablished) => patch({ yearEstablished })} error={errors.yearEstablished} />
            </div>
            <TextField
              label="Tagline"
              hint="Under the heading of Who We Are; {year} is replaced by the year established"
              required={false}
              value={value.tagline}
              onChange={(tagline) => patch({ tagline })}
              error={errors.tagline}
            />
          </FormSection>

          <ListSection
            title="Addresses"
            description="The first is the head office: the footer, Who We Are, quotations and search engines show it."
            value={value}
            patch={patch}
            errors={errors}
            field="addresses"
            itemName="address"
            newItem={newAddress}
            min={1}
            max={BUSINESS_LIMITS.addresses}
          >
            {(a, i, set) => (
              <div className="grid gap-3 md:grid-cols-2">
                <TextField
                  label="Heading"
                  hint="e.g. Head Office & Factory (Surat)"
                  value={a.label}
                  onChange={(label) => set({ ...a, label })}
                  error={errors[`addresses.${i}.label`]}
                />
                <TextField
                  label="Short name"
                  hint="Read in 'Get directions to the …', e.g. Surat head office"
                  value={a.name}
                  onChange={(name) => set({ ...a, name })}
                  error={errors[`addresses.${i}.name`]}
                />
                <Field label="Address lines" hint="One line per line of the address" required error={firstErrorUnder(errors, `addresses.${i}.lines`)}>
                  <Textarea rows={3} value={a.lines.join("\n")} onChange={(e) => set({ ...a, lines: e.target.value.split("\n") })} />
                </Field>
                <TextField
                  label="Map search"
                  hint="What Google Maps looks up for 'Get directions'; empty: the address"
                  required={false}
                  value={a.mapQuery}
                  onChange={(mapQuery) => set({ ...a, mapQuery })}
                  error={errors[`addresses.${i}.mapQuery`]}
                />
              </div>
            )}
          </ListSection>

          <ListSection
            title="Phone numbers"
            description="In order: the header shows the first, the footer the first two, the contact page all."
            value={value}
            patch={patch}
            errors={errors}
            field="phones"
            itemName="phone number"
            newItem={() => ({ label: "", number: "" })}
            min={1}
            max={BUSINESS_LIMITS.phones}
          >
            {(p, i, set) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label="Label" hint="e.g. Sales" value={p.label} onChange={(label) => set({ ...p, label })} error={errors[`phones.${i}.label`]} />
                <Field label="Number" hint="e.g. +91 98250 41234" required error={errors[`phones.${i}.number`]}>
                  <Input type="tel" value={p.number} onChange={(e) => set({ ...p, number: e.target.value })} />
                </Field>
              </div>
            )}
          </ListSection>

          <ListSection
            title="E-mail addresses"
            description="The first is the general enquiries address the header and footer show."
            value={value}
            patch={patch}
            errors={errors}
            field="emails"
            itemName="e-mail address"
            newItem={() => ({ label: "", address: "" })}
            min={1}
            max={BUSINESS_LIMITS.emails}
          >
            {(m, i, set) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label="Label" hint="e.g. Sales" value={m.label} onChange={(label) => set({ ...m, label })} error={errors[`emails.${i}.label`]} />
                <Field label="E-mail address" required error={errors[`emails.${i}.address`]}>
                  <Input type="email" value={m.address} onChange={(e) => set({ ...m, address: e.target.value })} />
                </Field>
              </div>
            )}
          </ListSection>

          <FormSection title="WhatsApp" description="The site's WhatsApp buttons open a chat with this number and the greeting typed in.">
            <Field
              label="WhatsApp number"
              hint="Country code and number, digits only, e.g. 919825041234"
              required
              error={errors["whatsapp.number"] ?? errors.whatsapp}
            >
              <Input
                type="text"
                inputMode="numeric"
                value={value.whatsapp.number}
                onChange={(e) => patch({ whatsapp: { ...value.whatsapp, number: e.target.value } })}
                className="md:max-w-xs"
              />
            </Field>
            <TextAreaField
              label="Greeting"
              hint="The message the visitor's chat starts with"
              required={false}
              rows={2}
              value={value.whatsapp.greeting}
              onChange={(greeting) => patch({ whatsapp: { ...value.whatsapp, greeting } })}
              error={errors["whatsapp.greeting"]}
            />
          </FormSection>

          <ListSection
            title="Business hours"
            description="As the contact page lists them; a time of Closed shows in red."
            value={value}
            patch={patch}
            errors={errors}
            field="hours"
            itemName="row"
            newItem={() => ({ days: "", time: "" })}
            max={BUSINESS_LIMITS.hours}
          >
            {(h, i, set) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label="Days" hint="e.g. Monday - Friday" value={h.days} onChange={(days) => set({ ...h, days })} error={errors[`hours.${i}.days`]} />
                <TextField
                  label="Hours"
                  hint="e.g. 9:00 AM - 6:00 PM, or Closed"
                  value={h.time}
                  onChange={(time) => set({ ...h, time })}
                  error={errors[`hours.${i}.time`]}
                />
              </div>
            )}
          </ListSection>

          <FormSection title="Tax and company" description="The company-information table of Who We Are; quotations print the GSTIN and bill from its state.">
            <div className="grid gap-4 md:grid-cols-2">
              <Field label="GSTIN" hint="15 characters: state code, PAN, entity number, Z and the check character" required error={errors.gstin}>
                <Input
                  type="text"
                  autoCapitalize="characters"
                  spellCheck={false}
                  value={value.gstin}
                  onChange={(e) => patch({ gstin: e.target.value })}
                  className="uppercase"
                />
              </Field>
              <Field label="Factory PIN code" hint="Where deliveries leave from: the estimate's freight distance starts here" error={errors.factoryPin}>
                <Input
                  type="text"
                  inputMode="numeric"
                  maxLength={6}
                  value={value.factoryPin ?? ""}
                  onChange={(e) => patch({ factoryPin: e.target.value.replace(/\D/g, "") })}
                />
              </Field>
              {COMPANY_FIELDS.map(([key, label]) => (
                <TextField
                  key={key}
                  label={label}
                  required={false}
                  value={value.company[key]}
                  onChange={(v) => patch({ company: { ...value.company, [key]: v } })}
                  error={errors[`company.${key}`]}
                />
              ))}
            </div>
          </FormSection>

          <BankSection bank={value.bank} onChange={(bank) => patch({ bank })} errors={errors} />

          <FormSection title="Social links" description="Full https:// addresses of the business's pages; an empty one is not shown on the site.">
            <div className="grid gap-4 md:grid-cols-2">
              {SOCIAL_NETWORKS.map((s) => (
                <Field key={s.key} label={s.name} required={false} error={errors[`social.${s.key}`]}>
                  <Input
                    type="url"
                    placeholder="https://"
                    value={value.social[s.key]}
                    onChange={(e) => patch({ social: { ...value.social, [s.key]: e.target.value } })}
                  />
                </Field>
              ))}
            </div>
          </FormSection>
        </>
      )}
    </DocumentScreen>
  );
}

const COMPANY_FIELDS = [
  ["natureOfBusiness", "Nature of business"],
  ["employees", "Number of employees"],
  ["ceo", "CEO"],
  ["turnover", "Annual turnover"],
  ["legalStatus", "Legal status"],
] as const satisfies readonly (readonly [keyof BusinessDetails["company"], string])[];

/** The year established as digits; an emptied field is not a number, which the schema says. */
function YearField({ value, onChange, error }: { value: number; onChange: (year: number) => void; error?: string }) {
  return (
    <Field label="Year established" hint='The site says "since" this year; the company table shows it too' required error={error}>
      <Input
        type="text"
        inputMode="numeric"
        maxLength={4}
        value={Number.isFinite(value) ? String(value) : ""}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, "");
          onChange(digits === "" ? Number.NaN : Number(digits));
        }}
        className="md:max-w-40"
      />
    </Field>
  );
}
