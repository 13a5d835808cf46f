import type { Db, DbOrTx } from "./db/connection";
import { auditLog } from "./db/schema";

/** Who changed what, for every admin change. */
export function createAudit(db: Db) {
  return {
    async record(
      entry: { userId: number | null; action: string; entity: string; entityId?: string | number; details?: Record<string, unknown> },
      tx: DbOrTx = db,
    ) {
      await tx.insert(auditLog).values({
        userId: entry.userId,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId === undefined ? null : String(entry.entityId),
        details: entry.details ?? {},
      });
    },
  };
}
export type Audit = ReturnType<typeof createAudit>;
