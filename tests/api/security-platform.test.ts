/**
 * The platform's defences, each attack replayed against the real app and database: X-Forwarded-For
 * from clients that are not our proxy, a forged Host header in absolute links, the database
 * child's environment, and clients that send their request a byte at a time. The uploads and
 * product images: security-platform-uploads.test.ts.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loader as layoutLoader } from "../../app/routes/site/layout";
import { loader as robotsLoader } from "../../app/routes/site/robots";
import { loader as sitemapLoader } from "../../app/routes/site/sitemap";
import { getLoadContext, requestContext } from "../../app/load-context";
import { documentJsonLd } from "../../app/lib/json-ld.server";
import { pageMeta } from "../../app/lib/seo";
import { createNodeServer } from "../../server/core/http/node-server";
import { createTestApp, type TestApp } from "../helpers/app";
import { unique } from "../helpers/unique";
import { rateKeys } from "./_rate-keys";

describe("X-Forwarded-For is believed only from our proxies", () => {
  const wrongLogin = (t: TestApp, address: string, forwardedFor: string, n: number) =>
    t.request("/api/auth/login", {
      method: "POST",
      json: { email: `${unique(`nobody-${n}`)}@example.com`, password: "Wrong-password-123" },
      address,
      headers: { "x-forwarded-for": forwardedFor },
    });

  describe("TRUST_PROXY=true (a proxy on this machine)", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: "true" });
    });

    it("keys a client reaching the port directly on its socket address: rotating X-Forwarded-For does not escape the limit", async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i++) statuses.push((await wrongLogin(t, "203.0.113.9", `10.1.0.${i}`, i)).status);
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
      expect(await rateKeys(t, "login:")).toEqual(["login:203.0.113.9"]);
    });

    it("uses the address a loopback proxy forwards, and only the right-most one (the proxy's)", async () => {
      expect((await wrongLogin(t, "127.0.0.1", "1.2.3.4, 198.51.100.7", 1)).status).toBe(401);
      expect((await wrongLogin(t, "::ffff:127.0.0.1", "198.51.100.8", 2)).status).toBe(401);
      const keys = await rateKeys(t, "login:");
      expect(keys).toContain("login:198.51.100.7");
      expect(keys).toContain("login:198.51.100.8");
      expect(keys).not.toContain("login:1.2.3.4");
    });

    it("never makes a key of a forwarded value that is not an IP address", async () => {
      for (const [i, junk] of ["not-an-ip", "' or 1=1 --", "x".repeat(500), "198.51.100.9, not-an-ip"].entries()) {
        expect((await wrongLogin(t, "127.0.0.2", junk, i)).status).toBe(401);
      }
      const keys = await rateKeys(t, "login:");
      expect(keys).toContain("login:127.0.0.2");
      expect(keys.filter((k) => !/^login:[0-9a-f.:]+$/.test(k))).toEqual([]);
    });
  });

  it("TRUST_PROXY=<addresses and CIDRs>: walks through the listed proxies to the client", async () => {
    const t = await createTestApp({ TRUST_PROXY: "10.0.0.0/8,192.0.2.1" });
    await wrongLogin(t, "10.1.2.3", "6.6.6.6, 198.51.100.20, 192.0.2.1", 1);
    await wrongLogin(t, "203.0.113.10", "198.51.100.21", 2);
    expect(await rateKeys(t, "login:")).toEqual(["login:198.51.100.20", "login:203.0.113.10"]);
  });

  it("TRUST_PROXY=<hop count>: trusts that many proxies nearest the server", async () => {
    const t = await createTestApp({ TRUST_PROXY: "2" });
    await wrongLogin(t, "203.0.113.50", "6.6.6.6, 198.51.100.30, 192.0.2.77", 1);
    expect(await rateKeys(t, "login:")).toEqual(["login:198.51.100.30"]);
  });
});

describe("absolute links never come from the Host header", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // PUBLIC_URL unset, PORT 3000: the start address is http://localhost:3000
  });
  // What node-server hands React Router for `curl -H 'Host: evil.example' …`: a request URL on that host.
  const forged = (p: string) => new Request(`http://evil.example${p}`, { headers: { host: "evil.example" } });
  const args = (p: string) =>
    ({ request: forged(p), context: getLoadContext({ services: t.services, cspNonce: undefined, clientAddress: "203.0.113.1" }), params: {} }) as never;

  it("sitemap.xml and robots.txt point at the configured address", async () => {
    const sitemap = await (await sitemapLoader(args("/sitemap.xml"))).text();
    expect(sitemap).toContain("<loc>http://localhost:3000/</loc>");
    expect(sitemap).not.toContain("evil.example");
    const robots = await robotsLoader(args("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(robots).not.toContain("evil.example");
  });

  it("the canonical link, Open Graph tags and the business's JSON-LD point at the configured address", async () => {
    const loaderArgs = args("/gallery") as { context: ReturnType<typeof getLoadContext> };
    const layout = await layoutLoader(loaderArgs as never);
    expect(layout.siteUrl).toBe("http://localhost:3000");
    const jsonLd = documentJsonLd(loaderArgs.context.get(requestContext).jsonLd, { loaderData: { "routes/site/layout": layout }, errors: null });
    expect(jsonLd.join("")).toContain('"url":"http://localhost:3000/"');
    expect(jsonLd.join("")).not.toContain("evil.example");
    const tags = pageMeta(
      { location: { pathname: "/gallery" }, matches: [{ id: "routes/site/layout", loaderData: layout }] },
      { title: "Gallery", description: "Photos." },
    );
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "http://localhost:3000/gallery" });
    expect(tags).toContainEqual({ property: "og:url", content: "http://localhost:3000/gallery" });
    expect(JSON.stringify(tags)).not.toContain("evil.example");
  });

  it("uses PUBLIC_URL when it is set", async () => {
    const site = await createTestApp({ PUBLIC_URL: "https://www.cement.example" });
    const context = getLoadContext({ services: site.services, cspNonce: undefined, clientAddress: "203.0.113.1" });
    const robots = await robotsLoader({ request: forged("/robots.txt"), context, params: {} } as never).text();
    expect(robots).toContain("Sitemap: https://www.cement.example/sitemap.xml");
  });
});

describe("the embedded database does not see the app's secrets", () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)("its postmaster runs with the search path and locale only", async () => {
    // The app's role may not read the server's settings: the superuser's connection asks.
    const client = new pg.Client(inject("pgConnection"));
    await client.connect();
    const dir = (await client.query<{ data_directory: string }>("show data_directory").finally(() => client.end())).rows[0].data_directory;
    const pid = Number(fs.readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n")[0]);
    // Names only: the values stay unread.
    const names = fs
      .readFileSync(`/proc/${pid}/environ`, "utf8")
      .split("\0")
      .filter(Boolean)
      .map((entry) => entry.slice(0, entry.indexOf("=")));
    expect(names).toContain("PATH");
    expect(names.filter((n) => !["PATH", "LC_ALL", "TZ", "LD_LIBRARY_PATH"].includes(n))).toEqual([]);
  });
});

describe("slow clients cannot hold the server", () => {
  let server: ReturnType<typeof createNodeServer>;
  let port: number;
  beforeAll(async () => {
    server = createNodeServer(
      (req, res) => {
        req.resume();
        req.on("end", () => res.end("ok"));
      },
      { headersMs: 300, requestMs: 600, checkIntervalMs: 50 },
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Connect, send `first`, then one more piece every 50 ms; resolves with all the server said once it closes the connection. */
  function trickle(first: string, piece: string): Promise<string> {
    return new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      let answer = "";
      let timer: NodeJS.Timeout | undefined;
      socket.on("connect", () => {
        socket.write(first);
        timer = setInterval(() => socket.write(piece), 50);
      });
      socket.on("data", (d: Buffer) => (answer += d.toString()));
      socket.on("error", () => undefined); // a write after the server closed: expected
      socket.on("close", () => {
        clearInterval(timer);
        resolve(answer);
      });
    });
  }

  it("answers a normal request", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("ok");
  });

  it("answers 408 and hangs up on a client that trickles its headers", async () => {
    expect(await trickle("GET / HTTP/1.1\r\nHost: x\r\n", "X-Slow: a\r\n")).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("answers 408 and hangs up on a client that trickles its body", async () => {
    expect(await trickle("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n", "a")).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("defaults to 10 s for the headers and 30 s for the whole request", () => {
    const s = createNodeServer(() => undefined);
    expect([s.headersTimeout, s.requestTimeout, s.keepAliveTimeout]).toEqual([10_000, 30_000, 65_000]);
  });
});
