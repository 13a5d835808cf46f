/**
 * The Who We Are page's texts (site_content key "about"). `{name}`, `{year}` and `{ceo}` in them
 * are filled in from the business details when the page is shown.
 */
import { z } from "zod";
import { oneLine } from "#schemas/text";

const paragraph = z.string().trim().min(1, "Enter the text").max(2000, "Please keep this under 2000 characters");
const item = oneLine(z.string().trim().min(1, "Enter the text").max(200, "Please keep this under 200 characters"));

export const aboutSchema = z.object({
  intro: paragraph,
  story: z.array(paragraph).min(1, "Add at least one paragraph").max(6, "Please keep at most 6 paragraphs"),
  leadership: paragraph,
  vision: paragraph,
  specialty: paragraph,
  whyUs: z.array(item).min(1, "Add at least one point").max(12, "Please keep at most 12 points"),
  closing: z.object({ title: item, text: paragraph }),
});

export type AboutTexts = z.output<typeof aboutSchema>;
