/**
 * Meet Our Team: the page's document (site_content "team": group photo, caption, values) and the
 * members (team_members, in sort_order). Every change is one transaction with its audit entry
 * (`content.team.update`, `content.team-member.*`) and the change notice to every instance.
 */
import { asc, eq } from "drizzle-orm";
import type { Lang } from "#schemas/languages";
import { TEAM_MEMBER_TRANSLATED, TEAM_PAGE_TRANSLATED, type TeamMemberDto, type TeamMemberValues, type TeamPage } from "#schemas/team";
import { localize } from "#schemas/translations";
import { LEADERS, TEAM_GROUP_IMAGE, TEAM_PAGE_TRANSLATIONS, VALUES } from "./seed-data/team";
import type { Db, DbOrTx } from "../../core/db/connection";
import { teamMembers } from "../../core/db/schema";
import type { ContentSeeder } from "./seeder";
import type { AuditOf, Actor } from "../../core/audit";
import { nextPlace, orderedCollection } from "../../core/ordering";
import type { SiteContent } from "./site-content";
import type { UploadFiles } from "../uploads";
import type { ContentAuditAction } from "./activity";

/** The page as the site first showed it (the seed, and the fallback before it is written). */
export const TEAM_PAGE_SEED: TeamPage = {
  group_photo_url: TEAM_GROUP_IMAGE.src,
  group_photo_alt: TEAM_GROUP_IMAGE.alt,
  group_photo_caption: "Our team at the Surat plant",
  values: VALUES.map((v) => ({ title: v.title, text: v.text, translations: v.translations })),
  translations: TEAM_PAGE_TRANSLATIONS,
};

/** The six leaders of the first site, in their order, with their Gujarati and Hindi texts. */
export const teamMembersSeeder: ContentSeeder = {
  name: "team-members",
  seed: async (tx) => {
    if (!LEADERS.length) return;
    await tx.insert(teamMembers).values(
      LEADERS.map((m, i) => ({
        name: m.name,
        position: m.position,
        description: m.description,
        achievements: [...m.achievements],
        photoUrl: m.image,
        translations: m.translations,
        sortOrder: (i + 1) * 10,
      })),
    );
  },
};

type Row = typeof teamMembers.$inferSelect;
const toDto = (r: Row): TeamMemberDto => ({
  id: r.id,
  name: r.name,
  position: r.position,
  description: r.description,
  achievements: r.achievements,
  photo_url: r.photoUrl,
  translations: r.translations,
  sort_order: r.sortOrder,
});
const columnsOf = (v: TeamMemberValues) => ({
  name: v.name,
  position: v.position,
  description: v.description,
  achievements: v.achievements,
  photoUrl: v.photo_url,
  translations: v.translations ?? {},
});
const valuesOf = (d: TeamMemberDto): TeamMemberValues => ({
  name: d.name,
  position: d.position,
  description: d.description,
  achievements: d.achievements,
  photo_url: d.photo_url,
  translations: d.translations,
});

/** The widths of the group photo's files: 400 and 800, and 1600 when that variant is stored (an upload of a wide image, or the seed's). */
async function groupPhotoWidths(url: string, uploadFiles: Pick<UploadFiles, "widthOf">): Promise<number[]> {
  if (url === TEAM_GROUP_IMAGE.src) return [...TEAM_GROUP_IMAGE.widths];
  const id = /^\/uploads\/([0-9a-f]{32})-\d+\.webp$/.exec(url)?.[1];
  if (!id) return [400, 800];
  const large = (await uploadFiles.widthOf(`${id}-1600.webp`)) > 0;
  return large ? [400, 800, 1600] : [400, 800];
}

export function createTeam(db: Db, audit: AuditOf<ContentAuditAction>, siteContent: SiteContent, uploadFiles: Pick<UploadFiles, "widthOf">) {
  async function readMember(t: DbOrTx, id: number, lock: boolean): Promise<TeamMemberDto | undefined> {
    const q = t.select().from(teamMembers).where(eq(teamMembers.id, id));
    const [row] = lock ? await q.for("update") : await q;
    return row ? toDto(row) : undefined;
  }
  const collection = orderedCollection(db, audit, {
    table: "team_members",
    action: "content.team-member",
    entity: "team_member",
    what: "team",
    read: readMember,
    label: (member) => ({ name: member.name }),
    fields: valuesOf,
    removed: (member) => ({ name: member.name, position: member.position }),
  });

  const page = () => siteContent.read<TeamPage>("team", TEAM_PAGE_SEED);
  const list = async (): Promise<TeamMemberDto[]> => {
    const rows = await db.select().from(teamMembers).orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id));
    return rows.map(toDto);
  };

  return {
    /** The page's document (the seed until staff first save it). */
    page,

    /** Save the page's document: audit `content.team.update` with the fields that changed. */
    savePage: (value: TeamPage, actor: Actor) => siteContent.save("team", value, actor),

    /** What Meet Our Team shows in `lang`: the document, the widths of the group photo's files and the members in order (each text in its translation, else in English). */
    async publicPage(lang: Lang): Promise<{ page: TeamPage; groupPhotoWidths: number[]; members: TeamMemberDto[] }> {
      const [doc, members] = await Promise.all([page(), list()]);
      const widths = doc.group_photo_url ? await groupPhotoWidths(doc.group_photo_url, uploadFiles) : [];
      return {
        page: localize(doc, TEAM_PAGE_TRANSLATED, lang),
        groupPhotoWidths: widths,
        members: members.map((m) => localize(m, TEAM_MEMBER_TRANSLATED, lang)),
      };
    },

    /** The members in their order. */
    list,

    /** A new member, placed last. */
    create(values: TeamMemberValues, actor: Actor): Promise<TeamMemberDto> {
      return db.transaction(async (t) => {
        const sortOrder = await nextPlace(t, "team_members");
        const [row] = await t
          .insert(teamMembers)
          .values({ ...columnsOf(values), sortOrder })
          .returning();
        await collection.log(t, actor, "create", row.id, { name: row.name, position: row.position });
        return toDto(row);
      });
    },

    /** Replace a member's fields; undefined when there is no such member. */
    update(id: number, values: TeamMemberValues, actor: Actor): Promise<TeamMemberDto | undefined> {
      return collection.update(id, actor, async (t) => {
        const [row] = await t
          .update(teamMembers)
          .set({ ...columnsOf(values), updatedAt: new Date() })
          .where(eq(teamMembers.id, id))
          .returning();
        return toDto(row);
      });
    },

    /** Remove a member; the removed one, or undefined when there was none. */
    remove: collection.remove,

    /** Move a member one place; `moved: false` when already first or last (nothing changes), undefined when there is no such member. */
    move: collection.move,
  };
}
