import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../db/connection";
import { idempotencyKeys } from "../db/schema";

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Run `effect` at most once per (scope, key): the effect and its answer commit in one
 * transaction. A concurrent retry waits on the key's row lock and then reads the first answer.
 * Without a key the effect simply runs in a transaction.
 */
export async function onceper(
  db: Db,
  scope: string,
  key: string | undefined,
  effect: (tx: Tx) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  if (!key) return { ...(await db.transaction(effect)), replayed: false };
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, status: 0, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [prior] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return { status: prior.status, body: prior.response, replayed: true };
    }
    const answer = await effect(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: answer.status, response: answer.body as object })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return { ...answer, replayed: false };
  });
}

/** How long a stored answer is replayed: a client retries within minutes, never after a week. */
export const IDEMPOTENCY_KEY_DAYS = 7;

/** Delete the keys older than `IDEMPOTENCY_KEY_DAYS`; answers how many went. */
export async function pruneIdempotencyKeys(db: DbOrTx, olderThanDays: number = IDEMPOTENCY_KEY_DAYS): Promise<number> {
  const result = await db.execute(sql`delete from idempotency_keys where created_at < now() - make_interval(days => ${olderThanDays})`);
  return result.rowCount ?? 0;
}
