/**
 * The home page's content document (site_content key "home"): the headline and introduction, the
 * carousel's slides, the four figures and the four "why choose us" points. One schema for the
 * admin form and the API (PUT /api/site/home).
 */
import { z } from "zod";
import { oneLine } from "#schemas/text";
import { translationsSchema, type TranslatedField } from "#schemas/translations";

/** A required one-line text of at most `max` characters. */
export const requiredLine = (name: string, max: number) =>
  oneLine(z.string(`${name} is required`).trim().min(1, `${name} is required`).max(max, `${name} is too long (at most ${max} characters)`));

/** A required paragraph (line breaks allowed) of at most `max` characters. */
export const requiredText = (name: string, max: number) =>
  z.string(`${name} is required`).trim().min(1, `${name} is required`).max(max, `${name} is too long (at most ${max} characters)`);

/** A slide's image: one of the site's own slide images, or an upload (its 800-pixel variant, as POST /api/uploads answers it). */
const SLIDE_IMAGE_PATH = /^(?:\/images\/slides\/[\w-]+\.webp|\/uploads\/[0-9a-f]{32}-800\.webp)$/;

/** Uploaded slide images must have a true 1600-pixel variant: the carousel fills the screen's width. */
export const SLIDE_MIN_WIDTH = 1600;
export const SLIDE_TOO_NARROW = `Please upload an image at least ${SLIDE_MIN_WIDTH} pixels wide`;

const LINK_MESSAGE = "Enter a site path such as /paver-blocks or an https:// address";

/** A path of this site (/paver-blocks, /contact?x=1) or an https address. */
function isSiteLink(v: string): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(v)) return true;
  if (!/^https:\/\/\S+$/i.test(v)) return false;
  try {
    const url = new URL(v);
    return url.protocol === "https:" && !url.username && !url.password;
  } catch {
    return false;
  }
}

const slideSchema = z.object({
  image: z.string("Slide image is required").trim().min(1, "Slide image is required").regex(SLIDE_IMAGE_PATH, "Please upload the slide's image"),
  alt: requiredLine("Alt text", 200),
  title: requiredLine("Slide title", 80),
  text: requiredText("Slide text", 300),
  buttonLabel: requiredLine("Button label", 40),
  buttonLink: requiredLine("Button link", 300).refine(isSiteLink, LINK_MESSAGE),
  translations: translationsSchema(["alt", "title", "text", "buttonLabel"]),
});

/** A headline figure: "15+" and "Years of Experience". */
export const figureSchema = z.object({
  value: requiredLine("Value", 20),
  label: requiredLine("Label", 60),
  translations: translationsSchema(["label"]),
});

const reasonSchema = z.object({
  title: requiredLine("Title", 80),
  text: requiredText("Text", 400),
  translations: translationsSchema(["title", "text"]),
});

export const MIN_SLIDES = 1;
export const MAX_SLIDES = 8;

export const homeContentSchema = z.object({
  headline: requiredLine("Headline", 120),
  intro: requiredText("Introduction", 800),
  slides: z.array(slideSchema, "Add at least one slide").min(MIN_SLIDES, "Add at least one slide").max(MAX_SLIDES, `At most ${MAX_SLIDES} slides`),
  figures: z.array(figureSchema, "Enter the four figures").length(4, "Enter exactly four figures"),
  reasons: z.array(reasonSchema, 'Enter the four "why choose us" points').length(4, 'Enter exactly four "why choose us" points'),
  translations: translationsSchema(["headline", "intro"]),
});

/** What of the home page staff translate (the slides' images and links stay as they are). */
export const HOME_TRANSLATED: readonly TranslatedField[] = [
  { path: "headline", label: "Headline" },
  { path: "intro", label: "Introduction", multiline: true },
  { path: "slides.*.title", label: "Slide {n} title" },
  { path: "slides.*.text", label: "Slide {n} text", multiline: true },
  { path: "slides.*.buttonLabel", label: "Slide {n} button label" },
  { path: "slides.*.alt", label: "Slide {n} alt text" },
  { path: "figures.*.label", label: "Figure {n} label" },
  { path: "reasons.*.title", label: "Point {n} title" },
  { path: "reasons.*.text", label: "Point {n} text", multiline: true },
];

export type HomeSlide = z.output<typeof slideSchema>;
export type Figure = z.output<typeof figureSchema>;
export type HomeContent = z.output<typeof homeContentSchema>;
