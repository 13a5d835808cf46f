import { homeContentSchema, MAX_SLIDES, MIN_SLIDES, type HomeSlide, HOME_TRANSLATED } from "#schemas/home-content";
import { adminMeta } from "~/components/admin/admin-meta";
import { documentRoute, DocumentScreen, FormSection } from "~/features/content/content-screen";
import { ImageUpload } from "~/components/admin/image-upload";
import { FiguresFields, listError, TextAreaField, TextField } from "~/features/content/page-content-fields";
import type { Route } from "./+types/home";
import { ListSection } from "~/features/content/list-section";
import { useEntryDeletion } from "~/features/content/entry-deletion";

export const meta = () => adminMeta("Home page");

/** The home page's document: read while the screen already shows its heading, saved whole. */
const route = documentRoute("/api/site/home", "home page");
export const clientLoader = route.clientLoader;
export const clientAction = route.clientAction;

const newSlide = (): HomeSlide => ({ image: "", alt: "", title: "", text: "", buttonLabel: "", buttonLink: "" });

/** A saved slide is deleted at once after a confirmation (useEntryDeletion); one added in the form just leaves it. */
export default function HomePageScreen({ loaderData }: Route.ComponentProps) {
  const deletion = useEntryDeletion("the home page");
  return (
    <DocumentScreen
      title="Home page"
      intro="The carousel, the figures and the reasons to choose us on the public home page"
      data={loaderData.doc}
      what="home page"
      dialogs={deletion.dialog}
      schema={homeContentSchema}
      translated={HOME_TRANSLATED}
    >
      {({ value, saved, patch, errors }) => (
        <>
          <FormSection title="Introduction" description="The headline and the paragraph under the carousel.">
            <TextField label="Headline" value={value.headline} onChange={(headline) => patch({ headline })} error={errors.headline} />
            <TextAreaField label="Introduction" rows={4} value={value.intro} onChange={(intro) => patch({ intro })} error={errors.intro} />
          </FormSection>

          <ListSection
            title="Carousel"
            description={`From ${MIN_SLIDES} to ${MAX_SLIDES} slides, shown in this order; the first one's image loads first.`}
            legend="Carousel slides"
            value={value}
            patch={patch}
            errors={errors}
            field="slides"
            itemName="slide"
            newItem={newSlide}
            min={MIN_SLIDES}
            max={MAX_SLIDES}
            onRemoveSaved={deletion.askFor({ value, saved }, "slides", "slide", (s) => s.title)}
          >
            {(slide, i, set) => <SlideFields slide={slide} set={set} errors={errors} prefix={`slides.${i}`} />}
          </ListSection>

          <FormSection title="Figures" description='The four numbers in the band under the introduction ("15+ Years of Experience").'>
            <FiguresFields figures={value.figures} onChange={(figures) => patch({ figures })} errors={errors} />
          </FormSection>

          <FormSection title="Why choose us" description="The four points under the figures.">
            {listError(errors, "reasons") ? <p className="text-sm text-red-700">{listError(errors, "reasons")}</p> : null}
            <div className="grid gap-3 lg:grid-cols-2">
              {value.reasons.map((r, i) => (
                <fieldset key={i} className="min-w-0 space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
                  <legend className="px-1 text-sm font-semibold text-gray-900">Point {i + 1}</legend>
                  <TextField
                    label="Title"
                    value={r.title}
                    onChange={(title) => patch({ reasons: value.reasons.map((x, j) => (j === i ? { ...x, title } : x)) })}
                    error={errors[`reasons.${i}.title`]}
                  />
                  <TextAreaField
                    label="Text"
                    value={r.text}
                    onChange={(text) => patch({ reasons: value.reasons.map((x, j) => (j === i ? { ...x, text } : x)) })}
                    error={errors[`reasons.${i}.text`]}
                  />
                </fieldset>
              ))}
            </div>
          </FormSection>
        </>
      )}
    </DocumentScreen>
  );
}

/** One slide's image and words. */
function SlideFields({ slide, set, errors, prefix }: { slide: HomeSlide; set: (next: HomeSlide) => void; errors: Record<string, string>; prefix: string }) {
  const field = <K extends keyof HomeSlide>(key: K) => ({
    value: slide[key],
    onChange: (v: HomeSlide[K]) => set({ ...slide, [key]: v }),
    error: errors[`${prefix}.${key}`],
  });
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className="md:col-span-2">
        <ImageUpload
          label="Slide image"
          required
          value={slide.image || null}
          onChange={(url) => set({ ...slide, image: url ?? "" })}
          error={errors[`${prefix}.image`]}
          hint="JPEG, PNG or WebP up to 5 MB, at least 1600 pixels wide (1600 × 700 fits best)."
          previewAlt={slide.alt}
        />
      </div>
      <div className="md:col-span-2">
        <TextField label="Alt text" hint="What the image shows, for visitors who cannot see it." {...field("alt")} />
      </div>
      <TextField label="Title" {...field("title")} />
      <TextField label="Button label" {...field("buttonLabel")} />
      <div className="md:col-span-2">
        <TextAreaField label="Text" rows={2} {...field("text")} />
      </div>
      <div className="md:col-span-2">
        <TextField label="Button link" hint="A page of this site such as /paver-blocks, or an https:// address." {...field("buttonLink")} />
      </div>
    </div>
  );
}
