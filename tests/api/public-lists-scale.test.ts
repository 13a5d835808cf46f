/**
 * The public lists read only what they show, and answer what the plain queries would: the whole
 * catalogue in menu order (category order, then id), a category's page, a search's page with its
 * count, pages past the end, and the per-category counts of the home and products pages.
 * This file's database is its own.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getLoadContext } from "~/load-context";
import { SITE_PAGE_SIZE } from "~/lib/site-paging";
import { loader as categoryLoader } from "~/routes/site/category";
import { createTestApp, type TestApp } from "../helpers/app";
import { uniqueLetters } from "../helpers/unique";

let t: TestApp;
const word = `Qzscale${uniqueLetters()}`;
let first: { id: number; slug: string }, second: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  const add = async (name: string, slug: string, order: number) =>
    (
      await t.services.db.execute<{ id: number; slug: string }>(
        sql`insert into categories (name, slug, sort_order) values (${name}, ${slug}, ${order}) returning id, slug`,
      )
    ).rows[0];
  // Sort orders that put these two in the middle of the menu, the second before the first.
  second = await add(`${word} Tiles`, `${word.toLowerCase()}-tiles`, 4);
  first = await add(`${word} Slabs`, `${word.toLowerCase()}-slabs`, 5);
  for (const c of [first, second]) {
    await t.services.db.execute(sql`
      insert into products (name, slug, category_id, description, price, unit, min_order_quantity, min_order_unit, status, image_url)
      select ${word} || ' item ' || i, ${c.slug} || '-' || i, ${c.id}, 'Scale test product.', 10 + i, 'Piece', 1, 'Pieces',
             (case when i % 10 = 0 then 'draft' else 'active' end)::product_status,
             case when i > 3 then '/images/products/scale-' || i || '.webp' end
      from generate_series(1, 70) as i`);
  }
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const get = async (path: string) => (await (await t.request(path)).json()) as Json;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/** What the list was before it read by index: every active product, joined, in menu order, OFFSET. */
const plain = async (where: ReturnType<typeof sql>, limit: number, offset: number) =>
  ids(
    (
      await t.services.db.execute<{ id: number }>(sql`
        select p.id from products p join categories c on c.id = p.category_id
        where p.status = 'active' and ${where} order by c.sort_order, c.name, p.id limit ${limit} offset ${offset}`)
    ).rows,
  );

describe("GET /api/products at any size", () => {
  it("the whole catalogue: each page is the menu order's page, with the exact total", async () => {
    const [{ n }] = (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from products where status = 'active'`)).rows;
    const limit = 25;
    const pages = Math.ceil(n / limit);
    for (const page of [1, 2, Math.ceil(pages / 2), pages]) {
      const body = await get(`/api/products?limit=${limit}&page=${page}`);
      expect(ids(body.data), `page ${page}`).toEqual(await plain(sql`true`, limit, (page - 1) * limit));
      expect(body.pagination).toEqual({ page, limit, total: n, totalPages: pages });
    }
    const past = await get(`/api/products?limit=${limit}&page=${pages + 1}`);
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(n);
  });

  it("a search: the page and the count of its matches, also past the end; a category's name matches too", async () => {
    const body = await get(`/api/products?search=${word}%20item&limit=20&page=3`);
    expect(ids(body.data)).toEqual(await plain(sql`p.name ilike ${`%${word} item%`}`, 20, 40));
    expect(body.pagination).toEqual({ page: 3, limit: 20, total: 126, totalPages: 7 });
    const past = await get(`/api/products?search=${word}&limit=20&page=9`);
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(126);
    // "Tiles" is only in the category's name.
    const tiles = await get(`/api/products?search=${word}%20tiles&limit=100`);
    expect(tiles.pagination.total).toBe(63);
    expect(tiles.data.every((p: Json) => p.category_slug === second.slug)).toBe(true);
  });

  it("a category: id order, the count and the lowest price of its active products", async () => {
    const body = await get(`/api/products?category=${first.slug}&limit=10&page=2`);
    expect(ids(body.data)).toEqual(await plain(sql`p.category_id = ${first.id}`, 10, 10));
    expect(body.pagination).toEqual({ page: 2, limit: 10, total: 63, totalPages: 7 });
    expect((await get("/api/products?category=no-such-category")).pagination.total).toBe(0);
  });
});

describe("the category page and the category summaries", () => {
  const categoryPage = (slug: string, query = "") => {
    const context = getLoadContext({ services: t.services, cspNonce: undefined, clientAddress: "127.0.0.1" });
    return categoryLoader({
      request: new Request(`http://site.test/${slug}${query}`),
      params: { category: slug },
      context,
    } as unknown as Parameters<typeof categoryLoader>[0]);
  };

  it("shows one page, the count and the lowest price; past the last page, the last page", async () => {
    const pages = Math.ceil(63 / SITE_PAGE_SIZE);
    const firstPage = await categoryPage(first.slug);
    expect(firstPage).toMatchObject({ page: 1, totalText: "63 products", totalPages: pages });
    expect(firstPage.metaDescription).toContain(": 63 products from ₹11, with sizes");
    expect(ids(firstPage.products)).toEqual(await plain(sql`p.category_id = ${first.id}`, SITE_PAGE_SIZE, 0));
    const last = await categoryPage(first.slug, "?page=999");
    expect(last.page).toBe(pages);
    expect(ids(last.products)).toEqual(await plain(sql`p.category_id = ${first.id}`, SITE_PAGE_SIZE, (pages - 1) * SITE_PAGE_SIZE));
  });

  it("counts each category's active products and takes the picture of its first product with one", async () => {
    const summaries = await t.services.catalogue.listCategorySummaries();
    const mine = summaries.filter((c) => c.slug === first.slug || c.slug === second.slug);
    expect(mine.map((c) => c.slug)).toEqual([second.slug, first.slug]);
    expect(mine.map((c) => c.productCount)).toEqual([63, 63]);
    expect(mine.every((c) => c.image === "/images/products/scale-4.webp")).toBe(true);
  });
});
