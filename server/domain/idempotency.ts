import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/connection";
import { idempotencyKeys } from "../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
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

export async function pruneIdempotencyKeys(db: Db) {
  await db.execute(sql`delete from idempotency_keys where created_at < now() - interval '7 days'`);
}
