/**
 * A public page and the public API lists against the fastest thing that could send the same bytes:
 * a bare node:http server holding them in memory (bench/bare-server.ts). Prints requests/s,
 * p50/p99 latency and server CPU time per request of both and their ratio, for a category page,
 * GET /api/categories and one category's GET /api/products?category= at BENCH_CONNECTIONS (10), and for the category page
 * at 200 concurrent connections.
 *
 * What each side sends: every request carries `Accept-Encoding: BENCH_ACCEPT_ENCODING` (default
 * `br, gzip`, what browsers and CDNs send; `identity` for uncompressed). The app answers from its
 * page cache; the bare server sends the very bytes the app sent for that request (the same body in
 * the same encoding) with only Content-Type, Content-Encoding and Content-Length. A second bare
 * server sends all of the app's response headers as well (security headers, ETag, request id…),
 * which tells the cost of the app from the cost of the bytes it must send. The sides take turns in
 * rounds, so a busy machine weighs on both alike. autocannon runs in this process: when it, not
 * the server, is the bottleneck, req/s compares what the client must parse; the CPU time each
 * server spent per request (from /proc, Linux) compares the servers alone.
 * Run alone: node --import tsx bench/page-load.ts   (BENCH_SECONDS=5 for a shorter run)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { throughputOf, type LoadResult } from "./api-load";
import { freshDataDir, mode, startServer } from "./server";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "br, gzip";
const MANY_CONNECTIONS = 200;

/** One load run's figures, as the API load measures them, and the server's CPU time per request (µs; undefined where /proc is missing). */
export type Throughput = Omit<LoadResult, "name"> & { cpuMicros?: number };

export interface Comparison {
  name: string;
  connections: number;
  /** The body's bytes as sent, and its Content-Encoding ("identity" for none). */
  bytes: number;
  encoding: string;
  app: Throughput;
  baseline: Throughput;
  /** The bare server sending the app's response headers too (the security headers, ETag…). */
  sameHeaders: Throughput;
}

export interface PageLoad {
  mode: string;
  acceptEncoding: string;
  comparisons: Comparison[];
}

/** Rounds a comparison is split into, app and baseline taking turns, so a change in the machine's load hits both alike. */
const ROUNDS = 4;
const WARM_UP_SECONDS = Math.min(2, SECONDS / ROUNDS);

/** CPU time (user and system) a process has used, in µs; undefined where /proc cannot tell. */
function cpuMicros(pid: number | undefined): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10_000; // utime and stime, in clock ticks of 10 ms (USER_HZ 100)
  } catch {
    return undefined;
  }
}

async function hammer(url: string, pid: number | undefined, connections: number, seconds: number): Promise<Throughput> {
  const before = cpuMicros(pid);
  const result = (await autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": ACCEPT_ENCODING } })) as autocannon.Result;
  const after = cpuMicros(pid);
  const figures = throughputOf(result);
  return { ...figures, cpuMicros: before === undefined || after === undefined || !figures.requests ? undefined : (after - before) / figures.requests };
}

/** Rounds of one side taken together: requests per second over them all; p50 the median of the rounds', p99 the worst; CPU per request over all. */
function combine(rounds: Throughput[]): Throughput {
  const sum = (f: (t: Throughput) => number) => rounds.reduce((n, t) => n + f(t), 0);
  const p50s = rounds.map((t) => t.p50).sort((a, b) => a - b);
  const requests = sum((t) => t.requests);
  const cpu = rounds.every((t) => t.cpuMicros !== undefined) ? sum((t) => t.cpuMicros! * t.requests) / requests : undefined;
  return {
    requestsPerSecond: sum((t) => t.requestsPerSecond) / rounds.length,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...rounds.map((t) => t.p99)),
    requests,
    non2xx: sum((t) => t.non2xx),
    errors: sum((t) => t.errors),
    cpuMicros: cpu,
  };
}

/** The answer exactly as sent: status, headers and body bytes still in their Content-Encoding (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Start bench/bare-server.ts on `body` with `headers`; resolves with its address, pid and a stop function. */
async function bareServer(body: Buffer, headers: Record<string, string>): Promise<{ url: string; pid?: number; stop(): Promise<void> }> {
  const file = path.resolve(`.tmp/bench-bare-${process.pid}-${Math.random().toString(36).slice(2)}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.json`, JSON.stringify(headers));
  const child = spawn(process.execPath, ["--import", "tsx", "bench/bare-server.ts", file, `${file}.json`], { stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once("data", (c: Buffer) => resolve(Number(c.toString().trim())));
    child.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(file, { force: true });
      fs.rmSync(`${file}.json`, { force: true });
    },
  };
}

/** Headers of one response only (Node adds its own Date and Connection; Content-Length is the bare server's). */
const PER_RESPONSE = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

