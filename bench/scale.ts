/**
 * npm run bench:scale: does every page and list cost what it shows, not what the database holds?
 * Fills a fresh database at two sizes (about 1,000 rows per table; then 10,000 products, 5,000 of
 * them paver blocks, 1,000,000 quote requests and 1,000,000 messages), times the same requests at
 * both (median, p95, bytes, ratio of medians) and prints the plans of the admin lists' queries at
 * the large size. Needs a build (BUILD_DIR, default build/) for the pages. Takes 2-3 minutes
 * on two cores, most of it filling and indexing the large database. Not part of npm test.
 */
import fs from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../server/core/db/schema";
import { createCatalogue } from "../server/features/catalogue/catalogue";
import { leadListQuery } from "#schemas/leads";
import { createAudit } from "../server/core/audit";
import { createInquiries } from "../server/features/leads/inquiries";
import { createLeadDashboard } from "../server/features/leads/dashboard";
import { createLeads } from "../server/features/leads/leads";
import { createMessages } from "../server/features/messages/messages";
import type { Mailer } from "../server/core/mail";
import { fillDatabase, type ScaleSize } from "./scale-data";
import { BENCH_ADMIN, freshDataDir, mode, startServer } from "./server";

const SIZES: ScaleSize[] = [
  { label: "small", products: 1_000, inquiries: 1_000, messages: 1_000 },
  // BENCH_LARGE_ROWS (say 100000) for a quicker trial run of the large size.
  {
    label: "large",
    products: 10_000,
    inquiries: Number(process.env.BENCH_LARGE_ROWS ?? 1_000_000),
    messages: Number(process.env.BENCH_LARGE_ROWS ?? 1_000_000),
  },
];
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const PUBLIC_HTML_LIMIT = 150 * 1024;

interface Probe {
  name: string;
  path: (s: ScaleSize) => string;
  admin?: boolean;
  /** A public page: its HTML must stay under PUBLIC_HTML_LIMIT. */
  page?: boolean;
}

/** Deep pages at the same depth at both sizes: the middle of the list (page 50,000 of messages at 1,000,000). */
const PROBES: Probe[] = [
  { name: "/paver-blocks", path: () => "/paver-blocks", page: true },
  { name: "/paver-blocks?page=20", path: () => "/paver-blocks?page=20", page: true },
  { name: "/", path: () => "/", page: true },
  { name: "/products", path: () => "/products", page: true },
  { name: "/search?q=paver", path: () => "/search?q=paver", page: true },
  { name: "/sitemap.xml", path: () => "/sitemap.xml", page: true },
  { name: "GET /api/products?category=paver-blocks", path: () => "/api/products?category=paver-blocks" },
  { name: "GET /api/products", path: () => "/api/products" },
  { name: "messages page 1", path: () => "/api/contact?page=1&limit=10", admin: true },
  { name: "messages status=new", path: () => "/api/contact?page=1&limit=10&status=new", admin: true },
  { name: "messages search, common word (paver)", path: () => "/api/contact?page=1&limit=10&search=paver", admin: true },
  { name: "messages search, no match", path: () => "/api/contact?page=1&limit=10&search=zqxwv", admin: true },
  { name: "messages search, part of a phone", path: () => "/api/contact?page=1&limit=10&search=4729", admin: true },
  { name: "messages deep page (middle: 50 / 50,000)", path: (s) => `/api/contact?page=${s.messages / 20}&limit=10`, admin: true },
  { name: "quote requests limit=6", path: () => "/api/inquiries?limit=6", admin: true },
  { name: "quote requests deep page (middle: 10 / 10,000)", path: (s) => `/api/inquiries?page=${s.inquiries / 100}&limit=50`, admin: true },
  { name: "lead desk: stage=contacted", path: () => "/api/leads?stage=contacted", admin: true },
  { name: "lead desk: owner=me", path: () => "/api/leads?owner=me", admin: true },
  { name: "lead desk: category", path: () => "/api/leads?category=paver-blocks", admin: true },
  { name: "lead desk: overdue", path: () => "/api/leads?overdue=1", admin: true },
  { name: "lead desk: last 30 days", path: () => `/api/leads?from=${daysAgo(30)}&to=${daysAgo(0)}`, admin: true },
  { name: "lead desk: search by name (kumar)", path: () => "/api/leads?search=kumar", admin: true },
  { name: "lead desk: search by part of a mobile", path: () => "/api/leads?search=43210", admin: true },
  { name: "lead desk: deep page (middle)", path: (s) => `/api/leads?page=${s.inquiries / 40}`, admin: true },
  { name: "lead desk dashboard", path: () => "/api/leads/dashboard", admin: true },
  { name: "admin products search (heavy duty)", path: () => "/api/admin/products?search=heavy%20duty&page=1&limit=24", admin: true },
  { name: "admin products export", path: () => "/api/admin/products/export", admin: true },
];

