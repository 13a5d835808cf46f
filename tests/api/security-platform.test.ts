/**
 * The platform's defences, each attack replayed against the real app and database: X-Forwarded-For
 * from clients that are not our proxy, a forged Host header in absolute links, the uploads'
 * own policy, the image-job queue, the per-user upload limit and the cleanup of unused uploads,
 * product images from other hosts, the database child's environment, long slugs, and clients
 * that send their request a byte at a time.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import net from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loader as layoutLoader } from "../../app/routes/site/layout";
import { loader as robotsLoader } from "../../app/routes/site/robots";
import { loader as sitemapLoader } from "../../app/routes/site/sitemap";
import { getLoadContext, requestContext } from "../../app/load-context";
import { documentJsonLd } from "../../app/lib/json-ld.server";
import { pageMeta } from "../../app/lib/seo";
import { runHousekeeping } from "../../server/housekeeping";
import { createNodeServer } from "../../server/core/http/node-server";
import { createStaffTestApp, createTestApp, type TestApp } from "../helpers/app";
import { createProduct, productInput } from "./_support";
import { unique } from "../helpers/unique";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const rateKeys = async (t: TestApp, prefix: string) =>
  (await t.services.db.execute<{ key: string }>(sql`select key from rate_limits where key like ${`${prefix}%`} order by key`)).rows.map((r) => r.key);

/** Wait for a condition the code under test reaches by itself (no fixed sleeps): check again after each turn of the event loop. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

/** A promise and the function that settles it. */
function gate() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const pngBytes = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: "#777" } })
    .png()
    .toBuffer();

function uploadAs(t: TestApp, token: string, bytes: Uint8Array, address?: string) {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart], { type: "image/png" }), "x.png");
  return t.request("/api/uploads", { method: "POST", token, body: form, address });
}

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

/** The staff test app with the default settings, shared by the uploads and product image tests. */
const defaultStaff = await createStaffTestApp();

