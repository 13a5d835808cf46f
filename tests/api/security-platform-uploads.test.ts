/**
 * The uploads' and product images' defences, each attack replayed against the real app and
 * database: the uploads' own policy, the image-job queue, the per-user upload limit and the
 * cleanup of unused uploads, product images from other hosts, and long slugs.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runHousekeeping } from "../../server/housekeeping";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { createProduct, productInput } from "./_support";
import { rateKeys } from "./_rate-keys";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

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