/** Load `url` on the app and the same bytes on a bare server, taking turns. */
async function compare(name: string, url: string, appPid: number | undefined, connections = CONNECTIONS): Promise<Comparison> {
  await rawGet(url, { "accept-encoding": ACCEPT_ENCODING }); // into the cache
  const res = await rawGet(url, { "accept-encoding": ACCEPT_ENCODING });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  if (res.headers["x-cache"] !== "HIT") throw new Error(`${url} is not answered from the page cache (X-Cache: ${res.headers["x-cache"]})`);
  const appHeaders: Record<string, string> = {};
  for (const [header, value] of Object.entries(res.headers)) if (!PER_RESPONSE.has(header) && typeof value === "string") appHeaders[header] = value;
  const encoding = appHeaders["content-encoding"];
  const bare = await bareServer(res.body, {
    "content-type": appHeaders["content-type"] ?? "application/octet-stream",
    ...(encoding ? { "content-encoding": encoding } : {}),
  });
  const bareWithHeaders = await bareServer(res.body, appHeaders);
  try {
    const app: Throughput[] = [];
    const baseline: Throughput[] = [];
    const sameHeaders: Throughput[] = [];
    // Unrecorded: the JIT compiles the hot paths (and a fresh app finishes its start-up work) before the rounds.
    for (const target of [url, bare.url, bareWithHeaders.url]) await hammer(target, undefined, connections, WARM_UP_SECONDS);
    for (let i = 0; i < ROUNDS; i++) {
      app.push(await hammer(url, appPid, connections, SECONDS / ROUNDS));
      baseline.push(await hammer(bare.url, bare.pid, connections, SECONDS / ROUNDS));
      sameHeaders.push(await hammer(bareWithHeaders.url, bareWithHeaders.pid, connections, SECONDS / ROUNDS));
    }
    return {
      name,
      connections,
      bytes: res.body.length,
      encoding: encoding ?? "identity",
      app: combine(app),
      baseline: combine(baseline),
      sameHeaders: combine(sameHeaders),
    };
  } finally {
    await bare.stop();
    await bareWithHeaders.stop();
  }
}

export async function measurePageLoad(): Promise<PageLoad> {
  const dir = freshDataDir("pages");
  const server = await startServer(dir);
  try {
    const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as { data: { slug: string }[] };
    const slug = categories.data[0]?.slug;
    if (!slug) throw new Error("the demo catalogue has no category");
    const pid = server.child.pid;
    const comparisons: Comparison[] = [];
    const full = mode() === "full";
    if (full) comparisons.push(await compare(`GET /${slug} (category page)`, `${server.url}/${slug}`, pid));
    comparisons.push(await compare("GET /api/categories", `${server.url}/api/categories`, pid));
    comparisons.push(await compare(`GET /api/products?category=${slug} (the API category list)`, `${server.url}/api/products?category=${slug}`, pid));
    if (full) comparisons.push(await compare(`GET /${slug} (category page)`, `${server.url}/${slug}`, pid, MANY_CONNECTIONS));
    return { mode: mode(), acceptEncoding: ACCEPT_ENCODING, comparisons };
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function side(t: Throughput): string {
  const cpu = t.cpuMicros === undefined ? "" : `, ${t.cpuMicros.toFixed(1)} µs CPU/req`;
  return `${Math.round(t.requestsPerSecond)} req/s, p50 ${t.p50} ms, p99 ${t.p99} ms${cpu}`;
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

export function formatPageLoad(r: PageLoad): string[] {
  return [
    `Every request sends \`Accept-Encoding: ${r.acceptEncoding}\`; the bare server sends the app's body in the app's encoding, with Content-Type, Content-Encoding and Content-Length only; "same headers" adds all of the app's headers. CPU/req: the server process's CPU time per answered request.`,
    "",
    "| request | connections | body bytes (encoding) | app (from its page cache) | bare node:http, same body | app / bare (req/s; CPU) | bare, same body and headers | app / that (req/s; CPU) |",
    "|---|---|---|---|---|---|---|---|",
    ...r.comparisons.map((c) => {
      const cpu = (other: Throughput) => (c.app.cpuMicros && other.cpuMicros ? `; ${ratio(other.cpuMicros, c.app.cpuMicros)}` : "");
      return (
        `| ${c.name} | ${c.connections} | ${c.bytes} (${c.encoding}) | ${side(c.app)} (${c.app.requests} requests, ${c.app.non2xx} non-2xx, ${c.app.errors} errors) | ` +
        `${side(c.baseline)} | ${ratio(c.app.requestsPerSecond, c.baseline.requestsPerSecond)}${cpu(c.baseline)} | ` +
        `${side(c.sameHeaders)} | ${ratio(c.app.requestsPerSecond, c.sameHeaders.requestsPerSecond)}${cpu(c.sameHeaders)} |`
      );
    }),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const r = await measurePageLoad();
  console.log(`Pages and API against a bare server (${r.mode}, ${CONNECTIONS} connections, ${SECONDS} s each)`);
  for (const line of formatPageLoad(r)) console.log(line);
}
