import { Await, redirect } from "react-router";
import {
  PROJECT_IMAGES_MAX,
  PROJECT_LIST_MAX,
  PROJECT_STATUSES,
  PROJECT_TRANSLATED,
  projectInputSchema,
  type ProjectDto,
  type ProjectInput,
} from "#schemas/projects";
import { adminMeta } from "~/components/admin/admin-meta";
import { DocumentEditor, FormSection, saveDocument, ScreenHeading, type DocumentFields } from "~/features/content/content-screen";
import { ImageUpload } from "~/components/admin/image-upload";
import { LoadFailed, RecordNotFound, RecordScreen } from "~/components/admin/list-states";
import { settle } from "~/components/admin/route-data";
import { RowList } from "~/components/admin/row-list";
import { listOf, TextListRows } from "~/features/content/list-section";
import { Field } from "~/components/ui/field";
import { Input, Options, Select, Textarea } from "~/components/ui/input";
import { api, ApiError } from "~/lib/api";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/project";

export const meta = ({ params }: Route.MetaArgs) => adminMeta(params.id ? "Edit project" : "New project");

/** What the page starts from: a stored project, a blank one, or why there is nothing to show. */
type Start = { ok: true; project: ProjectDto | null } | { ok: false; notFound?: true; quiet?: boolean };

const BLANK: ProjectInput = {
  title: "",
  slug: "",
  client: "",
  location: "",
  year: "",
  duration: "",
  status: "Completed",
  sector: "",
  summary: "",
  meta_title: "",
  quantities: [],
  overview: [""],
  challenges: [],
  solutions: [],
  images: [],
  published: false,
};

/** The form's values of a stored project. */
function valuesOf(p: ProjectDto): ProjectInput {
  const { id: _id, sort_order: _order, updated_at: _at, ...values } = p;
  return values;
}

/** The project of /admin/projects/:id, or a blank one at /admin/projects/new. */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  if (params.id === undefined) return { start: Promise.resolve<Start>({ ok: true, project: null }) };
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return { start: Promise.resolve<Start>({ ok: false, notFound: true }) };
  const start = api("GET", `/api/projects/${id}`, undefined, { auth: true, signal: request.signal }).then(
    (answer): Start => ({ ok: true, project: answer.data }),
    async (err: unknown): Promise<Start> => {
      if (err instanceof ApiError && err.status === 404) return { ok: false, notFound: true };
      const settled = await settle("the project", Promise.reject(err));
      return { ok: false, quiet: !settled.ok && settled.quiet };
    },
  );
  return { start };
}

/** Save: a new project is added and the list opens (with the toast); a stored one is saved in place. */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  if (params.id === undefined) {
    const result = await saveDocument(request, "POST", "/api/projects", "the project");
    if (!result.ok) return result;
    toast.success(result.message);
    return redirect("/admin/projects");
  }
  return saveDocument(request, "PUT", `/api/projects/${Number(params.id)}`, "the project");
}

export default function ProjectScreen({ loaderData }: Route.ComponentProps) {
  const { start } = loaderData;
  return (
    <RecordScreen backTo="/admin/projects" back="Back to projects" loading="Loading the project...">
      <Await resolve={start}>
        {(s) => {
          if (!s.ok) {
            if (s.notFound) return <RecordNotFound title="Project not found" text="This project does not exist or was deleted." />;
            return s.quiet ? null : <LoadFailed message="Failed to load the project" />;
          }
          return (
            <>
              <ScreenHeading
                title={s.project ? "Edit project" : "New project"}
                intro={s.project ? s.project.title : "Fill in what the project's page shows; save it as a draft until it is ready."}
              />
              <DocumentEditor
                data={{ ok: true, data: s.project ? valuesOf(s.project) : BLANK }}
                what="the project"
                schema={projectInputSchema}
                translated={PROJECT_TRANSLATED}
              >
                {(fields) => <ProjectFields {...fields} />}
              </DocumentEditor>
            </>
          );
        }}
      </Await>
    </RecordScreen>
  );
}

