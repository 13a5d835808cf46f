/** The admin's product list (paging, counters, filters), its CSV export and one product of any status. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CSV_HEADER } from "../../server/features/catalogue/catalogue";
import { createStaffTestApp } from "../helpers/app";
import { createProduct } from "./_support";
import { uniqueName } from "../helpers/unique";
import { csvRow } from "../helpers/csv";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const { t, admin, manager } = await createStaffTestApp();

describe("GET /api/admin/products", () => {
  it("lists every status with paging and catalogue-wide counters", async () => {
    const res = await t.request("/api/admin/products?page=1&limit=5", { token: manager });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    const [counts] = (
      await t.services.db.execute<{ total: number; active: number; low: number }>(
        sql`select count(*)::int as total, (count(*) filter (where status = 'active'))::int as active, (count(*) filter (where stock = 'low-stock'))::int as low from products`,
      )
    ).rows;
    expect(body.data).toHaveLength(5);
    expect(body.pagination).toEqual({ page: 1, limit: 5, total: counts.total, totalPages: Math.ceil(counts.total / 5) });
    expect(body.summary).toEqual({ total: counts.total, active: counts.active, low_stock: counts.low });
    for (const key of ["status", "stock", "views", "created_at", "updated_at", "product_name", "category_name"]) expect(body.data[0]).toHaveProperty(key);
    const page2 = (await (await t.request("/api/admin/products?page=2&limit=5", { token: manager })).json()) as Json;
    expect(page2.data.map((p: Json) => p.id)).not.toContain(body.data[0].id);
  });

  it("filters by search, category, status and stock", async () => {
    const word = uniqueName("Zebra").split(" ")[1];
    const draft = await createProduct(t, admin, {
      product_name: `Kerb ${word}`,
      category_name: "Kerb Stone",
      category_slug: "kerb-stone",
      status: "draft",
      stock: "out-of-stock",
    });
    await createProduct(t, admin, { product_name: `Paver ${word}`, status: "active", stock: "in-stock" });
    const get = async (q: string) => ((await (await t.request(`/api/admin/products?${q}`, { token: admin })).json()) as Json).data.map((p: Json) => p.id);
    expect(await get(`search=${word}`)).toHaveLength(2);
    expect(await get(`search=${word}&status=draft`)).toEqual([draft.id]);
    expect(await get(`search=${word}&stock=out-of-stock`)).toEqual([draft.id]);
    expect(await get(`search=${word}&category=kerb-stone`)).toEqual([draft.id]);
    expect(await get(`search=${word}&category=no-such-category`)).toEqual([]);
    // unknown values are ignored rather than refused
    expect(await get(`search=${word}&status=bogus&stock=42&page=-3&limit=1e9`)).toHaveLength(2);
  });
});

describe("GET /api/admin/products/export", () => {
  it("answers a CSV attachment of the filtered products with a header row", async () => {
    const word = uniqueName("Csv").split(" ")[1];
    const p = await createProduct(t, admin, { product_name: `Csv, "quoted" ${word}`, price: 12, min_order_quantity: 10, min_order_unit: "Pieces" });
    const res = await t.request(`/api/admin/products/export?search=${word}`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(csvRow(CSV_HEADER));
    expect(lines[0]).toBe(csvRow(["ID", "Name", "Category", "Status", "Stock", "Price", "Unit", "Min Order", "Views", "Last Modified"]));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      csvRow([
        p.id,
        `Csv, "quoted" ${word}`,
        "Paver Blocks",
        "active",
        "in-stock",
        "12.00",
        "Piece",
        "10 Pieces",
        0,
        String(p.updated_at).replace(/\.\d{3}Z$/, "Z"),
      ]),
    );
  });

  it("defuses spreadsheet formulas in cells", async () => {
    const word = uniqueName("Formula").split(" ")[1];
    await createProduct(t, admin, {
      product_name: `=HYPERLINK("http://evil.example","x")${word}`,
      category_name: `@SUM(1+1) ${word}`,
      category_slug: undefined,
      unit: "+cmd",
      min_order_unit: "-2",
    });
    const text = await (await t.request(`/api/admin/products/export?search=${word}`, { token: admin })).text();
    const row = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n")[1];
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")${word}"`);
    expect(row).toContain(`,"'@SUM(1+1) ${word}",`);
    expect(row).toContain(`,"'+cmd",`);
    expect(row).not.toMatch(/[,;]"?[=+@-]/);
  });
});

describe("GET /api/admin/products/:id", () => {
  it("answers one product of any status, 404 for an unknown one", async () => {
    const p = await createProduct(t, admin, { status: "inactive" });
    const res = await t.request(`/api/admin/products/${p.id}`, { token: manager });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { id: p.id, status: "inactive" } });
    for (const id of ["999999", "0", "abc", "99999999999999999999"]) {
      const missing = await t.request(`/api/admin/products/${id}`, { token: manager });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ success: false });
    }
  });
});
