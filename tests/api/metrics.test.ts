/**
 * GET /metrics: off without METRICS_TOKEN, a bearer token with it, and what a scrape holds: requests
 * by route pattern, method and status (never by raw path), the database pool, event-loop lag and
 * the last backup's age.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/core/config";
import { pageRouteLabeler } from "../../server/core/http/request-metrics";
import { createTestApp, type TestApp } from "../helpers/app";
import { testConfigEnv } from "../helpers/test-env";

const TOKEN = "metrics-token-for-the-tests-0123";

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k] = v;
    samples.push({ name: m[1], labels, value: m[3] === "+Inf" ? Infinity : Number(m[3]) });
  }
  return samples;
}

describe("GET /metrics", () => {
  let off: TestApp;
  let t: TestApp;
  beforeAll(async () => {
    [off, t] = await Promise.all([createTestApp(), createTestApp({ METRICS_TOKEN: TOKEN })]);
  });

  const scrape = async () => {
    const res = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return parseExposition(await res.text());
  };
  const requestsOf = (samples: Sample[], labels: Record<string, string>) =>
    samples.filter((s) => s.name === "http_requests_total" && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);
  const labelSets = (samples: Sample[]) => new Set(samples.filter((s) => s.name === "http_requests_total").map((s) => JSON.stringify(s.labels)));

  it("is not there without METRICS_TOKEN", async () => {
    expect((await off.request("/metrics")).status).toBe(404);
    expect((await off.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it("answers 401 without the token or with a wrong one", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, "Bearer", TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.request("/metrics", { headers: authorization ? { authorization } : {} });
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).not.toContain("http_requests_total");
    }
  });

  it("answers the Prometheus text format with the token, never stored", async () => {
    const res = await t.request("/metrics", { headers: { authorization: `bearer  ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain("# TYPE http_requests_total counter");
  });

  it("counts requests by route pattern, method and status, and times them", async () => {
    const route = "/api/admin/products/:id";
    const before = await scrape();
    const ids = [999_999_001, 999_999_002, 999_999_003];
    for (const id of ids) expect((await t.request(`/api/admin/products/${id}`)).status).toBe(401);
    expect((await t.request("/api/products")).status).toBe(200);
    expect((await t.request("/api/products")).status).toBe(200);
    const after = await scrape();

    const delta = (labels: Record<string, string>) => requestsOf(after, labels) - requestsOf(before, labels);
    expect(delta({ route, method: "GET", status: "401" })).toBe(3);
    expect(delta({ route: "/api/products", method: "GET", status: "200" })).toBe(2);
    expect(after.some((s) => s.labels.route?.includes("999999"))).toBe(false);

    const count = after.find((s) => s.name === "http_request_duration_seconds_count" && s.labels.route === route && s.labels.status === "401");
    expect(count?.value).toBeGreaterThanOrEqual(3);
    expect(after.some((s) => s.name === "http_request_duration_seconds_bucket" && s.labels.route === route && s.labels.le === "+Inf")).toBe(true);
    // The scrape before counted itself under its own pattern.
    expect(delta({ route: "/metrics", method: "GET", status: "200" })).toBe(1);
  });

  it("keeps the label set bounded: 50 unknown paths add no label set once each kind has been seen", async () => {
    for (const method of ["GET", "POST"]) {
      await t.request("/nothing-here", { method });
      await t.request("/api/nothing-here", { method });
    }
    const before = labelSets(await scrape());
    const random = () => randomBytes(6).toString("hex");
    for (let i = 0; i < 50; i++) {
      expect((await t.request(`/${random()}/${random()}?q=${random()}`, { method: i % 2 ? "GET" : "POST" })).status).toBe(404);
      expect((await t.request(`/api/${random()}`, { method: i % 2 ? "GET" : "POST" })).status).toBe(404);
    }
    const after = labelSets(await scrape());
    const added = [...after].filter((l) => !before.has(l));
    // Each unknown path lands on `unmatched` or `/api/*` with a method and status already seen.
    expect(added).toEqual([]);
    expect([...after].some((l) => l.includes('"route":"unmatched"') && l.includes('"status":"404"'))).toBe(true);
    expect([...after].some((l) => l.includes('"route":"/api/*"') && l.includes('"status":"404"'))).toBe(true);
  });

  it("shows the database pool at scrape time and the event-loop lag", async () => {
    const samples = await scrape();
    const pool = (state: string) => samples.find((s) => s.name === "db_pool_connections" && s.labels.state === state)?.value;
    expect(pool("total")).toBeGreaterThanOrEqual(1);
    expect(pool("idle")).toBeGreaterThanOrEqual(0);
    expect(pool("idle")).toBeLessThanOrEqual(pool("total")!);
    expect(pool("waiting")).toBe(0);
    expect(samples.some((s) => s.name === "nodejs_eventloop_lag_seconds")).toBe(true);
    expect(samples.some((s) => s.name === "nodejs_eventloop_lag_p99_seconds")).toBe(true);
  });

  it("shows the age of the last successful backup, +Inf before the first", async () => {
    await t.services.backups.refresh();
    expect((await scrape()).find((s) => s.name === "backup_last_success_age_seconds")?.value).toBe(Infinity);

    await t.services.db.execute(
      sql`insert into backup_runs (slot, kind, status, started_at, finished_at, file_name, bytes)
          values ('metrics-test', 'manual', 'ok', now() - interval '130 seconds', now() - interval '100 seconds', 'metrics-test.tar', 1234)`,
    );
    await t.services.backups.refresh();
    const age = (await scrape()).find((s) => s.name === "backup_last_success_age_seconds")?.value;
    expect(age).toBeGreaterThanOrEqual(100);
    expect(age).toBeLessThan(160);
  });
});

describe("METRICS_TOKEN", () => {
  const error = (token: string) => {
    try {
      loadConfig(testConfigEnv({ METRICS_TOKEN: token }));
      return "";
    } catch (err) {
      return (err as Error).message;
    }
  };
  it("must be long and printable, and not the example of .env.example", () => {
    expect(error("short")).toContain("METRICS_TOKEN: must be at least 16 characters");
    expect(error("sixteen chars with spaces")).toContain("METRICS_TOKEN: must be printable characters without spaces");
    expect(error("a-long-random-metrics-token")).toContain("METRICS_TOKEN: is the example value from .env.example");
    expect(error(TOKEN)).toBe("");
    expect(loadConfig(testConfigEnv({ METRICS_TOKEN: "" })).metricsToken).toBeUndefined();
  });
});

describe("page route labels", () => {
  // The shape of app/routes.ts: root, the admin prefix with a pathless layout, the site's layout with an index, a dynamic and a splat route.
  const manifest = {
    root: { id: "root", path: "" },
    "admin-login": { id: "admin-login", parentId: "root", path: "admin/login" },
    "admin-layout": { id: "admin-layout", parentId: "root" },
    "admin-index": { id: "admin-index", parentId: "admin-layout", path: "admin", index: true },
    "admin-quotation-new": { id: "admin-quotation-new", parentId: "admin-layout", path: "admin/quotations/new" },
    "admin-quotation": { id: "admin-quotation", parentId: "admin-layout", path: "admin/quotations/:id" },
    sitemap: { id: "sitemap", parentId: "root", path: "sitemap.xml" },
    "site-layout": { id: "site-layout", parentId: "root" },
    home: { id: "home", parentId: "site-layout", index: true },
    products: { id: "products", parentId: "site-layout", path: "products" },
    "project-page": { id: "project-page", parentId: "site-layout", path: "projects/:slug" },
    category: { id: "category", parentId: "site-layout", path: ":category" },
    fallback: { id: "fallback", parentId: "site-layout", path: "*" },
  } as unknown as ServerBuild["routes"];
  const label = pageRouteLabeler(manifest);

  it("names each page by its pattern, as React Router ranks the routes", () => {
    const cases = [
      ["/", "/"],
      ["/products", "/products"],
      ["/products/", "/products"],
      ["/Products", "/products"],
      ["/paver-blocks", "/:category"],
      ["/projects/ring-road", "/projects/:slug"],
      ["/sitemap.xml", "/sitemap.xml"],
      ["/admin", "/admin"],
      ["/admin/login", "/admin/login"],
      ["/admin/quotations/new", "/admin/quotations/new"],
      ["/admin/quotations/42", "/admin/quotations/:id"],
      ["/a/b/c", "/*"],
    ];
    for (const [path, pattern] of cases) expect(label(path)).toBe(pattern);
  });

  it("draws every path, however random, from the route table", () => {
    const patterns = new Set(Array.from({ length: 200 }, () => label(`/${randomBytes(4).toString("hex")}/${randomBytes(3).toString("base64url")}`)));
    expect([...patterns].every((p) => ["/*", "/:category", "/projects/:slug"].includes(p))).toBe(true);
  });
});
