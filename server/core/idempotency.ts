import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "./db/connection";
import { idempotencyKeys } from "./db/schema";

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** A key sent again with another request than the one it was first used for: nothing is run or replayed. */
export const KEY_REUSED = "key-reused";

/** JSON with every object's keys sorted, so equal values give equal text whatever their key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** The SHA-256 (hex) of a validated request: what binds an Idempotency-Key to the request it was first used for. */
export function requestHash(input: unknown): string {
  return createHash("sha256").update(stableJson(input)).digest("hex");
}

/**
 * Run `effect` at most once per (scope, key): the effect and its answer commit in one
 * transaction. A retry with the same key and the same request (its validated input, hashed)
 * answers the first answer again; the same key with another request answers KEY_REUSED, so a
 * changed submission is never dropped while its sender is told it was received. A concurrent
 * retry waits on the key's row lock and then reads the first answer. A first attempt that
 * fails rolls back, key included. Without a key the effect simply runs in a transaction.
 */
export async function onceper(
  db: Db,
  scope: string,
  key: string | undefined,
  input: unknown,
  effect: (tx: Tx) => Promise<StoredAnswer>,
): Promise<(StoredAnswer & { replayed: boolean }) | typeof KEY_REUSED> {
  if (!key) return { ...(await db.transaction(effect)), replayed: false };
  const hash = requestHash(input);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, status: 0, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [prior] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      // A key stored before requests were hashed (empty hash) replays as it always did.
      if (prior.requestHash !== "" && prior.requestHash !== hash) return KEY_REUSED;
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
const IDEMPOTENCY_KEY_DAYS = 7;

/** Delete the keys older than `IDEMPOTENCY_KEY_DAYS`; answers how many went. */
export async function pruneIdempotencyKeys(db: DbOrTx, olderThanDays: number = IDEMPOTENCY_KEY_DAYS): Promise<number> {
  const result = await db.execute(sql`delete from idempotency_keys where created_at < now() - make_interval(days => ${olderThanDays})`);
  return result.rowCount ?? 0;
}
