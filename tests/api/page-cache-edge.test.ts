/**
 * The page cache's hit path at Node's edge (ahead of Hono), over a real socket as `server/index.ts`
 * wires it: a hit answers exactly what the miss that stored it answered, headers and all, apart from
 * `X-Cache` and the request id; 304 and HEAD follow from the same stored header list; every hit is
 * counted in the request metrics; a hit answered in the socket lane, below node:http, is the same
 * bytes as one answered through node:http. Also the header set of a JSON answer.
 */
import http from "node:http";
import { Writable } from "node:stream";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { parseTrustProxy } from "../../server/core/http/client-address";
import { createNodeServer } from "../../server/core/http/node-server";
import { startPageCache } from "../../server/core/http/page-cache-http";
import { httpRequests, pageCacheHits } from "../../server/core/metrics";
import { createTestApp, type TestApp } from "../helpers/app";
import { rawConnection, type RawAnswer } from "../helpers/raw-http";

let t: TestApp;
let server: http.Server;
let base: string;
let pageCache: ReturnType<typeof startPageCache>;
/** Hits answered in the socket lane, and through node:http (on a connection it has taken). */
const answeredBy = { lane: 0, node: 0 };
/** The lines the page cache's request log wrote. */
const logged: string[] = [];

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request as sent (node:http: fetch would decode the body and hide Content-Encoding). */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The headers that must be the same on every answer of one representation. */
function lasting(headers: http.IncomingHttpHeaders) {
  const { date: _date, "x-cache": _cache, "x-request-id": _id, connection: _c, "keep-alive": _k, ...rest } = headers;
  return rest;
}

async function counted(metric: typeof httpRequests | typeof pageCacheHits, labels: Record<string, string>): Promise<number> {
  const values = (await metric.get()).values;
  return values
    .filter((v) => Object.entries(labels).every(([k, want]) => String(v.labels[k as keyof typeof v.labels]) === want))
    .reduce((n, v) => n + v.value, 0);
}

