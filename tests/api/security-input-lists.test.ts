/**
 * Hostile queries on the public lists: the product list, the search and the category pages never
 * answer more than their largest page, however they are asked.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getLoadContext } from "~/load-context";
import { loader as categoryLoader } from "~/routes/site/category";
import { loader as searchLoader } from "~/routes/site/search";
import { formatCountOf } from "#schemas/format";
import { SITE_PAGE_SIZE } from "~/lib/site-paging";
import { createTestApp } from "../helpers/app";
import { PUBLIC_PRODUCT_KEYS } from "./_support";
import { unique } from "../helpers/unique";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const t = await createTestApp();

describe("bounded public lists", () => {
  const MANY = 250;
  let category: { id: number; slug: string };
  let activeBefore: number;

  beforeAll(async () => {
    activeBefore = (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from products where status = 'active'`)).rows[0].n;
    const slug = unique("bulk");
    [category] = (
      await t.services.db.execute<{ id: number; slug: string }>(
        sql`insert into categories (name, slug, sort_order) values ('Bulk Slabs', ${slug}, 99) returning id, slug`,
      )
    ).rows;
    await t.services.db.execute(sql`
      insert into products (name, slug, category_id, description, price, unit, min_order_quantity, min_order_unit, status)
      select 'Qzbulk slab ' || i, ${slug} || '-' || i, ${category.id}, 'A bulk slab for the paging test.', 10 + i, 'Piece', 1, 'Pieces',
             (case when i % 50 = 0 then 'draft' else 'active' end)::product_status
      from generate_series(1, ${MANY}) as i`);
  });

  const activeMany = MANY - MANY / 50;

  it("GET /api/products answers at most 100 products, with the pagination of the whole list", async () => {
    const res = await t.request("/api/products");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(100);
    const total = activeBefore + activeMany;
    expect(body.pagination).toEqual({ page: 1, limit: 100, total, totalPages: Math.ceil(total / 100) });
    for (const key of PUBLIC_PRODUCT_KEYS) expect(body.data[0]).toHaveProperty(key);
  });

  it.each(["limit=500", "limit=100000", "limit=-1", "limit=abc", "limit=0", "limit=2.5", "page=-3&limit=1000"])(
    "an odd query (%s) still answers at most 100",
    async (query) => {
      const body = (await (await t.request(`/api/products?${query}`)).json()) as Json;
      expect(body.data.length).toBeLessThanOrEqual(100);
      expect(body.pagination.limit).toBe(100);
      expect(body.pagination.page).toBe(1);
    },
  );

  it("pages through one category: every active product once, in order, none of the drafts", async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = (await (await t.request(`/api/products?category=${category.slug}&page=${page}`)).json()) as Json;
      expect(body.pagination).toEqual({ page, limit: 100, total: activeMany, totalPages: 3 });
      expect(body.data).toHaveLength(page < 3 ? 100 : activeMany - 200);
      seen.push(...body.data.map((p: Json) => p.id as number));
    }
    expect(new Set(seen).size).toBe(activeMany);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const past = (await (await t.request(`/api/products?category=${category.slug}&page=4`)).json()) as Json;
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(activeMany);
  });

  it("a smaller limit and a search page alike", async () => {
    const body = (await (await t.request(`/api/products?search=qzbulk%20slab&limit=10&page=2`)).json()) as Json;
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toEqual({ page: 2, limit: 10, total: activeMany, totalPages: Math.ceil(activeMany / 10) });
  });

  const context = () => getLoadContext({ services: t.services, cspNonce: undefined, clientAddress: "127.0.0.1" });
  type SearchArgs = Parameters<typeof searchLoader>[0];
  type CategoryArgs = Parameters<typeof categoryLoader>[0];
  const search = (query: string) =>
    searchLoader({ request: new Request(`http://site.test/search?${query}`), params: {}, context: context() } as unknown as SearchArgs);
  const categoryPage = (query = "") =>
    categoryLoader({
      request: new Request(`http://site.test/${category.slug}${query}`),
      params: { category: category.slug },
      context: context(),
    } as unknown as CategoryArgs);

  it("the /search page shows one page of results with the total, and the next pages on ?page=", async () => {
    const first = await search("q=qzbulk");
    expect(first).toMatchObject({ q: "qzbulk", page: 1, total: activeMany, totalPages: Math.ceil(activeMany / SITE_PAGE_SIZE) });
    expect(first.results).toHaveLength(SITE_PAGE_SIZE);
    const second = await search("q=qzbulk&page=2");
    expect(second.page).toBe(2);
    expect(second.results).toHaveLength(SITE_PAGE_SIZE);
    expect(second.results.some((r) => first.results.some((f) => f.id === r.id))).toBe(false);
    // Past the end: the last page; an odd page: the first.
    const last = await search("q=qzbulk&page=999");
    expect(last.page).toBe(first.totalPages);
    expect(last.results).toHaveLength(activeMany - (first.totalPages - 1) * SITE_PAGE_SIZE);
    expect((await search("q=qzbulk&page=abc")).page).toBe(1);
  });

  it("a category page shows one page of its products with the total and the lowest price", async () => {
    const first = await categoryPage();
    expect(first.products).toHaveLength(SITE_PAGE_SIZE);
    expect(first).toMatchObject({
      page: 1,
      totalText: formatCountOf(activeMany, "product"),
      totalPages: Math.ceil(activeMany / SITE_PAGE_SIZE),
    });
    expect(first.metaDescription).toContain(" from ₹11, with sizes");
    const third = await categoryPage("?page=3");
    expect(third.page).toBe(3);
    expect(third.products[0].id).toBeGreaterThan(first.products[SITE_PAGE_SIZE - 1].id);
  });

  it("the home and products pages count each category's products in the database", async () => {
    const summaries = await t.services.catalogue.listCategorySummaries();
    const bulk = summaries.find((c) => c.slug === category.slug)!;
    expect(bulk).toEqual({ id: category.id, name: "Bulk Slabs", slug: category.slug, description: "", productCount: activeMany, image: null });
    expect(summaries.reduce((n, c) => n + c.productCount, 0)).toBe(activeBefore + activeMany);
  });
});
