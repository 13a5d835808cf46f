/**
 * What a page-cache hit costs the server itself: its process's CPU time over a run divided by the
 * requests it answered, beside nginx and a bare node:http server sending the same bytes
 * (bench/baselines.ts), for identity and brotli answers. The load generator is wrk (Debian's
 * package; `bash scripts/ensure-bench-tools.sh` installs it and nginx), pinned to one core while
 * the server under test is pinned to the other, so neither the client's cost nor its limits enter
 * the figure. The three servers take turns in rounds, so a change in the machine's load weighs on
 * all alike. Requests per second and latency are printed beside the cost, as the client saw them.
 * Run alone: npm run bench:hits   (needs a build; BENCH_SECONDS per server and row, default 10)
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { NGINX_PATH, startBareNode, startNginx, type Baseline } from "./baselines";
import { freshDataDir, mode, startServer } from "./server";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = 5;
const WARM_UP_SECONDS = 2;
/** wrk takes whole seconds. */
const ROUND_SECONDS = Math.max(1, Math.round(SECONDS / ROUNDS));
/** The cores this process may use (its cpuset), from /proc: "0-1,4" → [0, 1, 4]. */
function allowedCores(): number[] {
  const list = /Cpus_allowed_list:\s*(\S+)/.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1] ?? "0";
  return list.split(",").flatMap((part) => {
    const [from, to = from] = part.split("-").map(Number);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}
/** The server under test runs on the first allowed core, wrk on the second (when there are two). */
const CORES = allowedCores();
const SERVER_CORE = String(CORES[0]);
const CLIENT_CORE = String(CORES[1] ?? CORES[0]);

/** Whether wrk and nginx are installed (scripts/ensure-bench-tools.sh installs them). */
export function hitCostTools(): boolean {
  const wrk = (process.env.PATH ?? "").split(":").some((dir) => fs.existsSync(`${dir}/wrk`));
  return NGINX_PATH !== undefined && wrk;
}

export interface Cost {
  /** CPU time (user + system) of the server process per answered request, µs. */
  cpuMicros: number;
  requestsPerSecond: number;
  /** Latency percentiles as wrk measured them, ms. */
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx or 3xx, plus socket errors. */
  failures: number;
  /** CPU time per request of each round, µs (how steady the figure is). */
  rounds: number[];
}

export interface HitCostRow {
  name: string;
  encoding: "identity" | "br";
  bytes: number;
  app: Cost;
  /** The baselines sending the body with its Content-Type (and Content-Encoding) only. */
  nginx: Cost;
  node: Cost;
  /** The same baselines sending the app's whole header list too: the same bytes as the app. */
  nginxSame: Cost;
  nodeSame: Cost;
}

/** Headers every server writes for itself (or per request), left out of the list a baseline is given. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding", "content-type", "content-encoding"]);

/** The app's answer's headers as a baseline sends them: all but the ones each server writes itself. */
function sameHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (OWN_HEADERS.has(name) || value === undefined ? [] : [[name, String(value)]])));
}

/** CPU time (user and system) a process has used, in µs, from /proc (clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Pin every thread of `pid` to `core` (threads started later inherit it). */
function pin(pid: number, core: string): void {
  execFileSync("taskset", ["-a", "-p", "-c", core, String(pid)], { stdio: "ignore" });
}

/** wrk's latency figure ("812.00us", "1.23ms", "2.00s") in ms. */
function ms(text: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!m) return NaN;
  return Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1);
}

