/**
 * A project the business shows (/projects, /projects/{slug}): the rule of the admin's project form
 * and of POST/PUT /api/projects, and the project as the API answers it.
 */
import { z } from "zod";
import { ownImageUrl } from "#schemas/own-image";
import { slugify } from "#schemas/product-fields";
import { oneLine } from "#schemas/text";
import { translationsSchema, type TranslatedField, type Translations } from "#schemas/translations";

export const PROJECT_STATUSES = ["Completed", "Ongoing"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Most entries of each list of a project. */
export const PROJECT_LIST_MAX = 20;
export const PROJECT_IMAGES_MAX = 12;
const PROJECT_SLUG_MAX = 100;

const SLUG_MESSAGE = "Use lower-case letters, digits and single hyphens (for example hospital-campus-surat)";
export const SLUG_TAKEN = "Another project already uses this address. Choose another slug.";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One line of at most `max` characters, trimmed; empty allowed. */
const line = (max: number, what: string) =>
  oneLine(z.string(`${what} must be text`).trim().max(max, `Please keep the ${what.toLowerCase()} under ${max} characters`));

const requiredLine = (max: number, what: string) =>
  oneLine(z.string(`${what} is required`).trim().min(1, `${what} is required`).max(max, `Please keep the ${what.toLowerCase()} under ${max} characters`));

/** A paragraph or point of a list (several lines allowed). */
const paragraph = (what: string) =>
  z
    .string(`${what} is required`)
    .trim()
    .min(1, `Write the ${what.toLowerCase()} or remove it`)
    .max(2000, `Please keep each ${what.toLowerCase()} under 2000 characters`);

const list = <T extends z.ZodType>(item: T, what: string, max = PROJECT_LIST_MAX) =>
  z.array(item, `${what} must be a list`).max(max, `At most ${max} ${what.toLowerCase()}`);

const projectQuantitySchema = z.object({
  label: requiredLine(80, "Label"),
  value: requiredLine(120, "Value"),
  translations: translationsSchema(["label", "value"]),
});

const projectImageSchema = z.object({
  url: ownImageUrl("Upload an image"),
  caption: line(200, "Caption").default(""),
  alt: requiredLine(250, "Alt text"),
  translations: translationsSchema(["caption", "alt"]),
});

/** The project form and POST/PUT /api/projects; an empty slug is made from the title by the server. */
export const projectInputSchema = z.object({
  title: requiredLine(120, "Title"),
  slug: z
    .string("Slug must be text")
    .trim()
    .max(PROJECT_SLUG_MAX, `Please keep the slug under ${PROJECT_SLUG_MAX} characters`)
    .refine((v) => v === "" || SLUG_PATTERN.test(v), SLUG_MESSAGE)
    .default(""),
  client: line(120, "Client").default(""),
  location: line(120, "Location").default(""),
  year: line(40, "Year").default(""),
  duration: line(60, "Duration").default(""),
  status: z.enum(PROJECT_STATUSES, "Choose Completed or Ongoing"),
  sector: line(80, "Sector").default(""),
  summary: line(160, "Summary").default(""),
  meta_title: line(65, "Title in search results").default(""),
  quantities: list(projectQuantitySchema, "Quantities").default([]),
  overview: list(paragraph("Paragraph"), "Paragraphs").default([]),
  challenges: list(paragraph("Challenge"), "Challenges").default([]),
  solutions: list(paragraph("Solution"), "Solutions").default([]),
  images: list(projectImageSchema, "Images", PROJECT_IMAGES_MAX).default([]),
  published: z.boolean("Choose published or draft").default(false),
  translations: translationsSchema(["title", "location", "duration", "sector", "summary", "meta_title", "overview.*", "challenges.*", "solutions.*"]),
});
export type ProjectInput = z.output<typeof projectInputSchema>;

/**
 * What of a project staff translate into Gujarati and Hindi (the client is a name and stays as
 * written; the year and the slug are the same in every language). Labels are the English form's.
 */
export const PROJECT_TRANSLATED: readonly TranslatedField[] = [
  { path: "title", label: "Title" },
  { path: "sector", label: "Sector" },
  { path: "location", label: "Location" },
  { path: "duration", label: "Duration" },
  { path: "summary", label: "Summary", multiline: true },
  { path: "meta_title", label: "Title in search results" },
  { path: "quantities.*.label", label: "Item {n}" },
  { path: "quantities.*.value", label: "Quantity {n}" },
  { path: "overview.*", label: "Paragraph {n}", multiline: true },
  { path: "images.*.alt", label: "Alt text {n}" },
  { path: "images.*.caption", label: "Caption {n}" },
  { path: "challenges.*", label: "Challenge {n}", multiline: true },
  { path: "solutions.*", label: "Solution {n}", multiline: true },
];

export const projectMoveSchema = z.object({ direction: z.enum(["up", "down"], "Choose up or down") });

/** The slug a project gets when none is given: made from its title ("project" when the title has no letters of a-z). */
export function projectSlugFrom(title: string): string {
  return slugify(title).slice(0, PROJECT_SLUG_MAX).replace(/-+$/, "") || "project";
}

export type ProjectQuantity = { label: string; value: string; translations?: Translations };
export type ProjectImage = { url: string; caption: string; alt: string; translations?: Translations };

/** A project as the API answers it (staff) and the public pages show it. */
export type ProjectDto = {
  id: number;
  slug: string;
  title: string;
  client: string;
  location: string;
  year: string;
  duration: string;
  status: ProjectStatus;
  sector: string;
  summary: string;
  meta_title: string;
  quantities: ProjectQuantity[];
  overview: string[];
  challenges: string[];
  solutions: string[];
  images: ProjectImage[];
  published: boolean;
  /** Gujarati and Hindi texts of the project's own fields (the quantities and images carry their own). */
  translations: Translations;
  sort_order: number;
  updated_at: string;
};

/** What the header's Projects menu and the sitemap need of a published project. */
export type ProjectLink = { title: string; slug: string };
