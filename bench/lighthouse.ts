/**
 * npm run bench:lighthouse: Lighthouse 12 with its default mobile settings (simulated throttling)
 * on the public pages, LH_RUNS runs each (default 3), in Debian's Chromium, and a table of the
 * medians with the failing audits of every category under 100.
 *
 * Builds nothing: it starts the production server on a fresh DATA_DIR as `npm run bench` does
 * (needs `npm run build`; BUILD_DIR picks another build), or measures BENCH_URL when set. Each page
 * is fetched once first, so Lighthouse sees it from the page cache as a visitor would.
 * LH_PAGES (comma-separated paths) replaces the pages; LH_REPORT_DIR (default .tmp/lighthouse)
 * receives each page's median run as an HTML report. The header line names the fonts this machine
 * has for Gujarati and Devanagari (npm run bench:lighthouse installs them first when it can).
 *
 * Not part of npm test: simulated throttling scales the CPU time it observes, so a busy machine
 * scores lower. The load average is printed before and after; compare runs on an idle machine.
 * LH_BUSY=1 runs them beside one core-bound process (a busy loop pinned to the last core), to show
 * how the pages score when other work shares the machine. Each page has a baseline row beside it:
 * the same HTML and CSS without scripts (see startBaseline; LH_BASELINE=0 leaves it out).
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { generateReport, type Result } from "lighthouse";
import { freshDataDir, mode, startServer, type RunningServer } from "./server";

const PAGES = (process.env.LH_PAGES ?? "/,/paver-blocks,/contact").split(",").map((p) => p.trim());
const RUNS = Number(process.env.LH_RUNS ?? 3);
const REPORT_DIR = path.resolve(process.env.LH_REPORT_DIR ?? ".tmp/lighthouse");
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["SI", "speed-index"],
] as const;

/**
 * For the header line: the font families fontconfig has for a language. A phone has fonts for
 * Gujarati and Devanagari; without them Chromium draws the Gujarati and Hindi pages in boxes, after
 * searching for a fallback on every layout (scripts/ensure-phone-fonts.sh installs them).
 */
