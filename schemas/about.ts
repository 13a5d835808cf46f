/**
 * The Who We Are page's texts (site_content key "about"): one schema for the admin form and the
 * API (PUT /api/site/about). `{name}`, `{year}` and `{ceo}` in them are filled in from the business
 * details when the page is shown.
 */
import { z } from "zod";
import { requiredLine, requiredText } from "#schemas/home-content";

export const MAX_STORY_PARAGRAPHS = 6;
export const MAX_WHY_US = 12;

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
});

export type AboutTexts = z.output<typeof aboutSchema>;
