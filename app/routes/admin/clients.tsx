import { clientsContentSchema, MAX_SECTORS, MAX_TESTIMONIALS, type Sector, type Testimonial, CLIENTS_TRANSLATED } from "#schemas/clients-content";
import { adminMeta } from "~/components/admin/admin-meta";
import { documentRoute, DocumentScreen, FormSection } from "~/features/content/content-screen";
import { FiguresFields, TextAreaField, TextField } from "~/features/content/page-content-fields";
import { Field } from "~/components/ui/field";
import { Options, Select } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/form";
import type { Route } from "./+types/clients";
import { ListSection } from "~/features/content/list-section";
import { useEntryDeletion } from "~/features/content/entry-deletion";

export const meta = () => adminMeta("Clients");

/** The Our Clients page's document: read while the screen already shows its heading, saved whole. */
const route = documentRoute("/api/site/clients", "clients page");
export const clientLoader = route.clientLoader;
export const clientAction = route.clientAction;

const newSector = (): Sector => ({ name: "", clients: "", text: "", projects: [] });
const newTestimonial = (): Testimonial => ({ name: "", role: "", text: "", rating: 5, published: true });

/** A saved entry of a list is deleted at once after a confirmation (useEntryDeletion); one added in the form just leaves it. */
export default function ClientsScreen({ loaderData }: Route.ComponentProps) {
  const deletion = useEntryDeletion("the Our Clients page");
  return (
    <DocumentScreen
      title="Clients"
      intro="The figures, sectors and testimonials of the public Our Clients page"
      data={loaderData.doc}
      what="clients page"
      dialogs={deletion.dialog}
      schema={clientsContentSchema}
      translated={CLIENTS_TRANSLATED}
    >
      {({ value, saved, patch, errors }) => (
        <>
          <FormSection title="Figures" description='The four numbers at the top of the page ("150+ Happy Clients").'>
            <FiguresFields figures={value.figures} onChange={(figures) => patch({ figures })} errors={errors} />
          </FormSection>

          <ListSection
            title="Sectors"
            description="The sector cards under Sectors We Serve, in this order."
            value={value}
            patch={patch}
            errors={errors}
            field="sectors"
            itemName="sector"
            newItem={newSector}
            min={1}
            max={MAX_SECTORS}
            onRemoveSaved={deletion.askFor({ value, saved }, "sectors", "sector", (s) => s.name)}
          >
            {(sector, i, set) => <SectorFields sector={sector} set={set} errors={errors} prefix={`sectors.${i}`} />}
          </ListSection>

          <ListSection
            title="Testimonials"
            description="What clients say; a hidden testimonial is kept here but not shown on the site."
            value={value}
            patch={patch}
            errors={errors}
            field="testimonials"
            itemName="testimonial"
            newItem={newTestimonial}
            max={MAX_TESTIMONIALS}
            onRemoveSaved={deletion.askFor({ value, saved }, "testimonials", "testimonial", (t) => t.name)}
          >
            {(t, i, set) => <TestimonialFields testimonial={t} set={set} errors={errors} prefix={`testimonials.${i}`} />}
          </ListSection>
        </>
      )}
    </DocumentScreen>
  );
}

/** One sector card; its notable projects are edited one per line. */
function SectorFields({ sector, set, errors, prefix }: { sector: Sector; set: (next: Sector) => void; errors: FieldErrors; prefix: string }) {
  const projectsError = Object.entries(errors).find(([k]) => k.startsWith(`${prefix}.projects`))?.[1];
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <TextField label="Sector name" value={sector.name} onChange={(name) => set({ ...sector, name })} error={errors[`${prefix}.name`]} />
      <TextField
        label="Client count"
        hint="As shown on the card, for example 40+ clients."
        value={sector.clients}
        onChange={(clients) => set({ ...sector, clients })}
        error={errors[`${prefix}.clients`]}
      />
      <div className="md:col-span-2">
        <TextAreaField label="Text" value={sector.text} onChange={(text) => set({ ...sector, text })} error={errors[`${prefix}.text`]} />
      </div>
      <div className="md:col-span-2">
        <TextAreaField
          label="Notable projects"
          required={false}
          hint="One project per line; blank lines are left out."
          rows={3}
          value={sector.projects.join("\n")}
          onChange={(text) => set({ ...sector, projects: text.split("\n") })}
          error={projectsError}
        />
      </div>
    </div>
  );
}

/** One testimonial: who said it, what, the stars, and whether the site shows it. */
function TestimonialFields({
  testimonial: t,
  set,
  errors,
  prefix,
}: {
  testimonial: Testimonial;
  set: (next: Testimonial) => void;
  errors: FieldErrors;
  prefix: string;
}) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <TextField label="Name" value={t.name} onChange={(name) => set({ ...t, name })} error={errors[`${prefix}.name`]} />
      <TextField label="Company or role" value={t.role} onChange={(role) => set({ ...t, role })} error={errors[`${prefix}.role`]} />
      <div className="md:col-span-2">
        <TextAreaField label="Testimonial" rows={3} value={t.text} onChange={(text) => set({ ...t, text })} error={errors[`${prefix}.text`]} />
      </div>
      <Field label="Rating" required error={errors[`${prefix}.rating`]}>
        <Select value={t.rating} onChange={(e) => set({ ...t, rating: Number(e.target.value) })}>
          <Options items={[5, 4, 3, 2, 1]} label={(n) => `${n} ${n === 1 ? "star" : "stars"}`} />
        </Select>
      </Field>
      <div className="flex flex-col justify-end gap-1">
        <label className="flex items-center gap-2 py-2 text-sm font-medium text-gray-800">
          <input
            type="checkbox"
            checked={t.published}
            onChange={(e) => set({ ...t, published: e.target.checked })}
            className="h-4 w-4 rounded border-gray-300 accent-brand-700"
          />
          Published on the site
        </label>
        {errors[`${prefix}.published`] ? <p className="text-sm text-red-700">{errors[`${prefix}.published`]}</p> : null}
      </div>
    </div>
  );
}
