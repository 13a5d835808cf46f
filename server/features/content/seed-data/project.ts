/**
 * Seed data only: the hospital project the site showed before projects were a collection, written
 * into the projects table once (server/features/content/projects.ts, projectsSeeder). Staff edit it under
 * Admin → Projects; no page reads this file. Its metaTitle and metaDescription are the page's title and
 * description in search results (at most 65 and 160 characters).
 */
import project from "./project.json" with { type: "json" };

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
  quantities: { label: string; value: string }[];
  overview: string[];
  images: { src: string; alt: string; caption: string }[];
  challenges: string[];
  solutions: string[];
};

export const HOSPITAL_PROJECT: Readonly<SeedProject> = project;
