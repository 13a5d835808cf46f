import { aboutSchema, MAX_STORY_PARAGRAPHS, MAX_WHY_US, ABOUT_TRANSLATED } from "#schemas/about";
import { adminMeta } from "~/components/admin/admin-meta";
import { documentRoute, DocumentScreen, FormSection } from "~/features/content/content-screen";
import { TextAreaField, TextField } from "~/features/content/page-content-fields";
import { TextListRows } from "~/features/content/list-section";
import type { Route } from "./+types/who-we-are";

export const meta = () => adminMeta("Who We Are");

/** The Who We Are page's texts: read while the screen already shows its heading, saved whole. */
const route = documentRoute("/api/site/about", "Who We Are");
export const clientLoader = route.clientLoader;
export const clientAction = route.clientAction;

const PLACEHOLDERS = "{name}, {year} and {ceo} are replaced on the page by the business name, the year established and the CEO from Business details.";

export default function WhoWeAreScreen({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentScreen
      title="Who We Are"
      intro="The story, leadership, vision, specialty and Why Us points of the public Who We Are page"
      data={loaderData.doc}
      what="Who We Are"
      schema={aboutSchema}
      translated={ABOUT_TRANSLATED}
    >
      {(fields) => {
        const { value, patch, errors } = fields;
        return (
          <>
            <FormSection title="Our Story" description={`The introduction in large type, then the story's paragraphs in this order. ${PLACEHOLDERS}`}>
              <TextAreaField label="Introduction" rows={3} value={value.intro} onChange={(intro) => patch({ intro })} error={errors.intro} />
              <TextListRows fields={fields} field="story" legend="Story paragraphs" itemName="paragraph" rows={4} min={1} max={MAX_STORY_PARAGRAPHS} />
            </FormSection>

            <FormSection title="Our Leadership" description="The paragraph about who leads the company.">
              <TextAreaField label="Leadership" rows={3} value={value.leadership} onChange={(leadership) => patch({ leadership })} error={errors.leadership} />
            </FormSection>

            <FormSection title="Vision and specialty" description="The two boxes side by side under the leadership.">
              <TextAreaField label="Vision" rows={3} value={value.vision} onChange={(vision) => patch({ vision })} error={errors.vision} />
              <TextAreaField label="Specialty" rows={3} value={value.specialty} onChange={(specialty) => patch({ specialty })} error={errors.specialty} />
            </FormSection>

            <FormSection title="Why Us" description="The points with a tick, one line each, in this order.">
              <TextListRows fields={fields} field="whyUs" legend="Why Us points" itemName="point" min={1} max={MAX_WHY_US} />
            </FormSection>

            <FormSection title="Closing call to action" description="The band at the foot of the page, above its Get a Quote button.">
              <TextField
                label="Closing title"
                value={value.closing.title}
                onChange={(title) => patch({ closing: { ...value.closing, title } })}
                error={errors["closing.title"]}
              />
              <TextAreaField
                label="Closing text"
                rows={2}
                value={value.closing.text}
                onChange={(text) => patch({ closing: { ...value.closing, text } })}
                error={errors["closing.text"]}
              />
            </FormSection>
          </>
        );
      }}
    </DocumentScreen>
  );
}
