/**
 * The Who We Are page's texts (site_content key "about"): one schema for the admin form and the
 * API (PUT /api/site/about). `{name}`, `{year}` and `{ceo}` in them are filled in from the business
 * details when the page is shown.
 */
import { z } from "zod";
import { requiredLine, requiredText } from "#schemas/home-content";
import { translationsSchema, type TranslatedField } from "#schemas/translations";

export const MAX_STORY_PARAGRAPHS = 6;
export const MAX_WHY_US = 12;

/** What of Who We Are staff translate: every text (`{name}`, `{year}` and `{ceo}` are filled in alike). */
export const ABOUT_TRANSLATED: readonly TranslatedField[] = [
  { path: "intro", label: "Introduction", multiline: true },
  { path: "story.*", label: "Story paragraph {n}", multiline: true },
  { path: "leadership", label: "Leadership", multiline: true },
  { path: "vision", label: "Vision", multiline: true },
  { path: "specialty", label: "Specialty", multiline: true },
  { path: "whyUs.*", label: "Why Us point {n}" },
  { path: "closing.title", label: "Closing title" },
  { path: "closing.text", label: "Closing text", multiline: true },
];

export const aboutSchema = z.object({
  intro: requiredText("Introduction", 800),
  story: z
    .array(requiredText("Story paragraph", 1500), "Add at least one story paragraph")
    .min(1, "Add at least one story paragraph")
    .max(MAX_STORY_PARAGRAPHS, `Please keep at most ${MAX_STORY_PARAGRAPHS} story paragraphs`),
  leadership: requiredText("Leadership", 1000),
  vision: requiredText("Vision", 800),
  specialty: requiredText("Specialty", 800),
  whyUs: z
    .array(requiredLine("Why Us point", 200), "Add at least one Why Us point")
    .min(1, "Add at least one Why Us point")
    .max(MAX_WHY_US, `Please keep at most ${MAX_WHY_US} Why Us points`),
  closing: z.object({ title: requiredLine("Closing title", 120), text: requiredText("Closing text", 400) }, "Enter the closing call to action"),
  translations: translationsSchema(ABOUT_TRANSLATED.map((f) => f.path)),
});

export type AboutTexts = z.output<typeof aboutSchema>;
