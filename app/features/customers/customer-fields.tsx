/** A customer's fields as the "Add customer" dialog and the customer's page edit them, and a delivery site's. */
import type { CustomerInput, CustomerSiteInput } from "#schemas/customers";
import { DEFAULT_COUNTRY_CODE } from "#schemas/countries";
import { INDIAN_STATES } from "#schemas/indian-states";
import type { CustomerDto, CustomerSite } from "#schemas/wire";
import { GstinField, PhoneField } from "~/components/admin/buyer-fields";
import { Field } from "~/components/ui/field";
import { Input, Options, Select, Textarea } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/form";

export type CustomerValues = Required<{ [K in keyof CustomerInput]: string }>;
export type SiteValues = Required<{ [K in keyof CustomerSiteInput]: string }>;

export const blankCustomer = (): CustomerValues => ({
  name: "",
  company: "",
  gstin: "",
  billing_address: "",
  state_code: "",
  country_code: DEFAULT_COUNTRY_CODE,
  phone: "",
  alt_phone: "",
  email: "",
  credit_days: "0",
  notes: "",
});

export const customerValuesOf = (c: CustomerDto): CustomerValues => ({
  name: c.name,
  company: c.company,
  gstin: c.gstin ?? "",
  billing_address: c.billing_address,
  state_code: c.state_code,
  country_code: c.country_code,
  phone: c.phone,
  alt_phone: c.alt_phone,
  email: c.email,
  credit_days: String(c.credit_days),
  notes: c.notes,
});

export const blankSite = (): SiteValues => ({ label: "", address: "", pin: "", contact_name: "", contact_phone: "" });

export const siteValuesOf = (s: CustomerSite): SiteValues => ({
  label: s.label,
  address: s.address,
  pin: s.pin,
  contact_name: s.contact_name,
  contact_phone: s.contact_phone,
});

/** Digits only, as a number field takes them. */
const digits = (v: string) => v.replace(/[^\d]/g, "");

export function CustomerFields({
  values,
  set,
  errors,
}: {
  values: CustomerValues;
  set: (field: keyof CustomerValues, value: string) => void;
  errors: FieldErrors;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <Field label="Customer name" required error={errors.name}>
        <Input autoComplete="off" maxLength={150} value={values.name} onChange={(e) => set("name", e.target.value)} />
      </Field>
      <Field label="Company" error={errors.company}>
        <Input autoComplete="off" maxLength={150} value={values.company} onChange={(e) => set("company", e.target.value)} />
      </Field>
      <PhoneField
        countryCode={values.country_code}
        phone={values.phone}
        onCountryCode={(code) => set("country_code", code)}
        onPhone={(v) => set("phone", v)}
        error={errors.phone ?? errors.country_code}
      />
      <Field label="Other phone" error={errors.alt_phone}>
        <Input type="tel" autoComplete="off" maxLength={15} value={values.alt_phone} onChange={(e) => set("alt_phone", digits(e.target.value))} />
      </Field>
      <Field label="E-mail" error={errors.email}>
        <Input type="email" autoComplete="off" maxLength={254} value={values.email} onChange={(e) => set("email", e.target.value)} />
      </Field>
      <GstinField label="GSTIN" value={values.gstin} onChange={(v) => set("gstin", v)} error={errors.gstin} />
      <Field label="Billing address" error={errors.billing_address} className="md:col-span-2">
        <Textarea rows={3} maxLength={500} value={values.billing_address} onChange={(e) => set("billing_address", e.target.value)} />
      </Field>
      <Field label="State" error={errors.state_code}>
        <Select value={values.state_code} onChange={(e) => set("state_code", e.target.value)}>
          <option value="">Not known</option>
          <Options items={INDIAN_STATES} value={(s) => s.code} label={(s) => `${s.name} (${s.code})`} />
        </Select>
      </Field>
      <Field label="Credit days" error={errors.credit_days} hint="Days to pay an invoice; 0 is payment on delivery.">
        <Input type="number" inputMode="numeric" min="0" max="365" step="1" value={values.credit_days} onChange={(e) => set("credit_days", e.target.value)} />
      </Field>
      <Field label="Notes" error={errors.notes} className="md:col-span-2">
        <Textarea rows={2} maxLength={2000} value={values.notes} onChange={(e) => set("notes", e.target.value)} />
      </Field>
    </div>
  );
}

/** A delivery site's fields; `errorPath` is where the site's errors are named ("sites.0." for a new customer's first site). */
export function SiteFields({
  values,
  set,
  errors,
  errorPath = "",
}: {
  values: SiteValues;
  set: (field: keyof SiteValues, value: string) => void;
  errors: FieldErrors;
  errorPath?: string;
}) {
  const error = (field: keyof SiteValues) => errors[`${errorPath}${field}`];
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label="Site name" error={error("label")} hint="Optional, e.g. Vesu site.">
        <Input autoComplete="off" maxLength={100} value={values.label} onChange={(e) => set("label", e.target.value)} />
      </Field>
      <Field label="PIN code" required error={error("pin")}>
        <Input inputMode="numeric" autoComplete="off" maxLength={6} value={values.pin} onChange={(e) => set("pin", digits(e.target.value))} />
      </Field>
      <Field label="Site address" required error={error("address")} className="sm:col-span-2">
        <Textarea rows={2} maxLength={500} value={values.address} onChange={(e) => set("address", e.target.value)} />
      </Field>
      <Field label="Contact person" error={error("contact_name")}>
        <Input autoComplete="off" maxLength={100} value={values.contact_name} onChange={(e) => set("contact_name", e.target.value)} />
      </Field>
      <Field label="Contact phone" error={error("contact_phone")}>
        <Input type="tel" autoComplete="off" maxLength={15} value={values.contact_phone} onChange={(e) => set("contact_phone", digits(e.target.value))} />
      </Field>
    </div>
  );
}
