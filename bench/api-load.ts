/**
 * Load from a second process with autocannon, against the real server on loopback:
 * GET /api/products and POST /api/inquiry, ~10 s each. Prints requests/s and p50/p99 latency.
 * Run alone: node --import tsx bench/api-load.ts   (BENCH_SECONDS=5 for a shorter run)
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { freshDataDir, mode, startServer } from "./server";

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** The figures of one autocannon run that the tables print. */
export function throughputOf(r: autocannon.Result): Omit<LoadResult, "name"> {
  return {
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

async function load(name: string, opts: Record<string, unknown>): Promise<LoadResult> {
  const r = (await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts })) as autocannon.Result;
  return { name, ...throughputOf(r) };
}

export async function measureApiLoad(): Promise<{ mode: string; results: LoadResult[] }> {
  const dir = freshDataDir("load");
  const server = await startServer(dir, { RATE_LIMIT_FORMS: "1000000000" });
  try {
    const products = (await (await fetch(`${server.url}/api/products`)).json()) as { data: { id: number }[] };
    const productId = products.data[0]?.id;
    if (!productId) throw new Error("the demo catalogue is empty");
    const results: LoadResult[] = [];
    results.push(await load("GET /api/products", { url: `${server.url}/api/products` }));
    results.push(
      await load("POST /api/inquiry", {
        url: `${server.url}/api/inquiry`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Bench Visitor", productId, mobile: "9876543210", countryCode: "+91", quantity: 100, unit: "Pieces" }),
      }),
    );
    return { mode: mode(), results };
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function formatLoad(results: LoadResult[]): string[] {
  return results.map(
    (r) =>
      `| ${r.name} | ${Math.round(r.requestsPerSecond)} req/s | p50 ${r.p50} ms | p99 ${r.p99} ms | ${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors |`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { mode: m, results } = await measureApiLoad();
  console.log(`API load (${m}, ${CONNECTIONS} connections, ${SECONDS} s each)`);
  for (const line of formatLoad(results)) console.log(line);
}