describe("uploads", () => {
  const { t, admin } = defaultStaff;

  it("answers every /uploads file with its own policy, not the site's", async () => {
    const stored = ((await (await uploadAs(t, admin, await pngBytes())).json()) as Json).data;
    const res = await t.request(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const missing = await t.request("/uploads/0123456789abcdef0123456789abcdef-800.webp");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    // Pages keep the site-wide policy.
    expect((await t.request("/healthz")).headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-");
  });

  it("processes two images at a time: a third upload waits for a free slot, then completes", async () => {
    const queue = t.services.uploads.queue;
    const held = [gate(), gate()];
    const holders = held.map((g) => queue.run(() => g.promise));
    expect(queue.running).toBe(2);
    let answered = false;
    const pending = Promise.resolve(uploadAs(t, admin, await pngBytes(50, 50))).then((res) => ((answered = true), res));
    await until(() => queue.waiting === 1);
    expect(answered).toBe(false);
    held[0].resolve();
    const res = await pending;
    expect(res.status).toBe(201);
    expect(queue.running).toBe(1);
    held[1].resolve();
    await Promise.all(holders);
    expect(queue.running).toBe(0);
  });

  it("limits uploads per staff member per hour, whatever address they come from (429 with Retry-After)", async () => {
    const s = await createStaffTestApp({ RATE_LIMIT_UPLOADS: "3" });
    const png = await pngBytes();
    for (let i = 0; i < 3; i++) expect((await uploadAs(s.t, s.manager, png, `198.51.100.${i + 1}`)).status).toBe(201);
    const refused = await uploadAs(s.t, s.manager, png, "198.51.100.99");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(((await refused.json()) as Json).success).toBe(false);
    // Another staff member has a count of their own.
    expect((await uploadAs(s.t, s.admin, png)).status).toBe(201);
    const me = (await (await s.t.request("/api/auth/me", { token: s.manager })).json()) as Json;
    expect(await rateKeys(s.t, "upload:")).toContain(`upload:${me.data.id}`);
  });

  describe("cleanup of unused uploads", () => {
    let g: { t: TestApp; admin: string };
    const dataDir = `.tmp/vitest-uploads-gc-${process.pid}`;
    beforeAll(async () => {
      g = await createStaffTestApp({ DATA_DIR: dataDir });
    });
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const dayAndAHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    /** The stored variants of an upload (in the shared store, upload_files). */
    const filesOf = async (url: string) => {
      const id = path.basename(url).split("-")[0];
      const { rows } = await g.t.services.db.execute<{ name: string }>(sql`select name from upload_files where name like ${`${id}-%`} order by name`);
      return rows.map((r) => r.name);
    };
    const age = async (names: string[]) => {
      await g.t.services.db.execute(
        sql`update upload_files set created_at = ${dayAndAHourAgo.toISOString()}::timestamptz where name = any(${`{${names.join(",")}}`}::text[])`,
      );
    };
    const ageOnDisk = (names: string[]) => names.forEach((n) => fs.utimesSync(path.join(g.t.config.uploadDir, n), dayAndAHourAgo, dayAndAHourAgo));
    const housekeeping = () => runHousekeeping(g.t.services.db, { uploadDir: g.t.config.uploadDir, uploadFiles: g.t.services.uploads.files });

    it("deletes every width of an upload no product uses once it is a day old; keeps used, recent and foreign files", async () => {
      const wide = await pngBytes(1000, 500); // three widths: 400, 800, 1600
      const upload = async () => ((await (await uploadAs(g.t, g.admin, wide)).json()) as Json).data as { url: string };
      const used = await upload();
      const unused = await upload();
      const recent = await upload();
      await createProduct(g.t, g.admin, { image_url: used.url });
      expect(await filesOf(unused.url)).toHaveLength(3);
      // An older version's upload interrupted while writing, left on disk.
      const leftover = ".ffffffffffffffffffffffffffffffff-400.webp.tmp";
      fs.writeFileSync(path.join(g.t.config.uploadDir, leftover), "half-written");
      fs.writeFileSync(path.join(g.t.config.uploadDir, "README.txt"), "not ours");
      await age([...(await filesOf(used.url)), ...(await filesOf(unused.url))]);
      ageOnDisk([leftover, "README.txt"]);

      const result = await housekeeping();
      expect(result).toMatchObject({ skipped: false, uploads: 4 });
      expect(await filesOf(unused.url)).toEqual([]);
      expect((await g.t.request(unused.url)).status).toBe(404);
      expect(await filesOf(used.url)).toHaveLength(3);
      expect(await filesOf(recent.url)).toHaveLength(3);
      const left = fs.readdirSync(g.t.config.uploadDir);
      expect(left).toContain("README.txt");
      expect(left).not.toContain(leftover);
      expect((await g.t.request(used.url)).status).toBe(200);
    });

    it("keeps the uploads the site's content refers to: a category's image, a content document, a team photo, a gallery image, a project's image", async () => {
      const small = await pngBytes(300, 200);
      const upload = async () => ((await (await uploadAs(g.t, g.admin, small)).json()) as Json).data as { url: string };
      const [category, document, team, gallery, project, unused] = [
        await upload(),
        await upload(),
        await upload(),
        await upload(),
        await upload(),
        await upload(),
      ];
      const db = g.t.services.db;
      await db.execute(sql`update categories set image_url = ${category.url} where slug = 'paver-blocks'`);
      await db.execute(sql`update site_content set value = jsonb_set(value, '{slides,0,image}', to_jsonb(${document.url}::text)) where key = 'home'`);
      await db.execute(sql`insert into team_members (name, position, photo_url) values ('Kept Photo', 'Tester', ${team.url})`);
      await db.execute(sql`insert into gallery_images (title, alt, category, image_url) values ('Kept', 'A kept image', 'products', ${gallery.url})`);
      await db.execute(
        sql`insert into projects (slug, title, images) values ('kept-images', 'Kept', ${JSON.stringify([{ url: project.url, caption: "", alt: "Kept" }])}::jsonb)`,
      );
      const all = [category, document, team, gallery, project, unused];
      for (const u of all) await age(await filesOf(u.url));

      await housekeeping();
      for (const kept of [category, document, team, gallery, project]) expect(await filesOf(kept.url), kept.url).toHaveLength(2);
      expect(await filesOf(unused.url)).toEqual([]);
    });
  });
});

describe("product images come only from our own storage or IMAGE_HOSTS", () => {
  const { t, admin } = defaultStaff;

  it("refuses an image on another host (create and edit), naming the field", async () => {
    const created = await t.request("/api/products", { method: "POST", token: admin, json: productInput({ image_url: "https://tracker.example/pixel.png" }) });
    expect(created.status).toBe(400);
    const body = (await created.json()) as Json;
    expect(body.fieldErrors.image_url).toMatch(/^Use an image uploaded here/);
    expect(body.error).toBe(body.fieldErrors.image_url);

    const product = await createProduct(t, admin, { image_url: "/images/products/paver-block.webp" });
    const edited = await t.request(`/api/products/${product.id}`, { method: "PATCH", token: admin, json: { image_url: "https://tracker.example/pixel.png" } });
    expect(edited.status).toBe(400);
    expect(((await edited.json()) as Json).fieldErrors.image_url).toMatch(/^Use an image uploaded here/);
    const plainHttp = await t.request(`/api/products/${product.id}`, {
      method: "PATCH",
      token: admin,
      json: { image_url: "http://tracker.example/pixel.png" },
    });
    expect(plainHttp.status).toBe(400);
  });

  it("accepts our uploads and bundled images, and lets pages load images from this site only", async () => {
    const stored = ((await (await uploadAs(t, admin, await pngBytes())).json()) as Json).data;
    expect((await createProduct(t, admin, { image_url: stored.url })).image_url).toBe(stored.url);
    expect((await createProduct(t, admin, { image_url: "/images/placeholder.webp" })).image_url).toBe("/images/placeholder.webp");
    const csp = (await t.request("/healthz")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).not.toMatch(/img-src[^;]*https:/);
  });

  it("accepts https images on the hosts IMAGE_HOSTS lists, and the CSP allows exactly those", async () => {
    const s = await createStaffTestApp({ IMAGE_HOSTS: "images.cement.example" });
    expect((await createProduct(s.t, s.admin, { image_url: "https://images.cement.example/p/1.webp" })).image_url).toBe(
      "https://images.cement.example/p/1.webp",
    );
    const other = await s.t.request("/api/products", {
      method: "POST",
      token: s.admin,
      json: productInput({ image_url: "https://tracker.example/pixel.png" }),
    });
    expect(other.status).toBe(400);
    expect(((await other.json()) as Json).fieldErrors.image_url).toBe("Use an image uploaded here, or an https address on images.cement.example");
    expect((await s.t.request("/healthz")).headers.get("content-security-policy")).toContain("img-src 'self' data: blob: https://images.cement.example;");
  });

  it("keeps slugs to 100 characters", async () => {
    const res = await t.request("/api/products", { method: "POST", token: admin, json: productInput({ category_slug: "a".repeat(101) }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors.category_slug).toBe("Category slug is too long (at most 100 characters)");
    const product = await t.request("/api/products", { method: "POST", token: admin, json: productInput({ product_slug: "b".repeat(5000) }) });
    expect(product.status).toBe(400);
    expect(((await product.json()) as Json).fieldErrors.product_slug).toBe("Product slug is too long (at most 100 characters)");
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
