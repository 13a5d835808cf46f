/**
 * The site's content as it was first published (business details, home page, team, gallery,
 * projects, clients), written into a database that does not have it yet. This is the site's own
 * content, not demo data: it is seeded whatever SEED_DEMO says, and only once per part (a marker
 * row in app_meta), so what staff delete stays deleted.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../core/db/connection";
import { ABOUT_SEED, BUSINESS_SEED } from "./business";
import { CLIENTS_SEED } from "./clients-content";
import { FREIGHT_SEED } from "./freight";
import { HOME_SEED } from "./home-content";
import { galleryImagesSeeder } from "./gallery";
import { projectsSeeder } from "./projects";
import { TEAM_PAGE_SEED, teamMembersSeeder } from "./team";
import { ADVISORY_LOCKS } from "../../core/db/locks";
import { appMeta } from "../../core/db/schema";
import { documentSeeder, type ContentSeeder } from "./seeder";

/** Every part, in order. Each screen's module adds its own here. */
const SEEDERS: ContentSeeder[] = [
  documentSeeder("business", BUSINESS_SEED),
  documentSeeder("about", ABOUT_SEED),
  documentSeeder("home", HOME_SEED),
  documentSeeder("clients", CLIENTS_SEED),
  projectsSeeder,
  documentSeeder("team", TEAM_PAGE_SEED),
  teamMembersSeeder,
  galleryImagesSeeder,
  documentSeeder("freight", FREIGHT_SEED),
];

/** Seed what is missing; answers the names of the parts written. */
export async function seedSiteContent(db: Db, seeders: readonly ContentSeeder[] = SEEDERS): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.contentSeed})`);
    const written: string[] = [];
    for (const s of seeders) {
      const marker = await tx
        .insert(appMeta)
        .values({ key: `seeded:${s.name}`, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning();
      if (marker.length === 0) continue;
      await s.seed(tx);
      written.push(s.name);
    }
    return written;
  });
}
