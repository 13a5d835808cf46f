/**
 * What a page-cache hit answered at Node's edge (page-cache-http.ts) counts, made once per entry,
 * method and status: its requests and hits as plain numbers added to their counters when scraped,
 * and its duration straight into the histogram's record of its labels (observerFor).
 */
import { deferredCacheHits, deferredRequests, httpRequestDuration, observerFor } from "../metrics";
import type { PageEntry } from "./page-entry";

/** What a hit counts: its metric slots and its duration's observer, per entry and per method and status (GET or HEAD, 200 or 304), made at the first such hit. */
interface HitMetrics {
  hits: { n: number };
  requests: { n: number };
  duration: (seconds: number) => void;
}
const hitMetrics = new WeakMap<PageEntry, (HitMetrics | undefined)[]>();

export function hitMetricsOf(entry: PageEntry, method: string, status: number): HitMetrics {
  let slots = hitMetrics.get(entry);
  if (!slots) hitMetrics.set(entry, (slots = []));
  const index = (method === "HEAD" ? 2 : 0) + (status === 304 ? 1 : 0);
  let metrics = slots[index];
  if (!metrics) {
    const labels = { route: entry.route, method, status };
    const duration = observerFor(httpRequestDuration, labels);
    slots[index] = metrics = { hits: deferredCacheHits.slot({ route: entry.route }), requests: deferredRequests.slot(labels), duration };
  }
  return metrics;
}
