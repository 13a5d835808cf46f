/**
 * A public page and a public API list against the fastest thing that could send the same bytes:
 * a bare node:http server holding them in memory (bench/bare-server.ts). Prints requests/s and
 * p50/p99 latency of both and their ratio, for a category page and GET /api/categories at
 * BENCH_CONNECTIONS (10), and for the category page at 200 concurrent connections. A second bare
 * server sends the app's response headers as well (security headers, ETag, request id), which
 * tells the cost of the app from the cost of the bytes it must send. No Accept-Encoding: both sides send the same
 * uncompressed bytes. The two sides take turns in rounds, so a busy machine weighs on both alike.
 * Run alone: node --import tsx bench/page-load.ts   (BENCH_SECONDS=5 for a shorter run)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { throughputOf, type LoadResult } from "./api-load";
import { freshDataDir, mode, startServer } from "./server";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MANY_CONNECTIONS = 200;

/** One load run's figures, as the API load measures them. */
export type Throughput = Omit<LoadResult, "name">;

export interface Comparison {
  name: string;
  connections: number;
  bytes: number;
  app: Throughput;
  baseline: Throughput;
  /** The bare server sending the app's response headers too (the security headers, ETag…). */
  sameHeaders: Throughput;
}

export interface PageLoad {
  mode: string;
  comparisons: Comparison[];
}

/** Rounds a comparison is split into, app and baseline taking turns, so a change in the machine's load hits both alike. */
const ROUNDS = 4;

async function hammer(url: string, connections = CONNECTIONS, seconds = SECONDS): Promise<Throughput> {
  return throughputOf((await autocannon({ url, connections, duration: seconds })) as autocannon.Result);
}

/** Rounds of one side taken together: requests per second over them all; p50 the median of the rounds', p99 the worst. */
function combine(rounds: Throughput[]): Throughput {
  const sum = (f: (t: Throughput) => number) => rounds.reduce((n, t) => n + f(t), 0);
  const p50s = rounds.map((t) => t.p50).sort((a, b) => a - b);
  return {
    requestsPerSecond: sum((t) => t.requestsPerSecond) / rounds.length,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...rounds.map((t) => t.p99)),
    requests: sum((t) => t.requests),
    non2xx: sum((t) => t.non2xx),
    errors: sum((t) => t.errors),
  };
}

/** Start bench/bare-server.ts on `body`; resolves with its address and a stop function. */
async function bareServer(body: Buffer, contentType: string, headers?: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const file = path.resolve(`.tmp/bench-bare-${process.pid}-${Math.random().toString(36).slice(2)}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  if (headers) fs.writeFileSync(`${file}.json`, JSON.stringify(headers));
  const args = ["--import", "tsx", "bench/bare-server.ts", file, contentType, ...(headers ? [`${file}.json`] : [])];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once("data", (c: Buffer) => resolve(Number(c.toString().trim())));
    child.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(file, { force: true });
      fs.rmSync(`${file}.json`, { force: true });
    },
  };
}

/** Load `url` on the app and the same bytes on a bare server, taking turns. */
async function compare(name: string, url: string, connections = CONNECTIONS): Promise<Comparison> {
  const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const contentType = res.headers.get("content-type") ?? "application/octet-stream";
  const perResponse = new Set(["date", "connection", "keep-alive", "content-length", "content-type", "transfer-encoding"]);
  const appHeaders = Object.fromEntries([...res.headers].filter(([name]) => !perResponse.has(name)));
  const bare = await bareServer(body, contentType);
  const bareWithHeaders = await bareServer(body, contentType, appHeaders);
  try {
    const app: Throughput[] = [];
    const baseline: Throughput[] = [];
    const sameHeaders: Throughput[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      app.push(await hammer(url, connections, SECONDS / ROUNDS));
      baseline.push(await hammer(bare.url, connections, SECONDS / ROUNDS));
      sameHeaders.push(await hammer(bareWithHeaders.url, connections, SECONDS / ROUNDS));
    }
    return { name, connections, bytes: body.length, app: combine(app), baseline: combine(baseline), sameHeaders: combine(sameHeaders) };
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
    const comparisons: Comparison[] = [];
    const full = mode() === "full";
    if (full) comparisons.push(await compare(`GET /${slug} (category page)`, `${server.url}/${slug}`));
    comparisons.push(await compare("GET /api/categories", `${server.url}/api/categories`));
    if (full) comparisons.push(await compare(`GET /${slug} (category page)`, `${server.url}/${slug}`, MANY_CONNECTIONS));
    return { mode: mode(), comparisons };
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function formatPageLoad(r: PageLoad): string[] {
  return [
    "| request | connections | bytes | app | bare node:http, same body | app / bare | bare, same body and headers | app / that |",
    "|---|---|---|---|---|---|---|---|",
    ...r.comparisons.map(
      (c) =>
        `| ${c.name} | ${c.connections} | ${c.bytes} | ${Math.round(c.app.requestsPerSecond)} req/s, p50 ${c.app.p50} ms, p99 ${c.app.p99} ms (${c.app.requests} requests, ${c.app.non2xx} non-2xx, ${c.app.errors} errors) | ` +
        `${Math.round(c.baseline.requestsPerSecond)} req/s, p50 ${c.baseline.p50} ms, p99 ${c.baseline.p99} ms | ${(c.app.requestsPerSecond / c.baseline.requestsPerSecond).toFixed(2)}× | ` +
        `${Math.round(c.sameHeaders.requestsPerSecond)} req/s, p50 ${c.sameHeaders.p50} ms, p99 ${c.sameHeaders.p99} ms | ${(c.app.requestsPerSecond / c.sameHeaders.requestsPerSecond).toFixed(2)}× |`,
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const r = await measurePageLoad();
  console.log(`Pages and API against a bare server (${r.mode}, ${CONNECTIONS} connections, ${SECONDS} s each)`);
  for (const line of formatPageLoad(r)) console.log(line);
}
