/**
 * The home page's content (site_content key "home"): read with today's site as the fallback, and
 * saved as one document. An uploaded slide image must be at least 1600 pixels wide, so the
 * carousel's srcset (400, 800 and 1600 wide) names files that exist at the widths it claims, for
 * the seeded slides and the uploaded ones alike.
 */
import { HOME_TRANSLATED, MIN_SLIDES, SLIDE_MIN_WIDTH, SLIDE_TOO_NARROW, type HomeContent, type HomeSlide } from "#schemas/home-content";
import type { Lang } from "#schemas/languages";
import { localize } from "#schemas/translations";
import { HOME_HEADLINE, HOME_INTRO, HOME_STATS, HOME_TRANSLATIONS, WHY_CHOOSE_US } from "./seed-data/home";
import { SLIDES } from "./seed-data/slides";
import type { FieldErrors } from "#schemas/errors";
import type { SiteContent } from "./site-content";
import type { UploadFiles } from "../uploads";
import type { Actor } from "../../core/audit";

/** The home page as the site first showed it (the seed, and the fallback before it is written). */
export const HOME_SEED: HomeContent = {
  headline: HOME_HEADLINE,
  intro: HOME_INTRO,
  slides: SLIDES.map((s) => ({
    image: s.image,
    alt: s.alt,
    title: s.title,
    text: s.text,
    buttonLabel: s.cta.label,
    buttonLink: s.cta.to,
    translations: s.translations,
  })),
  figures: HOME_STATS.map((f) => ({ ...f })),
  reasons: WHY_CHOOSE_US.map((r) => ({ ...r })),
  translations: HOME_TRANSLATIONS,
};

/** The width of an upload's widest stored variant (its -1600 file), or 0 when it has none. */
async function largeVariantWidth(files: Pick<UploadFiles, "widthOf">, url: string): Promise<number> {
  const id = /^\/uploads\/([0-9a-f]{32})-800\.webp$/.exec(url)?.[1];
  return id ? files.widthOf(`${id}-1600.webp`) : 0;
}

export function createHomeContent(siteContent: SiteContent, uploadFiles: Pick<UploadFiles, "widthOf">) {
  return {
    read: () => siteContent.read("home", HOME_SEED),

    /** The home page in `lang`: each text in its translation, else in English. */
    publicPage: async (lang: Lang): Promise<HomeContent> => localize(await siteContent.read("home", HOME_SEED), HOME_TRANSLATED, lang),

    /** The field errors of uploaded slide images narrower than 1600 pixels (none for the site's own images). */
    async narrowSlides(doc: HomeContent): Promise<FieldErrors> {
      const errors: FieldErrors = {};
      for (const [i, slide] of doc.slides.entries()) {
        if (!slide.image.startsWith("/uploads/")) continue;
        if ((await largeVariantWidth(uploadFiles, slide.image)) < SLIDE_MIN_WIDTH) {
          errors.slides ??= SLIDE_TOO_NARROW;
          errors[`slides.${i}.image`] = SLIDE_TOO_NARROW;
        }
      }
      return errors;
    },

    save: (doc: HomeContent, actor: Actor) => siteContent.save("home", doc, actor),

    /** Delete a carousel slide at once (siteContent.removeItem), named by its title: the carousel keeps at least one. */
    removeSlide: (index: number, expected: string | undefined, actor: Actor) =>
      siteContent.removeItem({
        key: "home",
        fallback: HOME_SEED,
        list: "slides",
        index,
        expected,
        nameOf: (slide) => (slide as HomeSlide).title,
        min: MIN_SLIDES,
        action: "content.home.slide.delete",
        actor,
      }),
  };
}