function fontsFor(lang: string): string {
  try {
    const families = execFileSync("fc-list", [`:lang=${lang}`, "--format=%{family[0]}\\n"], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
    return families.length ? [...new Set(families)].sort().join(", ") : "none";
  } catch {
    return "unknown (no fc-list)";
  }
}

/**
 * One Lighthouse run in a Chromium of its own, as the CLI does. A run Lighthouse itself calls
 * broken (NO_NAVSTART, NO_FCP: a trace lost on a busy machine) is made again, twice at most.
 */
async function runOnce(url: string, attempt = 1): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  let lhr: Result;
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
  } finally {
    chrome.kill();
  }
  const { runtimeError } = lhr;
  if (!runtimeError) return lhr;
  if (attempt < 3) {
    console.error(`${url}: ${runtimeError.code}, running again`);
    return runOnce(url, attempt + 1);
  }
  throw new Error(`Lighthouse could not load ${url}: ${runtimeError.code} ${runtimeError.message}`);
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The run whose performance score is the median (ties: the one with the median LCP), for its report and audits. */
function medianRun(runs: Result[]): Result {
  const lcp = (r: Result) => r.audits["largest-contentful-paint"]?.numericValue ?? 0;
  const sorted = [...runs].sort((a, b) => score(a, "performance") - score(b, "performance") || lcp(a) - lcp(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function formatMetric(id: string, value: number): string {
  if (id === "cumulative-layout-shift") return value.toFixed(3);
  if (id === "total-blocking-time") return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

/**
 * Audits that cost a category points in a run: weighted audits under 1, and for performance also
 * the opportunities and diagnostics Lighthouse flags (they explain the metrics).
 */
function failingAudits(lhr: Result, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const out: string[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (
      ref.weight === 0 &&
      !(
        category === "performance" &&
        (audit.scoreDisplayMode === "metricSavings" || audit.scoreDisplayMode === "numeric" || audit.scoreDisplayMode === "binary")
      )
    )
      continue;
    out.push(audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title);
  }
  return out;
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
}

/**
 * The baseline: each page's own HTML and CSS without its scripts, from a server beside the app that
 * answers the page's address with that HTML and passes every other request (styles, images, fonts) to
 * the app. What it scores is what this machine gives the page with no JavaScript at all; the gap
 * between a page and its baseline is the page's scripts. LH_BASELINE=0 leaves it out.
 */
const BASELINE = process.env.LH_BASELINE !== "0";
const EXECUTABLE_SCRIPT = /<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

async function startBaseline(app: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const pages = new Map<string, string>();
  const proxy = http.createServer((req, res) => {
    const target = req.url ?? "/";
    const held = pages.get(target);
    if (held !== undefined) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      return void res.end(held);
    }
    fetch(app + target, { headers: { "accept-encoding": "identity" } }).then(
      async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        const headers = Object.fromEntries([...answer.headers].filter(([name]) => !["content-length", "content-encoding", "transfer-encoding"].includes(name)));
        res.writeHead(answer.status, headers).end(body);
      },
      () => res.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as { port: number };
  for (const page of PAGES) {
    const html = await (await fetch(app + page)).text();
    pages.set(page, html.replace(EXECUTABLE_SCRIPT, "").replace(MODULE_PRELOAD, ""));
  }
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => proxy.close(() => resolve())) };
}

let server: RunningServer | undefined;
let base = process.env.BENCH_URL?.replace(/\/$/, "");
if (!base) {
  if (mode() !== "full") throw new Error("No build found: run `npm run build` first (or set BUILD_DIR, or BENCH_URL for a running site).");
  server = await startServer(freshDataDir("lighthouse"));
  base = server.url;
}

// One core-bound process beside the runs, on the last core, when asked.
// It stops by itself once this process is gone (its parent changes), however this process ends.
const BUSY_LOOP = "const parent = process.ppid; for (;;) { for (let i = 0; i < 1e8; i++); if (process.ppid !== parent) process.exit(0); }";
const busy =
  process.env.LH_BUSY === "1" ? spawn("taskset", ["-c", String(os.cpus().length - 1), process.execPath, "-e", BUSY_LOOP], { stdio: "ignore" }) : undefined;
busy?.on("error", (err) => console.error(`LH_BUSY: the busy loop did not start (${err.message})`));
const loadBefore = loadAverage();
let baseline: { url: string; stop: () => Promise<void> } | undefined;

/** A table row: the median of each category and metric over `runs`, and each run's performance. */
function row(name: string, runs: Result[]): string {
  const scores = CATEGORIES.map((c) => median(runs.map((r) => score(r, c))));
  const metrics = METRICS.map(([, id]) => formatMetric(id, median(runs.map((r) => r.audits[id]?.numericValue ?? 0))));
  return `| ${name} | ${scores.join(" | ")} | ${metrics.join(" | ")} | ${runs.map((r) => score(r, "performance")).join(", ")} |`;
}
const rows: string[] = [];
const notes: string[] = [];
try {
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  for (const page of PAGES) await (await fetch(base + page)).arrayBuffer(); // into the page cache
  baseline = BASELINE ? await startBaseline(base) : undefined;
  for (const page of PAGES) {
    const url = base + page;
    const runs: Result[] = [];
    const baselineRuns: Result[] = [];
    // The page and its baseline take turns, so a change in the machine's load weighs on both alike.
    for (let i = 0; i < RUNS; i++) {
      runs.push(await runOnce(url));
      if (baseline) baselineRuns.push(await runOnce(baseline.url + page));
    }
    const scores = CATEGORIES.map((c) => median(runs.map((r) => score(r, c))));
    rows.push(row(page, runs));
    if (baseline) rows.push(row(`${page} (baseline: no scripts)`, baselineRuns));
    const chosen = medianRun(runs);
    const file = path.join(REPORT_DIR, `${page.replace(/[^\w-]+/g, "_").replace(/^_$/, "home")}.html`);
    fs.writeFileSync(file, generateReport(chosen, "html"));
    CATEGORIES.forEach((category, i) => {
      if (scores[i] >= 100) return;
      const titles = [...new Set(runs.flatMap((r) => failingAudits(r, category)).map((t) => t.replace(/ \(.*\)$/, "")))];
      const detailed = failingAudits(chosen, category);
      const shown = titles.map((t) => detailed.find((d) => d === t || d.startsWith(`${t} (`)) ?? t);
      notes.push(`- ${page} ${category} ${scores[i]}: ${shown.join("; ") || "(no single audit under 1)"}`);
    });
  }
} finally {
  busy?.kill();
  await baseline?.stop();
  await server?.stop();
}

console.log(
  [
    `Lighthouse ${(createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version}, mobile (simulated throttling), median of ${RUNS} runs; ${base}; ${new Date().toISOString()}`,
    `load average before ${loadBefore}, after ${loadAverage()} on ${os.cpus().length} cores${busy ? "; beside a busy loop pinned to one core (LH_BUSY=1)" : ""}`,
    `fonts for Gujarati: ${fontsFor("gu")}; for Devanagari: ${fontsFor("hi")}`,
    "",
    `| page | performance | accessibility | best practices | SEO | ${METRICS.map(([name]) => name).join(" | ")} | performance per run |`,
    `|---|---|---|---|---|${METRICS.map(() => "---").join("|")}|---|`,
    ...rows,
    "",
    notes.length ? "Under 100 (audits failing in any run; values from the median run):" : "Every category 100 on every page.",
    ...notes,
    "",
    `Median runs' reports: ${path.relative(process.cwd(), REPORT_DIR)}/`,
  ].join("\n"),
);
