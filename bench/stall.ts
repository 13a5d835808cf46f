/**
 * npm run bench:stall: how long `/healthz` waits while one client makes the server work, on the
 * built server (BUILD_DIR) started on its own port and DATA_DIR. Two scenarios, RUNS times each:
 *
 * - pages: 30 parallel requests for distinct addresses of public pages that are not their canonical
 *   address (a page past the end, `?page=` on a page that does not page, a percent-encoded path, a
 *   trailing slash), each run with numbers not asked before;
 * - PDF: 20 parallel downloads of a 50-line quotation's PDF (a new quotation each run, so none is
 *   ready before the first request), and for comparison 20 parallel reads of the same quotation's
 *   JSON (the database work of a request, without any PDF).
 *
 * While the burst runs, `/healthz` is asked one request after another on fresh connections; the
 * table shows the first answer's latency and the slowest one's, as the median over the runs (and
 * the range), with the machine's load average before and after. For comparison, `/healthz` alone
 * (no burst) shows what the machine's load costs by itself. The page variants answer 301 to their
 * canonical address (server/core/http/canonical-redirect.ts); the bench does not follow it. Not part of npm test: numbers
 * depend on the machine.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import { BENCH_ADMIN, freshDataDir, mode, startServer } from "./server";
import { QUOTATION_CUSTOMER } from "../tests/helpers/quotation-customer";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGE_BURST = 30;
const PDF_BURST = 20;
const PDF_LINES = 50;

/** One GET on a connection of its own; its status and milliseconds. */
function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      })
      .on("error", reject);
  });
}

interface Run {
  firstMs: number;
  worstMs: number;
  statuses: Record<number, number>;
}

/** Fire `paths` at once; meanwhile probe /healthz until every one has answered. */
async function burst(base: string, paths: string[]): Promise<Run> {
  let open = paths.length;
  const statuses: Record<number, number> = {};
  const all = paths.map((p) =>
    timedGet(base + p).then((r) => {
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      open--;
    }),
  );
  await new Promise((r) => setTimeout(r, 10)); // the burst reaches the server first
  const probes: number[] = [];
  do probes.push((await timedGet(`${base}/healthz`)).ms);
  while (open > 0);
  await Promise.all(all);
  return { firstMs: probes[0], worstMs: Math.max(...probes), statuses };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

async function api(base: string, path: string, token: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(base + path, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A sent quotation of PDF_LINES lines with long descriptions (near the 16 KB body limit); its link's token. */
async function quotationToken(base: string, token: string, run: number): Promise<string> {
  const items = Array.from({ length: PDF_LINES }, (_, i) => ({
    product_id: null,
    description: `Interlocking paver block, zig-zag, 80 mm, M-35 grade, grey, run ${run} line ${i + 1} of a long order for the site`,
    hsn: "6810",
    quantity: String(1000 + i),
    unit: "Piece",
    rate: "45.50",
    discount_pct: "5",
    gst_rate: 18,
  }));
  const validUntil = new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10);
  const created = await api(base, "/api/quotations", token, {
    ...QUOTATION_CUSTOMER,
    items,
    freight: { amount: "2500", hsn: "996511", gst_rate: 18 },
    valid_until: validUntil,
    terms: "Payment 50% advance.",
    notes: "",
  });
  const q = created.data as { id: number; token_url: string };
  await api(base, `/api/quotations/${q.id}/send`, token, { channel: "whatsapp" });
  return q.token_url.split("/q/")[1];
}

function row(name: string, runs: Run[]): string {
  const first = runs.map((r) => r.firstMs);
  const worst = runs.map((r) => r.worstMs);
  const statuses: Record<number, number> = {};
  for (const r of runs) for (const [s, n] of Object.entries(r.statuses)) statuses[Number(s)] = (statuses[Number(s)] ?? 0) + n;
  const range = (xs: number[]) => `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}`;
  const answers = Object.entries(statuses)
    .map(([s, n]) => `${n}×${s}`)
    .join(", ");
  return `| ${name} | ${Math.round(median(first))} ms (${range(first)}) | ${Math.round(median(worst))} ms (${range(worst)}) | ${answers} |`;
}

const dir = freshDataDir("stall");
const server = await startServer(dir);
try {
  const base = server.url;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const token = ((await login.json()) as { token: string }).token;
  const categories = (await api(base, "/api/categories", token)).data as { slug: string }[];
  const slug = categories[0].slug;
  for (const p of [`/${slug}`, "/contact", "/"]) for (let i = 0; i < 3; i++) await timedGet(base + p);
  const loadBefore = load();

  const idleRuns: Run[] = [];
  for (let run = 1; run <= RUNS; run++) idleRuns.push(await burst(base, []));

  const pageRuns: Run[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const paths = Array.from({ length: PAGE_BURST }, (_, i) => {
      const n = 1000 * run + i;
      const kinds = [`/${slug}?page=${n}`, `/contact?page=${n}`, `/%${slug.charCodeAt(0).toString(16)}${slug.slice(1)}?page=${n}`, `/${slug}/?page=${n}`];
      return kinds[i % kinds.length];
    });
    pageRuns.push(await burst(base, paths));
  }

  const pdfRuns: Run[] = [];
  const readRuns: Run[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const t = await quotationToken(base, token, run);
    pdfRuns.push(
      await burst(
        base,
        Array.from({ length: PDF_BURST }, () => `/api/q/${t}/pdf`),
      ),
    );
    readRuns.push(
      await burst(
        base,
        Array.from({ length: PDF_BURST }, () => `/api/q/${t}`),
      ),
    );
  }

  console.log(
    [
      `/healthz during a burst (${mode()}, ${RUNS} runs, Node ${process.version}, ${os.cpus().length} cores; load average ${loadBefore} before, ${load()} after)`,
      "",
      "| burst | first /healthz, median (range) | slowest /healthz, median (range) | answers |",
      "|---|---|---|---|",
      row("for comparison: no burst", idleRuns),
      row(`${PAGE_BURST} distinct non-canonical page addresses`, pageRuns),
      row(`${PDF_BURST} downloads of a ${PDF_LINES}-line quotation's PDF`, pdfRuns),
      row(`for comparison: ${PDF_BURST} reads of that quotation (JSON, no PDF)`, readRuns),
    ].join("\n"),
  );
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
