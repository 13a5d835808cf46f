import { describe, expect, it } from "vitest";
import { parseProductsAction } from "~/features/catalogue/products-action";
import { filtersFromParams } from "~/features/catalogue/products-data";
import { backToFirstPage, pageParam, settle } from "~/components/admin/route-data";

const pagination = (total: number) => ({ page: 3, limit: 10, total, totalPages: Math.ceil(total / 10) });

describe("admin route data", () => {
  it("reads the page from the address, page 1 for anything that is not a whole number above 1", () => {
    for (const [q, page] of [
      ["", 1],
      ["page=2", 2],
      ["page=0", 1],
      ["page=-3", 1],
      ["page=2.5", 1],
      ["page=abc", 1],
    ] as const)
      expect(pageParam(new URLSearchParams(q)), q).toBe(page);
  });

  it("goes back to page 1 of the same list, replacing the address, when a page past the end comes back empty", () => {
    const request = new Request("http://x/admin/messages?tab=new&page=3&search=kerb");
    let thrown: unknown;
    try {
      backToFirstPage(request, 3, { ok: true, data: { success: true, data: [], pagination: pagination(12) } });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.headers.get("Location")).toBe("/admin/messages?tab=new&search=kerb");
    expect(res.headers.get("X-Remix-Replace")).toBe("true");
  });

  it("stays on a page that has rows, on an empty list, on page 1 and after a failed read", () => {
    const request = new Request("http://x/admin/inquiries?page=3");
    expect(() => backToFirstPage(request, 3, { ok: true, data: { success: true, data: [{ id: 1 }], pagination: pagination(21) } })).not.toThrow();
    expect(() => backToFirstPage(request, 3, { ok: true, data: { success: true, data: [], pagination: pagination(0) } })).not.toThrow();
    expect(() => backToFirstPage(request, 1, { ok: true, data: { success: true, data: [], pagination: pagination(5) } })).not.toThrow();
    expect(() => backToFirstPage(request, 3, { ok: false })).not.toThrow();
  });

  it("settles a failed read into ok: false instead of rejecting", async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      await expect(settle("things", Promise.reject(new Error("boom")))).resolves.toEqual({ ok: false });
    } finally {
      console.error = quiet;
    }
    await expect(settle("things", Promise.resolve(5))).resolves.toEqual({ ok: true, data: 5 });
  });

  it("reads the product filters from the address, leaving out values the API does not know", () => {
    expect(filtersFromParams(new URLSearchParams("search=%20paver%20&category=kerb-stone&status=draft&stock=low-stock"))).toEqual({
      search: "paver",
      category: "kerb-stone",
      status: "draft",
      stock: "low-stock",
    });
    expect(filtersFromParams(new URLSearchParams("status=gone&stock=plenty"))).toEqual({ search: "", category: "", status: "", stock: "" });
  });

  it("accepts the products action's three intents and refuses anything else", () => {
    expect(parseProductsAction({ intent: "toggle-status", id: 4 })).toEqual({ intent: "toggle-status", id: 4 });
    expect(parseProductsAction({ intent: "delete", id: "7" })).toEqual({ intent: "delete", id: 7 });
    expect(parseProductsAction({ intent: "update", id: 2, values: { price: 5 } })).toEqual({ intent: "update", id: 2, values: { price: 5 } });
    expect(() => parseProductsAction({ intent: "archive", id: 2 })).toThrow();
    expect(() => parseProductsAction({ intent: "delete", id: 0 })).toThrow();
  });
});
