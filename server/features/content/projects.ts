/**
 * The projects the business shows: staff add, edit, order and delete them; visitors see the
 * published ones at /projects and /projects/{slug}, the first of them also at /project-one and
 * /project. Each change is one transaction with its audit entry (`content.project.*`) and the
 * change notice every instance listens to.
 */
import { and, asc, eq, ilike, ne, or } from "drizzle-orm";
import type { Lang } from "#schemas/languages";
import { PROJECT_TRANSLATED, projectSlugFrom, type ProjectDto, type ProjectInput, type ProjectLink, type ProjectStatus } from "#schemas/projects";
import { localize } from "#schemas/translations";
import { HOSPITAL_PROJECT } from "./seed-data/project";
import type { Db, DbOrTx } from "../../core/db/connection";
import { projects } from "../../core/db/schema";
import type { ContentSeeder } from "./seeder";
import { takenOr } from "../../core/refusals";
import type { AuditOf, Actor } from "../../core/audit";
import { nextPlace, orderedCollection } from "../../core/ordering";
import type { ContentAuditAction } from "./activity";

type ProjectRow = typeof projects.$inferSelect;

/** Why a save was refused. */
type ProjectRefusal = "missing" | "slug-taken";

const ORDER = [asc(projects.sortOrder), asc(projects.id)] as const;

function toDto(r: ProjectRow): ProjectDto {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    client: r.client,
    location: r.location,
    year: r.year,
    duration: r.duration,
    status: r.status as ProjectStatus,
    sector: r.sector,
    summary: r.summary,
    meta_title: r.metaTitle,
    quantities: r.quantities,
    overview: r.overview,
    challenges: r.challenges,
    solutions: r.solutions,
    images: r.images,
    published: r.published,
    translations: r.translations,
    sort_order: r.sortOrder,
    updated_at: r.updatedAt.toISOString(),
  };
}

/** A project as a public page in `lang` shows it: each text in its translation, else in English; no translations left in it. */
const publicOf = (r: ProjectRow, lang: Lang): ProjectDto => localize(toDto(r), PROJECT_TRANSLATED, lang);

/** The header's menu names each project by its title alone. */
const TITLE_ONLY = PROJECT_TRANSLATED.filter((f) => f.path === "title");

/** The columns of a checked input (the slug is decided separately). */
function columnsOf(input: ProjectInput) {
  return {
    title: input.title,
    client: input.client,
    location: input.location,
    year: input.year,
    duration: input.duration,
    status: input.status,
    sector: input.sector,
    summary: input.summary,
    metaTitle: input.meta_title,
    quantities: input.quantities,
    overview: input.overview,
    challenges: input.challenges,
    solutions: input.solutions,
    images: input.images,
    published: input.published,
    translations: input.translations ?? {},
  };
}

/** The project's fields as the audit log records them (the API's names, without id, order and time). */
function auditedFields(p: ProjectDto): Record<string, unknown> {
  const { id: _id, sort_order: _order, updated_at: _at, ...fields } = p;
  return fields;
}

/**
 * The slug of a save: the one asked for (refused when another project has it), or one made from
 * the title, with -2, -3 … when another project has that.
 */
async function slugFor(tx: DbOrTx, input: ProjectInput, exceptId?: number): Promise<string | "slug-taken"> {
  const other = exceptId === undefined ? undefined : ne(projects.id, exceptId);
  if (input.slug) {
    const [taken] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.slug, input.slug), other))
      .limit(1);
    return taken ? "slug-taken" : input.slug;
  }
  const base = projectSlugFrom(input.title);
  const rows = await tx
    .select({ slug: projects.slug })
    .from(projects)
    .where(and(or(eq(projects.slug, base), ilike(projects.slug, `${base}-%`)), other));
  const used = new Set(rows.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let i = 2; ; i++) if (!used.has(`${base}-${i}`)) return `${base}-${i}`;
}

