/**
 * Seed data only: the hospital project the site showed before projects were a collection, written
 * into the projects table once (server/features/content/projects.ts, projectsSeeder). Staff edit it under
 * Admin → Projects; no page reads this file. Its metaTitle and metaDescription are the page's title and
 * description in search results (at most 65 and 160 characters).
 */
import type { Translations } from "#schemas/translations";
import project from "./project.json" with { type: "json" };

/** The Gujarati and Hindi texts, keyed as the project's own fields are (`title`, `summary`, `overview.1`). */
type WithTranslations = { translations: Translations };

type SeedProject = {
  name: string;
  metaTitle: string;
  metaDescription: string;
  summary: string;
  client: string;
  location: string;
  year: string;
  duration: string;
  status: string;
  category: string;
  quantities: ({ label: string; value: string } & WithTranslations)[];
  overview: string[];
  images: ({ src: string; alt: string; caption: string } & WithTranslations)[];
  challenges: string[];
  solutions: string[];
} & WithTranslations;

export const HOSPITAL_PROJECT: Readonly<SeedProject> = project;
