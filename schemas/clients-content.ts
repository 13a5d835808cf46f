/**
 * The Our Clients page's content document (site_content key "clients"): the four figures, the
 * sector cards and the testimonials (each published or hidden). One schema for the admin form and
 * the API (PUT /api/site/clients).
 */
import { z } from "zod";
import { figureSchema, requiredLine, requiredText } from "#schemas/home-content";
import { translationsSchema, type TranslatedField } from "#schemas/translations";

export const MAX_SECTORS = 8;
const MAX_PROJECTS = 10;
export const MAX_TESTIMONIALS = 20;

const sectorSchema = z.object({
  name: requiredLine("Sector name", 80),
  clients: requiredLine("Client count", 40),
  text: requiredText("Text", 500),
  /** Blank entries are left out (the form edits the list one project per line). */
  projects: z.preprocess(
    (v) => (Array.isArray(v) ? v.filter((p) => typeof p !== "string" || p.trim() !== "") : v),
    z.array(requiredLine("Project", 160), "Notable projects must be a list").max(MAX_PROJECTS, `At most ${MAX_PROJECTS} notable projects per sector`),
  ),
  translations: translationsSchema(["name", "clients", "text", "projects.*"]),
});

const RATING_MESSAGE = "Choose a rating from 1 to 5";

const testimonialSchema = z.object({
  name: requiredLine("Name", 80),
  role: requiredLine("Company or role", 120),
  text: requiredText("Testimonial", 600),
  rating: z.coerce.number(RATING_MESSAGE).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  published: z.boolean("Choose whether the testimonial is published"),
  translations: translationsSchema(["role", "text"]),
});

export const clientsContentSchema = z.object({
  figures: z.array(figureSchema, "Enter the four figures").length(4, "Enter exactly four figures"),
  sectors: z.array(sectorSchema, "Add at least one sector").min(1, "Add at least one sector").max(MAX_SECTORS, `At most ${MAX_SECTORS} sectors`),
  testimonials: z.array(testimonialSchema, "Testimonials must be a list").max(MAX_TESTIMONIALS, `At most ${MAX_TESTIMONIALS} testimonials`),
});

/** What of Our Clients staff translate: the figures' labels, the sectors, and each testimonial's words and the person's role (names stay). */
export const CLIENTS_TRANSLATED: readonly TranslatedField[] = [
  { path: "figures.*.label", label: "Figure {n} label" },
  { path: "sectors.*.name", label: "Sector {n} name" },
  { path: "sectors.*.clients", label: "Sector {n} client count" },
  { path: "sectors.*.text", label: "Sector {n} text", multiline: true },
  { path: "sectors.*.projects.*", label: "Sector {n} project {n}" },
  { path: "testimonials.*.text", label: "Testimonial {n}", multiline: true },
  { path: "testimonials.*.role", label: "Testimonial {n} company or role" },
];

export type Sector = z.output<typeof sectorSchema>;
export type Testimonial = z.output<typeof testimonialSchema>;
export type ClientsContent = z.output<typeof clientsContentSchema>;
