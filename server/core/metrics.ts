import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type LabelValues } from "prom-client";

/**
 * The process's Prometheus metrics, served at GET /metrics when METRICS_TOKEN is set. One registry
 * per process: the metric objects are module singletons so any module (the page cache, the HTTP
 * edge) can count into them without being handed a registry. Labels are always drawn from small
 * fixed sets (route patterns, never raw paths), so a crawler of random URLs cannot grow them.
 */
export const metricsRegistry = new Registry();

// Node's own: event-loop lag (nodejs_eventloop_lag_seconds and its percentiles), heap, GC, handles, CPU.
collectDefaultMetrics({ register: metricsRegistry });

/**
 * Counts a hot path keeps as plain numbers, added to their counter when the metrics are read: an
 * answer from the page cache then costs one increment of a number, not a label lookup per counter.
 * Take a slot once per label set and keep it; the label sets stay as bounded as the labels.
 */
class DeferredCounts<L extends string> {
  #slots = new Map<string, { labels: Partial<Record<L, string | number>>; n: number }>();

  slot(labels: Partial<Record<L, string | number>>): { n: number } {
    const key = JSON.stringify(labels);
    let slot = this.#slots.get(key);
    if (!slot) this.#slots.set(key, (slot = { labels, n: 0 }));
    return slot;
  }

  /** Add what was counted since the last call to `counter`. */
  flush(counter: Counter<L>) {
    for (const slot of this.#slots.values()) {
      if (slot.n === 0) continue;
      counter.inc(slot.labels, slot.n);
      slot.n = 0;
    }
  }
}

/** Requests answered from the page cache at Node's edge (server/core/http/page-cache-http.ts), added to http_requests_total when read. */
export const deferredRequests = new DeferredCounts<"route" | "method" | "status">();
/** ... and to page_cache_hits_total. */
export const deferredCacheHits = new DeferredCounts<"route">();

/** prom-client's own record of one label set of a histogram: what `observe` adds to and a scrape reads. */
interface HistogramRecord {
  labels: Record<string, string | number>;
  bucketValues: Record<string, number>;
  sum: number;
  count: number;
}
interface HistogramInternals {
  hashMap?: Record<string, HistogramRecord>;
  upperBounds?: readonly number[];
  enableExemplars?: boolean;
}

/**
 * Observations of `histogram` for one fixed label set, for a hot path. The first goes through
 * `observe`; later ones add to prom-client's record of those labels directly, without the label
 * checks and the hash `observe` makes on every call (a twentieth of a page-cache hit). When the
 * record is not where it was (the registry was reset), the next observation goes through `observe`
 * again; when it cannot be found at all (a histogram with exemplars, a prom-client that keeps its
 * records otherwise), every observation does. Not for a label set that is ever `remove`d.
 */
export function observerFor<L extends string>(histogram: Histogram<L>, labels: LabelValues<L>): (value: number) => void {
  const internals = histogram as unknown as HistogramInternals;
  const names = Object.keys(labels) as L[];
  const isOurs = (r: HistogramRecord) => Object.keys(r.labels).length === names.length && names.every((n) => String(r.labels[n]) === String(labels[n]));
  let map: HistogramInternals["hashMap"];
  let record: HistogramRecord | undefined;
  let direct = !internals.enableExemplars;
  // The buckets' keys as text, as the record's object is keyed: a fractional bound (0.005) as a key is turned into text on every store.
  let keys: string[] = [];
  return (value) => {
    const bounds = internals.upperBounds;
    if (record && bounds && internals.hashMap === map) {
      record.sum += value;
      record.count += 1;
      for (let i = 0; i < bounds.length; i++) {
        if (value <= bounds[i]) {
          record.bucketValues[keys[i]] += 1;
          break;
        }
      }
      return;
    }
    histogram.observe(labels, value);
    if (!direct) return;
    map = internals.hashMap;
    record = map && Object.values(map).find(isOurs);
    direct = record !== undefined;
    keys = internals.upperBounds?.map(String) ?? []; // set when the histogram is made, never changed
  };
}

export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by route pattern, method and status",
  labelNames: ["route", "method", "status"] as const,
  registers: [metricsRegistry],
  collect() {
    deferredRequests.flush(this);
  },
});

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from receiving a request to its answer's headers, by route pattern, method and status",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Public pages answered from the page cache; `route` is the page's route pattern (e.g. "/products/:slug"). */
export const pageCacheHits = new Counter({
  name: "page_cache_hits_total",
  help: "Public pages answered from the page cache, by route",
  labelNames: ["route"] as const,
  registers: [metricsRegistry],
  collect() {
    deferredCacheHits.flush(this);
  },
});

/** Public pages rendered because the page cache had no fresh copy; `route` as for pageCacheHits. */
export const pageCacheMisses = new Counter({
  name: "page_cache_misses_total",
  help: "Public pages rendered because the page cache had no fresh copy, by route",
  labelNames: ["route"] as const,
  registers: [metricsRegistry],
});

/** What the scrape-time gauges read; set once at start by bindMetricsSources. */
interface MetricsSources {
  pool?: Pick<pg.Pool, "totalCount" | "idleCount" | "waitingCount">;
  lastBackup?: () => Promise<{ at: Date } | null>;
}
let sources: MetricsSources = {};

/** Points the database pool and backup gauges at this process's services (the last call wins). */
export function bindMetricsSources(next: MetricsSources) {
  sources = next;
}

// The two gauges below register themselves and are filled in on each scrape: nothing else refers to them.
new Gauge({
  name: "db_pool_connections",
  help: "Database pool connections: total open, idle, and requests waiting for one",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  collect() {
    const pool = sources.pool;
    if (!pool) return;
    this.set({ state: "total" }, pool.totalCount);
    this.set({ state: "idle" }, pool.idleCount);
    this.set({ state: "waiting" }, pool.waitingCount);
  },
});

/** +Inf before the first backup, so an alert on the age (say over 26 hours) fires for a site that never had one. */
new Gauge({
  name: "backup_last_success_age_seconds",
  help: "Seconds since the last successful backup finished (+Inf before the first)",
  registers: [metricsRegistry],
  async collect() {
    const last = await sources.lastBackup?.().catch(() => null);
    this.set(last ? Math.max(0, (Date.now() - last.at.getTime()) / 1000) : Infinity);
  },
});