function ProjectFields(fields: DocumentFields<ProjectInput>) {
  const { value: v, patch, errors } = fields;
  const text = (name: "title" | "slug" | "client" | "location" | "year" | "duration" | "sector" | "meta_title") => ({
    value: v[name],
    onChange: (e: { target: { value: string } }) => patch({ [name]: e.target.value }),
  });
  const paragraphs = (field: "overview" | "challenges" | "solutions", legend: string, itemName: string) => (
    <TextListRows fields={fields} field={field} legend={legend} itemName={itemName} rows={3} required={false} max={PROJECT_LIST_MAX} />
  );

  return (
    <>
      <FormSection title="Project" description="What the project's card and page show at the top.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Title" required error={errors.title} className="sm:col-span-2">
            <Input type="text" {...text("title")} />
          </Field>
          <Field label="Slug" error={errors.slug} hint="The page's address, /projects/{slug}. Left empty, it is made from the title.">
            <Input type="text" {...text("slug")} autoCapitalize="none" spellCheck={false} />
          </Field>
          <Field label="Visibility" error={errors.published} hint="Only published projects appear on the site.">
            <Select value={v.published ? "published" : "draft"} onChange={(e) => patch({ published: e.target.value === "published" })}>
              <option value="draft">Draft (hidden)</option>
              <option value="published">Published</option>
            </Select>
          </Field>
          <Field label="Status" required error={errors.status}>
            <Select value={v.status} onChange={(e) => patch({ status: e.target.value as ProjectInput["status"] })}>
              <Options items={PROJECT_STATUSES} />
            </Select>
          </Field>
          <Field label="Sector" error={errors.sector} hint="For example Healthcare, Industrial, Housing.">
            <Input type="text" {...text("sector")} />
          </Field>
          <Field label="Client" error={errors.client}>
            <Input type="text" {...text("client")} />
          </Field>
          <Field label="Location" error={errors.location}>
            <Input type="text" {...text("location")} />
          </Field>
          <Field label="Year" error={errors.year}>
            <Input type="text" inputMode="numeric" {...text("year")} />
          </Field>
          <Field label="Duration" error={errors.duration} hint="For example 4 months.">
            <Input type="text" {...text("duration")} />
          </Field>
          <Field
            label="Summary"
            error={errors.summary}
            hint="One or two sentences under the title, on the card and in search results (at most 160 characters)."
            className="sm:col-span-2"
          >
            <Textarea rows={2} value={v.summary} onChange={(e) => patch({ summary: e.target.value })} />
          </Field>
          <Field
            label="Title in search results"
            error={errors.meta_title}
            hint="At most 65 characters; left empty, the title is used."
            className="sm:col-span-2"
          >
            <Input type="text" {...text("meta_title")} />
          </Field>
        </div>
      </FormSection>

      <FormSection title="Overview" description="The approximate quantities and the story of the project.">
        <RowList {...listOf(fields, "quantities")} legend="Quantities" itemName="quantity" newItem={() => ({ label: "", value: "" })} max={PROJECT_LIST_MAX}>
          {(q, i, set) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={`Item ${i + 1}`} required error={errors[`quantities.${i}.label`]} hint="For example Paver blocks.">
                <Input type="text" value={q.label} onChange={(e) => set({ ...q, label: e.target.value })} />
              </Field>
              <Field label={`Quantity ${i + 1}`} required error={errors[`quantities.${i}.value`]} hint="For example pavers 10000+ sq mtrs.">
                <Input type="text" value={q.value} onChange={(e) => set({ ...q, value: e.target.value })} />
              </Field>
            </div>
          )}
        </RowList>
        {paragraphs("overview", "Overview paragraphs", "paragraph")}
      </FormSection>

      <FormSection title="Photos" description="Shown in the project's gallery; the first is the card's picture.">
        <RowList {...listOf(fields, "images")} legend="Images" itemName="image" newItem={() => ({ url: "", caption: "", alt: "" })} max={PROJECT_IMAGES_MAX}>
          {(img, i, set) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <ImageUpload
                  label={`Image ${i + 1}`}
                  value={img.url || null}
                  onChange={(url) => set({ ...img, url: url ?? "" })}
                  error={errors[`images.${i}.url`]}
                  required
                  previewAlt={img.alt}
                />
              </div>
              <Field label={`Alt text ${i + 1}`} required error={errors[`images.${i}.alt`]} hint="What the photo shows, for people who cannot see it.">
                <Input type="text" value={img.alt} onChange={(e) => set({ ...img, alt: e.target.value })} />
              </Field>
              <Field label={`Caption ${i + 1}`} error={errors[`images.${i}.caption`]}>
                <Input type="text" value={img.caption} onChange={(e) => set({ ...img, caption: e.target.value })} />
              </Field>
            </div>
          )}
        </RowList>
      </FormSection>

      <FormSection title="Challenges and solutions">
        {paragraphs("challenges", "Challenges", "challenge")}
        {paragraphs("solutions", "Solutions", "solution")}
      </FormSection>
    </>
  );
}