/** A phone's browser, as the visitors who make a page's traffic send it: the app counts their views of the page's products, not a crawler's. */
const BROWSER_USER_AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function runWrk(url: string, encoding: string, seconds: number): Promise<Omit<Cost, "cpuMicros" | "rounds">> {
  const headers = ["-H", `Accept-Encoding: ${encoding}`, "-H", `User-Agent: ${BROWSER_USER_AGENT}`];
  const args = ["-c", CLIENT_CORE, "wrk", "-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", ...headers, url];
  return new Promise((resolve, reject) => {
    const child = spawn("taskset", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}:\n${out}`));
      const number = (re: RegExp) => Number(re.exec(out)?.[1] ?? 0);
      const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      resolve({
        requests: number(/(\d+) requests in/),
        requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
        p50: ms(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ""),
        p99: ms(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ""),
        failures: number(/Non-2xx or 3xx responses: (\d+)/) + (errors ? errors.slice(1).reduce((n, e) => n + Number(e), 0) : 0),
      });
    });
  });
}

async function measure(url: string, pid: number, encoding: string, seconds: number): Promise<Cost> {
  const before = cpuMicros(pid);
  const run = await runWrk(url, encoding, seconds);
  const spent = cpuMicros(pid) - before;
  if (!run.requests) throw new Error(`${url} answered no request in ${seconds} s`);
  const cpu = spent / run.requests;
  return { ...run, cpuMicros: cpu, rounds: [cpu] };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Rounds of one server taken together: CPU per request the median round's (a round that other work
 * on the machine slowed does not move it), req/s the mean, p50 the median round's, p99 the worst.
 */
function combine(rounds: Cost[]): Cost {
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  return {
    cpuMicros: median(rounds.map((r) => r.cpuMicros)),
    requestsPerSecond: rounds.reduce((n, r) => n + r.requestsPerSecond, 0) / rounds.length,
    p50: median(rounds.map((r) => r.p50)),
    p99: Math.max(...rounds.map((r) => r.p99)),
    requests,
    failures: rounds.reduce((n, r) => n + r.failures, 0),
    rounds: rounds.flatMap((r) => r.rounds),
  };
}

/** The app's answer as sent: status, headers and the body still in its Content-Encoding. */
function rawGet(url: string, encoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

async function compare(name: string, url: string, appPid: number, encoding: "identity" | "br"): Promise<HitCostRow> {
  await rawGet(url, encoding); // into the cache
  const res = await rawGet(url, encoding);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  if (res.headers["x-cache"] !== "HIT") throw new Error(`${url} is not answered from the page cache (X-Cache: ${res.headers["x-cache"]})`);
  const sent = res.headers["content-encoding"] ?? "identity";
  if (sent !== encoding) throw new Error(`${url} answered ${sent} to Accept-Encoding: ${encoding}`);
  const contentType = String(res.headers["content-type"] ?? "application/octet-stream");
  const contentEncoding = encoding === "br" ? "br" : undefined;
  const baselines: Baseline[] = [];
  try {
    const bare = { "content-type": contentType, ...(contentEncoding ? { "content-encoding": contentEncoding } : {}) };
    const same = sameHeaders(res.headers);
    baselines.push(await startNginx(res.body, contentType, contentEncoding));
    baselines.push(await startBareNode(res.body, bare));
    baselines.push(await startNginx(res.body, contentType, contentEncoding, same));
    baselines.push(await startBareNode(res.body, { ...bare, ...same }));
    const sides = [{ url, pid: appPid }, ...baselines];
    for (const side of sides) pin(side.pid, SERVER_CORE);
    // Unrecorded: the JIT compiles the hot paths before the rounds.
    for (const side of sides) await runWrk(side.url, encoding, WARM_UP_SECONDS);
    const rounds: Cost[][] = sides.map(() => []);
    for (let i = 0; i < ROUNDS; i++) {
      for (const [n, side] of sides.entries()) rounds[n].push(await measure(side.url, side.pid, encoding, ROUND_SECONDS));
    }
    const [app, nginx, node, nginxSame, nodeSame] = rounds.map(combine);
    return { name, encoding, bytes: res.body.length, app, nginx, node, nginxSame, nodeSame };
  } finally {
    for (const b of baselines) await b.stop();
  }
}

export async function measureHitCost(): Promise<HitCostRow[]> {
  if (mode() !== "full") throw new Error("npm run bench:hits needs a build: run npm run build first");
  if (!hitCostTools()) throw new Error("npm run bench:hits needs wrk and nginx: bash scripts/ensure-bench-tools.sh installs them");
  const dir = freshDataDir("hits");
  // As production runs: a log line per request (LOG_LEVEL's default).
  const server = await startServer(dir, { LOG_LEVEL: "info" }, { quietStdout: true });
  try {
    const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as { data: { slug: string }[] };
    const slug = categories.data[0]?.slug;
    if (!slug) throw new Error("the demo catalogue has no category");
    // A product page of that category, as the sitemap lists it.
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const product = new RegExp(`<loc>[^<]*?(/${slug}/[a-z0-9-]+)</loc>`).exec(sitemap)?.[1];
    if (!product) throw new Error(`the sitemap lists no product page of /${slug}`);
    const targets: [string, string][] = [
      [`/${slug} (category page)`, `/${slug}`],
      [`${product} (product page)`, product],
      [`/gu/${slug} (Gujarati category page)`, `/gu/${slug}`],
      [`/api/products?category=${slug}`, `/api/products?category=${slug}`],
    ];
    const rows: HitCostRow[] = [];
    for (const [name, target] of targets) {
      for (const encoding of ["identity", "br"] as const) rows.push(await compare(name, `${server.url}${target}`, server.child.pid!, encoding));
    }
    return rows;
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const cost = (c: Cost) => `${c.cpuMicros.toFixed(1)} µs`;
const speed = (c: Cost) => `${Math.round(c.requestsPerSecond)} req/s, p50 ${c.p50.toFixed(2)} ms, p99 ${c.p99.toFixed(2)} ms`;

export function formatHitCost(rows: HitCostRow[]): string[] {
  return [
    `CPU time of the server per request (a page-cache hit for the app; the median of ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s), wrk on core ${CLIENT_CORE} with ${CONNECTIONS} connections, servers on core ${SERVER_CORE}:`,
    "",
    'The baselines send the same body with only its Content-Type (and Content-Encoding), and again with the app\'s whole header list ("same headers": the same bytes as the app).',
    "",
    "| request | encoding (bytes) | app CPU/req | nginx CPU/req | bare node CPU/req | app / nginx | app / bare node | nginx, same headers | bare node, same headers | app / nginx, same headers | app / bare node, same headers | app per round | app | nginx | bare node | failures (app, baselines) |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.encoding} (${r.bytes}) | ${cost(r.app)} | ${cost(r.nginx)} | ${cost(r.node)} | ${ratio(r.app.cpuMicros, r.nginx.cpuMicros)} | ` +
        `${ratio(r.app.cpuMicros, r.node.cpuMicros)} | ${cost(r.nginxSame)} | ${cost(r.nodeSame)} | ${ratio(r.app.cpuMicros, r.nginxSame.cpuMicros)} | ` +
        `${ratio(r.app.cpuMicros, r.nodeSame.cpuMicros)} | ${r.app.rounds.map((n) => n.toFixed(0)).join(", ")} µs | ${speed(r.app)} | ${speed(r.nginx)} | ${speed(r.node)} | ` +
        `${r.app.failures}, ${[r.nginx, r.node, r.nginxSame, r.nodeSame].map((c) => c.failures).join(", ")} |`,
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const load = os.loadavg().map((n) => n.toFixed(2));
  const started = new Date().toISOString();
  const rows = await measureHitCost();
  console.log(
    `Cache-hit cost (Node ${process.version}; started ${started}, load average ${load.join(", ")}; after the run ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")})`,
  );
  for (const line of formatHitCost(rows)) console.log(line);
}