/** The India calendar day `n` days ago, YYYY-MM-DD (the lead desk's date filters are India days). */
function daysAgo(n: number): string {
  return new Date(Date.now() + 5.5 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10);
}

interface Measured {
  median: number;
  p95: number;
  bytes: number;
  status: number;
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];

/** One request, timed: milliseconds, bytes of the (decompressed) body, status. */
async function once(url: string, token: string | undefined) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  return { ms: performance.now() - t0, bytes: body.byteLength, status: res.status };
}

/**
 * The same request at both sizes, alternating small and large sample by sample, so whatever else
 * the machine does at that moment weighs on both alike; the first two of each warm the caches.
 */
async function measurePair(a: { url: string; token?: string }, b: { url: string; token?: string }, samples: number): Promise<[Measured, Measured]> {
  const times: [number[], number[]] = [[], []];
  const last: [{ bytes: number; status: number }, { bytes: number; status: number }] = [
    { bytes: 0, status: 0 },
    { bytes: 0, status: 0 },
  ];
  for (let i = 0; i < samples + 2; i++) {
    for (const [k, target] of [a, b].entries()) {
      const r = await once(target.url, target.token);
      if (i >= 2) times[k].push(r.ms);
      last[k] = r;
    }
  }
  const summary = (k: 0 | 1): Measured => ({ median: quantile(times[k], 0.5), p95: quantile(times[k], 0.95), ...last[k] });
  return [summary(0), summary(1)];
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`bench login failed: ${res.status}`);
  return body.token;
}

function embeddedConnection(dataDir: string): pg.ClientConfig {
  return {
    host: path.join(dataDir, "pg-run"),
    port: 5432,
    user: "postgres",
    password: fs.readFileSync(path.join(dataDir, "pg-password"), "utf8").trim(),
    database: "postgres",
  };
}

/** The plans of the queries the admin lists run (captured from the domain code itself), top node and indexes used. */
async function explainAdminLists(conn: pg.ClientConfig): Promise<string[]> {
  const pool = new pg.Pool({ ...conn, max: 2 });
  let captured: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } });
  const messages = createMessages(db, { configured: false } as unknown as Mailer);
  const inquiries = createInquiries(db);
  const catalogue = createCatalogue(db);
  const leads = createLeads(db, { audit: createAudit(db) });
  const dashboard = createLeadDashboard(db);
  const [{ id: me }] = (await pool.query<{ id: number }>("select min(id) as id from users")).rows;
  const cases: [string, () => Promise<unknown>][] = [
    ["messages: counts and page 1", () => messages.list({ page: 1, limit: 10 })],
    ["messages: search, common word", () => messages.list({ page: 1, limit: 10, search: "paver" })],
    ["messages: search, no match", () => messages.list({ page: 1, limit: 10, search: "zqxwv" })],
    ["messages: search, part of an e-mail", () => messages.list({ page: 1, limit: 10, search: "sha.mehta" })],
    ["messages: page 50,000", () => messages.list({ page: 50_000, limit: 10 })],
    ["quote requests: count and page 10,000", () => inquiries.list({ page: 10_000, limit: 50 })],
    ["lead desk: stage contacted", () => leads.list(leadListQuery.parse({ stage: "contacted" }), me)],
    ["lead desk: overdue", () => leads.list(leadListQuery.parse({ overdue: "1" }), me)],
    ["lead desk: owner me", () => leads.list(leadListQuery.parse({ owner: "me" }), me)],
    ["lead desk: search by name", () => leads.list(leadListQuery.parse({ search: "kumar" }), me)],
    ["lead desk: dashboard", () => dashboard.figures(new Date())],
    ["admin products: search", () => catalogue.listAdmin({ page: 1, limit: 24, search: "heavy duty" })],
    ["admin products: export (no sort spilled to disk)", () => catalogue.listForExport({})],
  ];
  const out: string[] = [];
  const client = await pool.connect();
  try {
    for (const [label, run] of cases) {
      captured = [];
      await run();
      out.push(`${label}:`);
      for (const { query, params } of captured) {
        const { rows } = await client.query<{ "QUERY PLAN": string }>(`explain (analyze, costs off, timing off, summary on) ${query}`, params);
        const lines = rows.map((r) => r["QUERY PLAN"]);
        const indexes = [
          ...new Set(lines.flatMap((l) => [...l.matchAll(/(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]))),
        ];
        const seq = lines.filter((l) => /Seq Scan on/.test(l)).map((l) => l.trim().replace(/^->\s*/, ""));
        const time = lines.find((l) => l.startsWith("Execution Time"))?.replace("Execution Time: ", "") ?? "";
        out.push(`  ${query.replace(/\s+/g, " ").slice(0, 110)}…`);
        const spill = lines.some((l) => /external (merge|sort)|Disk:/.test(l)) ? " | SORT SPILLED TO DISK" : "";
        out.push(`    top: ${lines[0].trim()} | indexes: ${indexes.join(", ") || "none"}${seq.length ? ` | seq: ${seq.join("; ")}` : ""}${spill} | ${time}`);
      }
    }
  } finally {
    client.release();
    await pool.end();
  }
  return out;
}

