/** The activity log's answers. Types only. */
import type { ActivityKind } from "#schemas/activity";
import type { PagedAnswer } from "#schemas/wire/common";

/** One entry of the activity log: who did what when, with the sentence the screen shows. */
export type ActivityEntry = {
  id: number;
  /** When, ISO 8601. */
  at: string;
  /** Who: null for what nobody signed in did (a failed sign-in with an unknown address). */
  user: { id: number; name: string } | null;
  /** The audit action, e.g. "product.update". */
  action: string;
  kind: ActivityKind | "other";
  /** A sentence in English, e.g. "Priya Sharma changed the price of Zig-Zag Paver Block 60 mm from ₹12 to ₹13". */
  summary: string;
};

/**
 * GET /api/activity: newest first, 50 a page. The total is exact up to a limit
 * (server/features/activity/activity.ts ACTIVITY_COUNT_LIMIT); `capped` says it reached it ("that many or
 * more"), and the pages then cover the newest that many entries of the filter.
 */
export type ActivityListAnswer = PagedAnswer<ActivityEntry> & { capped?: true };
