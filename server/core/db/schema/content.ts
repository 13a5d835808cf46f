import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { optionalRef, serialId, timestamps, timestamptz, translationsColumn } from "./columns";

/**
 * The site's one-of-a-kind content, one JSON document per key (business details, home page,
 * clients page, team page), each checked by its schema in schemas/ before it is stored. `version`
 * goes up with every save (caches and concurrent editors compare it).
 */
export const siteContent = pgTable("site_content", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  updatedBy: optionalRef("updated_by", () => users.id),
});

/** Meet Our Team: one member each, in `sort_order`. */
export const teamMembers = pgTable(
  "team_members",
  {
    id: serialId(),
    name: text("name").notNull(),
    position: text("position").notNull(),
    description: text("description").notNull().default(""),
    achievements: jsonb("achievements").$type<string[]>().notNull().default([]),
    photoUrl: text("photo_url"),
    translations: translationsColumn(),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("team_members_order_idx").on(t.sortOrder, t.id)],
);

/** The gallery's images, in `sort_order`; the category is one of the public filter tabs. */
export const galleryImages = pgTable(
  "gallery_images",
  {
    id: serialId(),
    title: text("title").notNull(),
    alt: text("alt").notNull(),
    category: text("category").notNull(),
    imageUrl: text("image_url").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("gallery_images_order_idx").on(t.sortOrder, t.id),
    check("gallery_images_category_check", sql`${t.category} in ('products', 'projects', 'team')`),
  ],
);

export type ProjectQuantity = { label: string; value: string };
export type ProjectImage = { url: string; caption: string; alt: string };

/** A project the business shows: published ones at /projects and /projects/{slug}, in `sort_order`. */
export const projects = pgTable(
  "projects",
  {
    id: serialId(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    client: text("client").notNull().default(""),
    location: text("location").notNull().default(""),
    year: text("year").notNull().default(""),
    duration: text("duration").notNull().default(""),
    status: text("status").notNull().default("Completed"),
    sector: text("sector").notNull().default(""),
    /** One line for cards and the page's description in search results. */
    summary: text("summary").notNull().default(""),
    /** The page's title in search results; empty uses the title. */
    metaTitle: text("meta_title").notNull().default(""),
    quantities: jsonb("quantities").$type<ProjectQuantity[]>().notNull().default([]),
    overview: jsonb("overview").$type<string[]>().notNull().default([]),
    challenges: jsonb("challenges").$type<string[]>().notNull().default([]),
    solutions: jsonb("solutions").$type<string[]>().notNull().default([]),
    images: jsonb("images").$type<ProjectImage[]>().notNull().default([]),
    translations: translationsColumn(),
    published: boolean("published").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("projects_published_order_idx").on(t.published, t.sortOrder, t.id),
    check("projects_status_check", sql`${t.status} in ('Completed', 'Ongoing')`),
  ],
);