/** A server on a fresh DATA_DIR, filled to the size, checkpointed, signed in. */
async function prepare(size: ScaleSize) {
  const dir = freshDataDir(`scale-${size.label}`);
  const server = await startServer(dir);
  const conn = embeddedConnection(dir);
  const client = new pg.Client(conn);
  await client.connect();
  const t0 = performance.now();
  await fillDatabase(client, size);
  const fillSeconds = (performance.now() - t0) / 1000;
  // Written out now, not by a checkpoint in the middle of the measurements.
  await client.query("checkpoint");
  await client.end();
  process.stderr.write(`${size.label}: filled in ${fillSeconds.toFixed(0)} s\n`);
  const token = await login(server.url);
  return {
    size,
    conn,
    fillSeconds,
    token,
    url: server.url,
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const ms = (x: number) => (x < 10 ? x.toFixed(1) : x.toFixed(0));
const kb = (b: number) => (b < 1024 ? `${b} B` : `${(b / 1024).toFixed(1)} KB`);

if (mode() !== "full") throw new Error("bench:scale measures the pages too: build first (npm run build, or BUILD_DIR pointing at a build)");
const started = performance.now();
const small = await prepare(SIZES[0]);
const large = await prepare(SIZES[1]).catch(async (err) => {
  await small.stop();
  throw err;
});
const results = new Map<string, [Measured, Measured]>();
let plans: string[] = [];
try {
  process.stderr.write("measuring\n");
  for (const p of PROBES) {
    const at = (s: typeof small) => ({ url: s.url + p.path(s.size), token: p.admin ? s.token : undefined });
    results.set(p.name, await measurePair(at(small), at(large), SAMPLES));
  }
  plans = await explainAdminLists(large.conn);
} finally {
  await Promise.all([small.stop(), large.stop()]);
}

const lines = [
  `Scale benchmark (Node ${process.version}; ${new Date().toISOString()}; ${SAMPLES} samples per request and size after 2 warm-up requests, one at a time, small and large alternating)`,
  `small: ${SIZES[0].products} products, ${SIZES[0].inquiries} quote requests, ${SIZES[0].messages} messages (filled in ${small.fillSeconds.toFixed(0)} s)`,
  `large: ${SIZES[1].products} products (5,000 paver blocks), ${SIZES[1].inquiries} quote requests, ${SIZES[1].messages} messages (filled in ${large.fillSeconds.toFixed(0)} s)`,
  "",
  "| request | small median / p95 ms | small bytes | large median / p95 ms | large bytes | ratio of medians | checks |",
  "|---|---|---|---|---|---|---|",
];
const failures: string[] = [];
for (const p of PROBES) {
  const [s, l] = results.get(p.name)!;
  const ratio = l.median / s.median;
  const checks: string[] = [];
  if (s.status !== 200 || l.status !== 200) checks.push(`status ${s.status}/${l.status}`);
  if (ratio > 2) checks.push("ratio > 2");
  if (p.page && Math.max(s.bytes, l.bytes) > PUBLIC_HTML_LIMIT) checks.push("over 150 KB");
  if (checks.length) failures.push(`${p.name}: ${checks.join(", ")}`);
  lines.push(
    `| ${p.name} | ${ms(s.median)} / ${ms(s.p95)} | ${kb(s.bytes)} | ${ms(l.median)} / ${ms(l.p95)} | ${kb(l.bytes)} | ${ratio.toFixed(2)} | ${checks.join(", ") || "ok"} |`,
  );
}
lines.push("", "Plans at the large size (EXPLAIN ANALYZE of the queries the domain code runs):", ...plans, "");
lines.push(failures.length ? `Not met: ${failures.join("; ")}` : "Every median at the large size is at most 2x the small one; no public page over 150 KB.");
lines.push(`Total time: ${((performance.now() - started) / 60_000).toFixed(1)} min`);
console.log(lines.join("\n"));
