import type { DbOrTx } from "../../core/db/connection";
import { siteContent } from "../../core/db/schema";

/** One part of the content: its name (the marker's) and how to write it. */
export type ContentSeeder = { name: string; seed: (tx: DbOrTx) => Promise<void> };

/** A content document seeded under its key. */
export const documentSeeder = (key: string, value: Record<string, unknown>): ContentSeeder => ({
  name: `content:${key}`,
  seed: async (tx) => {
    await tx.insert(siteContent).values({ key, value }).onConflictDoNothing();
  },
});
