/**
 * Product views: how often a product's card was shown to a person (on its category page).
 *
 * Counting costs the page no database round trip: each visit adds to a map in memory, and a timer
 * writes the map in one statement every few seconds (and once more at shutdown). A visit counts
 * when it is a GET (a 304 too: the browser shows its copy) from a browser: crawlers (isbot on the
 * User-Agent), requests without a User-Agent, HEAD and link prefetches (a page fetched in case the
 * visitor follows a link; `Sec-Purpose`/`Purpose: prefetch`) do not.
 *
 * Views are shown to staff only (the admin products list reads them from the database), so
 * writing them drops no cached page and writes no audit entry: a visitor is not staff.
 */
import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Db } from "../../core/db/connection";
import type { Logger } from "../../core/log";
import { startPeriodic, type PeriodicTask } from "../../core/periodic";
import { memoOfText } from "../../core/text-memo";
import type { VisitRequest } from "../../core/http/page-cache-http";

/** How often the counts are written. */
const VIEWS_FLUSH_MS = 10_000;

/**
 * The most products counted between two writes; ids come from rendered pages, so the catalogue
 * bounds them already: this only guards memory against a runaway caller.
 */
const MAX_PENDING_IDS = 100_000;

/**
 * isbot's answer for each User-Agent text seen last: its pattern made a phone browser's hit on a
 * cached category page cost a third more CPU, and a site's visitors send few distinct texts.
 */
const isBotAgent = memoOfText(isbot, 1024, 512);

/** True when the request is a person looking at the page (see the module comment). */
function isVisit(req: VisitRequest): boolean {
  if (req.method.toUpperCase() !== "GET" || !req.userAgent) return false;
  if (req.purpose && /prefetch|prerender/i.test(req.purpose)) return false;
  return !isBotAgent(req.userAgent);
}

export function createProductViews(db: Db) {
  let pending = new Map<number, number>();

  /** Add one view to each of `productIds`. */
  function add(productIds: readonly number[]) {
    for (const id of productIds) {
      const n = pending.get(id);
      if (n !== undefined) pending.set(id, n + 1);
      else if (pending.size < MAX_PENDING_IDS) pending.set(id, 1);
    }
  }

  /**
   * Write the counts in one statement; the number of products written. A failed write keeps its
   * counts for the next one. Products deleted meanwhile are skipped.
   */
  async function flush(): Promise<number> {
    if (pending.size === 0) return 0;
    const batch = pending;
    pending = new Map();
    const rows = sql.join(
      [...batch].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
      sql`, `,
    );
    try {
      await db.execute(sql`update products as p set views = p.views + v.n from (values ${rows}) as v(id, n) where p.id = v.id`);
    } catch (err) {
      for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
      throw err;
    }
    return batch.size;
  }

  return {
    add,
    /** Count a view of each of `productIds` when `req` is a visit. */
    seen(productIds: readonly number[] | undefined, req: VisitRequest) {
      if (productIds?.length && isVisit(req)) add(productIds);
    },
    /** Views counted and not yet written, by product id. */
    get pending(): ReadonlyMap<number, number> {
      return pending;
    },
    flush,
    /** Write the counts every `intervalMs`; `stop` ends the timer and writes what is left. */
    start(log: Logger, intervalMs = VIEWS_FLUSH_MS): PeriodicTask {
      const task = startPeriodic(() => flush(), intervalMs, log, "product views not written; kept for the next try");
      return {
        stop: async () => {
          await task.stop();
          await flush().catch((err: unknown) => log.warn({ err }, "product views not written at shutdown"));
        },
      };
    },
  };
}
export type ProductViews = ReturnType<typeof createProductViews>;
