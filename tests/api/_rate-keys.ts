/** The rate limits' stored keys, for the tests of what a limit is keyed on (security-platform*.test.ts). Not a test itself. */
import { sql } from "drizzle-orm";
import type { TestApp } from "../helpers/app";

/** The keys of the rate limits counted under `prefix` (such as "login:"), in order. */
export const rateKeys = async (t: TestApp, prefix: string) =>
  (await t.services.db.execute<{ key: string }>(sql`select key from rate_limits where key like ${`${prefix}%`} order by key`)).rows.map((r) => r.key);