export function createProjects(db: Db, audit: AuditOf<ContentAuditAction>) {
  const findRow = async (tx: DbOrTx, id: number, lock = false) => {
    const q = tx.select().from(projects).where(eq(projects.id, id)).limit(1);
    const [row] = lock ? await q.for("update") : await q;
    return row;
  };
  const collection = orderedCollection(db, audit, {
    table: "projects",
    action: "content.project",
    entity: "project",
    what: "projects",
    read: async (tx, id, lock) => {
      const row = await findRow(tx, id, lock);
      return row && toDto(row);
    },
    label: (project) => ({ title: project.title }),
    fields: auditedFields,
    removed: (project) => ({ title: project.title, slug: project.slug }),
  });

  return {
    /** Every project, published or not, in the order staff gave them. */
    async list(): Promise<ProjectDto[]> {
      const rows = await db
        .select()
        .from(projects)
        .orderBy(...ORDER);
      return rows.map(toDto);
    },

    async get(id: number): Promise<ProjectDto | undefined> {
      const row = await findRow(db, id);
      return row && toDto(row);
    },

    /** A new project, placed last. */
    async create(input: ProjectInput, actor: Actor): Promise<ProjectDto | "slug-taken"> {
      return takenOr("slug-taken", () =>
        db.transaction(async (tx) => {
          const slug = await slugFor(tx, input);
          if (slug === "slug-taken") return slug;
          const [row] = await tx
            .insert(projects)
            .values({ ...columnsOf(input), slug, sortOrder: await nextPlace(tx, "projects") })
            .returning();
          await collection.log(tx, actor, "create", row.id, { title: row.title, slug, published: row.published });
          return toDto(row);
        }),
      );
    },

    /** Every field replaced by the checked input; the audit entry records the fields that changed, before and after. */
    async update(id: number, input: ProjectInput, actor: Actor): Promise<ProjectDto | ProjectRefusal> {
      return takenOr("slug-taken", () =>
        db.transaction(async (tx) => {
          const before = await findRow(tx, id, true);
          if (!before) return "missing" as const;
          const slug = input.slug ? await slugFor(tx, input, id) : before.slug;
          if (slug === "slug-taken") return slug;
          const [row] = await tx
            .update(projects)
            .set({ ...columnsOf(input), slug, updatedAt: new Date() })
            .where(eq(projects.id, id))
            .returning();
          const dto = toDto(row);
          await collection.logUpdate(tx, actor, toDto(before), dto);
          return dto;
        }),
      );
    },

    /** Deleted for good (admins only, checked by the API); answers what it was. */
    remove: collection.remove,

    /** One place up or down; `moved: false` when it is already first or last (nothing changes, nothing is recorded). */
    move: collection.move,

    /** The published projects, in order, as the /projects page in `lang` shows them. */
    async listPublished(lang: Lang = "en"): Promise<ProjectDto[]> {
      const rows = await db
        .select()
        .from(projects)
        .where(eq(projects.published, true))
        .orderBy(...ORDER);
      return rows.map((r) => publicOf(r, lang));
    },

    /** Title (in `lang`) and slug of the first `limit` published projects, in order (the header's menu, the sitemap). */
    async publishedLinks(limit?: number, lang: Lang = "en"): Promise<ProjectLink[]> {
      const q = db
        .select({ title: projects.title, slug: projects.slug, translations: projects.translations })
        .from(projects)
        .where(eq(projects.published, true))
        .orderBy(...ORDER);
      const rows = await (limit === undefined ? q : q.limit(limit));
      return rows.map((r) => ({ title: localize(r, TITLE_ONLY, lang).title, slug: r.slug }));
    },

    /** A published project by its slug, as its page in `lang` shows it; a draft is not found. */
    async findPublished(slug: string, lang: Lang = "en"): Promise<ProjectDto | undefined> {
      const [row] = await db
        .select()
        .from(projects)
        .where(and(eq(projects.slug, slug), eq(projects.published, true)))
        .limit(1);
      return row && publicOf(row, lang);
    },

    /** The first published project in `lang` (what /project-one and /project show). */
    async firstPublished(lang: Lang = "en"): Promise<ProjectDto | undefined> {
      const [row] = await db
        .select()
        .from(projects)
        .where(eq(projects.published, true))
        .orderBy(...ORDER)
        .limit(1);
      return row && publicOf(row, lang);
    },
  };
}
export type Projects = ReturnType<typeof createProjects>;

/** The slug of the project the site showed at /project-one before projects were a collection. */
export const SEEDED_PROJECT_SLUG = "sanjeevani-multispeciality-hospital-campus";

/** The hospital project, as the site showed it (server/features/content/seed-data/project.ts), published and first, with its Gujarati and Hindi texts. */
export const projectsSeeder: ContentSeeder = {
  name: "projects",
  seed: async (tx) => {
    const P = HOSPITAL_PROJECT;
    await tx
      .insert(projects)
      .values({
        slug: SEEDED_PROJECT_SLUG,
        title: P.name,
        client: P.client,
        location: P.location,
        year: P.year,
        duration: P.duration,
        status: P.status,
        sector: P.category,
        // The page's description in search results today; the page shows it under the title.
        summary: P.metaDescription,
        metaTitle: P.metaTitle,
        quantities: P.quantities.map((q) => ({ label: q.label, value: q.value, translations: q.translations })),
        overview: [...P.overview],
        challenges: [...P.challenges],
        solutions: [...P.solutions],
        images: P.images.map((i) => ({ url: i.src, caption: i.caption, alt: i.alt, translations: i.translations })),
        published: true,
        translations: P.translations,
        sortOrder: 10,
      })
      .onConflictDoNothing();
  },
};
