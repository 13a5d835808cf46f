import { and, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../core/db/connection";
import { auditLog } from "../../core/db/schema";
import { SIGN_IN_EVENTS } from "./activity";

/** Delete the audit log's sign-in events older than `days` days; staff changes stay. Answers how many went. */
export async function pruneSignInEvents(db: DbOrTx, days: number): Promise<number> {
  const result = await db
    .delete(auditLog)
    .where(and(inArray(auditLog.action, [...SIGN_IN_EVENTS]), lt(auditLog.createdAt, sql`now() - make_interval(days => ${days})`)));
  return result.rowCount ?? 0;
}