beforeAll(async () => {
  t = await createTestApp();
  pageCache = startPageCache({ maxBytes: 5 * 1024 * 1024, cacheControl: "public, max-age=0, s-maxage=60" }, t.database.pool.options, {
    log: pino({ level: "info", base: undefined }, new Writable({ write: (chunk: Buffer, _enc, done) => done(void logged.push(chunk.toString())) })),
    trustProxy: parseTrustProxy("false"),
  });
  const listener = getRequestListener(createApp({ services: t.services, pageCache }).fetch);
  server = createNodeServer(
    (req, res) => {
      if (pageCache.answer(req, res)) answeredBy.node++;
      else void listener(req, res);
    },
    {},
    (request, socket, write) => {
      const hit = pageCache.lane(request, socket, write);
      if (hit) answeredBy.lane++;
      return hit;
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The cache stores nothing before its LISTEN connection is up.
  for (let tries = 0; tries < 100 && pageCache.cache.size === 0; tries++) {
    await get("/api/products");
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(pageCache.cache.size).toBeGreaterThan(0);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await pageCache.stop();
});

describe("page cache hits at Node's edge", () => {
  it("answers a hit with the miss's headers and bytes, in each encoding, apart from X-Cache and the request id", async () => {
    for (const encoding of ["br, gzip", "gzip", "identity"]) {
      pageCache.cache.clear();
      const miss = await get("/api/products", { "accept-encoding": encoding });
      const hit = await get("/api/products", { "accept-encoding": encoding });
      expect(miss.headers["x-cache"], encoding).toBe("MISS");
      expect(hit.headers["x-cache"], encoding).toBe("HIT");
      expect(lasting(hit.headers), encoding).toEqual(lasting(miss.headers));
      expect(hit.body.equals(miss.body), encoding).toBe(true);
      expect(hit.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(hit.headers["x-request-id"]).not.toBe(miss.headers["x-request-id"]);
    }
    const br = await get("/api/products", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
  });

  it("answers HEAD with GET's headers and no body, 304 to a matching If-None-Match with the same headers less the body's, and keeps a request id it is sent", async () => {
    const got = await get("/api/products", { "accept-encoding": "gzip" });
    const head = await get("/api/products", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(lasting(head.headers)).toEqual(lasting(got.headers));
    const notModified = await get("/api/products", { "accept-encoding": "gzip", "if-none-match": got.headers.etag!, "x-request-id": "trace-42" });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["x-cache"]).toBe("HIT");
    expect(notModified.headers["x-request-id"]).toBe("trace-42");
    const { "content-length": _length, "content-encoding": _encoding, ...rest } = lasting(got.headers);
    expect(lasting(notModified.headers)).toEqual(rest);
  });

  it("answers a hit in the socket lane with the bytes node:http answers it with: in each encoding, to HEAD, and 304", async () => {
    const { etag } = (await get("/api/products", { "accept-encoding": "br" })).headers;
    const variants: [string, string][] = [
      ["GET", "Accept-Encoding: br, gzip\r\n"],
      ["GET", "Accept-Encoding: gzip\r\n"],
      ["GET", ""],
      ["HEAD", "Accept-Encoding: br\r\n"],
      ["GET", `Accept-Encoding: br\r\nIf-None-Match: ${etag}\r\n`],
    ];
    /** The answer's bytes but for the time it was made. */
    const bytes = (a: RawAnswer) => [a.head.replace(/\r\nDate: [^\r]+/, "\r\nDate: (now)"), a.body.toString("latin1")];
    for (const [method, headers] of variants) {
      const request = `${method} /api/products HTTP/1.1\r\nHost: x\r\n${headers}X-Request-Id: same-id\r\n\r\n`;
      const before = { ...answeredBy };
      const lane = await rawConnection((server.address() as AddressInfo).port);
      lane.send(request);
      const [inLane] = await lane.answers(1, [method === "HEAD"]);
      // A miss first: node:http takes the connection, and answers the hit through its response.
      const node = await rawConnection((server.address() as AddressInfo).port);
      node.send(`GET /api/no-such-thing HTTP/1.1\r\nHost: x\r\n\r\n${request}`);
      const [missed, throughNode] = await node.answers(2, [false, method === "HEAD"]);
      expect(missed.status).toBe(404);
      expect(answeredBy, `${method} ${headers}`).toEqual({ lane: before.lane + 1, node: before.node + 1 });
      expect(inLane.headers["x-cache"]).toBe("HIT");
      expect(bytes(inLane), `${method} ${headers}`).toEqual(bytes(throughNode));
      lane.socket.destroy();
      node.socket.destroy();
    }
  });

  it("counts every hit in http_requests_total and page_cache_hits_total, and times it", async () => {
    await get("/api/categories"); // held in memory
    const labels = { route: "/api/categories", method: "GET", status: "200" };
    const [requests, hits] = [await counted(httpRequests, labels), await counted(pageCacheHits, { route: "/api/categories" })];
    for (let i = 0; i < 5; i++) expect((await get("/api/categories")).headers["x-cache"]).toBe("HIT");
    await get("/api/categories", { "if-none-match": (await get("/api/categories")).headers.etag! });
    expect(await counted(httpRequests, labels)).toBe(requests + 6);
    expect(await counted(httpRequests, { ...labels, status: "304" })).toBeGreaterThanOrEqual(1);
    expect(await counted(pageCacheHits, { route: "/api/categories" })).toBe(hits + 7);
  });

  it("writes a request log line for every hit: its request id, method, path, status, time and the client's address", async () => {
    await get("/api/categories"); // held in memory
    const first = await get("/api/categories");
    expect(first.headers["x-cache"]).toBe("HIT");
    const since = logged.length;
    await get("/api/categories", { "x-request-id": "trace-43" });
    await get("/api/categories", { "if-none-match": first.headers.etag!, "x-request-id": "trace-44" });
    const lines = logged.slice(since).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map(({ time: _time, ms: _ms, ...line }) => line)).toEqual([
      { level: 30, reqId: "trace-43", method: "GET", path: "/api/categories", status: 200, ip: "127.0.0.1", msg: "request" },
      { level: 30, reqId: "trace-44", method: "GET", path: "/api/categories", status: 304, ip: "127.0.0.1", msg: "request" },
    ]);
    for (const line of lines) expect(line.ms).toBeGreaterThanOrEqual(0);
  });

  it("sends an API answer a policy that allows nothing, no nonce, and the headers that guard any response or document", async () => {
    for (const path of ["/api/categories", "/api/categories", "/api/no-such-thing"]) {
      const res = await get(path);
      expect(res.headers["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers).toMatchObject({
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "referrer-policy": "strict-origin-when-cross-origin",
        "cross-origin-resource-policy": "same-origin",
        // A quotation's PDF under /api opens as a page of its own: it keeps a document's guards.
        "cross-origin-opener-policy": "same-origin",
        "permissions-policy": "camera=(), microphone=(), geolocation=()",
        "cache-control": "no-store",
      });
    }
    // Everything else keeps the site's policy with a nonce.
    expect((await get("/healthz")).headers["content-security-policy"]).toContain("script-src 'self' 'nonce-");
  });
});
