import { and, desc, eq, gte, lt } from "drizzle-orm";
import { ACTIVITY_PAGE_SIZE, activityKindOf, type ActivityQuery } from "#schemas/activity";
import type { ActivityEntry } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { countUpTo } from "../../core/db/count";
import { auditLog, users } from "../../core/db/schema";
import { addDays, indiaDayStart } from "#schemas/india-time";
import { activitySentence } from "./sentences";

export { activitySentence };

/**
 * The activity log's total is exact up to this many entries; past it the answer says `capped` and
 * the pages cover the newest this many of the filter (a date range reaches older ones). Counting
 * every entry of a log of millions on each page would read all of them.
 */
export const ACTIVITY_COUNT_LIMIT = 10_000;

type Row = {
  id: number;
  createdAt: Date;
  userId: number | null;
  action: string;
  entityId: string | null;
  details: Record<string, unknown>;
  userName: string | null;
  userEmail: string | null;
};

export function createActivity(db: Db) {
  return {
    /**
     * One page of the audit log, newest first (created_at, then id), 50 a page, filtered by person,
     * kind (the stored audit_log.kind) and days in India's time, both included. Each filter is an
     * index: (created_at), (user_id, created_at) or (kind, created_at, id). A page past the end
     * answers no rows with the true total, as the other admin lists do.
     */
    async list(q: ActivityQuery): Promise<{ data: ActivityEntry[]; total: number; capped: boolean }> {
      const where = and(
        q.user !== undefined ? eq(auditLog.userId, q.user) : undefined,
        q.kind ? eq(auditLog.kind, q.kind) : undefined,
        q.from ? gte(auditLog.createdAt, indiaDayStart(q.from)) : undefined,
        q.to ? lt(auditLog.createdAt, indiaDayStart(addDays(q.to, 1))) : undefined,
      );
      const { total, capped } = await countUpTo(db, auditLog, where, ACTIVITY_COUNT_LIMIT);
      const skip = (q.page - 1) * ACTIVITY_PAGE_SIZE;
      if (skip >= total) return { data: [], total, capped };
      const rows: Row[] = await db
        .select({
          id: auditLog.id,
          createdAt: auditLog.createdAt,
          userId: auditLog.userId,
          action: auditLog.action,
          entityId: auditLog.entityId,
          details: auditLog.details,
          userName: users.name,
          userEmail: users.email,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(Math.min(ACTIVITY_PAGE_SIZE, total - skip))
        .offset(skip);
      return { data: rows.map(toEntry), total, capped };
    },
  };
}
export type Activity = ReturnType<typeof createActivity>;

function toEntry(r: Row): ActivityEntry {
  const name = r.userId === null ? null : r.userName || r.userEmail || `User #${r.userId}`;
  return {
    id: r.id,
    at: r.createdAt.toISOString(),
    user: r.userId === null ? null : { id: r.userId, name: name! },
    action: r.action,
    kind: activityKindOf(r.action),
    summary: activitySentence({ action: r.action, details: r.details, entityId: r.entityId, actorName: name }),
  };
}
