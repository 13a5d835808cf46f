/** The home carousel: five product lines. Images are 1600 x 700 with -400/-800/-1600 variants. */
import type { Translations } from "#schemas/translations";
import slides from "./slides.json" with { type: "json" };

/** A slide with its Gujarati and Hindi texts (keyed by the home document's slide fields: alt, title, text, buttonLabel). */
export type Slide = { image: string; alt: string; title: string; text: string; cta: { label: string; to: string }; translations?: Translations };

export const SLIDE_IMAGE = { width: 1600, height: 700, widths: [400, 800, 1600] } as const;

export const SLIDES: Slide[] = slides;

/** The carousel moves to the next slide every 5 seconds. */
export const SLIDE_INTERVAL_MS = 5000;
