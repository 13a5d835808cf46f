import fs from "node:fs";
import { expect, test } from "@playwright/test";
import type { AdminProduct } from "#schemas/wire";
import { adminToken, createProductByApi, loginAsAdmin, openAdminScreen, toastWith } from "./admin-helpers";
import { cards, search } from "./admin-product-list";
import { uniqueSuffix } from "../helpers/unique";
import { queryE2E } from "./db";

/**
 * Admin products journeys over the whole list: the CSV export, the side panel's counts, paging and Retry,
 * and the page, search and filters kept in the address. Each test makes its own products through the API in
 * a category of its own, so tests running beside it do not disturb it.
 */
test.describe.configure({ timeout: 180_000 });

test("Export Products downloads exactly the listed products as CSV, then says so", async ({ page, request }) => {
  const tag = uniqueSuffix("export");
  const token = await adminToken(request);
  const category = `Export ${tag}`;
  const made = [
    await createProductByApi(request, token, { product_name: `${tag} One`, category_name: category, status: "active" }),
    await createProductByApi(request, token, { product_name: `${tag} Two`, category_name: category, status: "inactive" }),
    await createProductByApi(request, token, { product_name: `${tag} Three`, category_name: category, status: "active", stock: "low-stock" }),
  ];
  await loginAsAdmin(page, "/admin/products");
  await page.getByRole("combobox", { name: "Filter by category" }).selectOption({ label: category });
  await expect(cards(page)).toHaveCount(3);

  const exportRows = async () => {
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export Products" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    const lines = text.split(/\r?\n/).filter(Boolean);
    // Every cell is quoted: the first cell of a row is "<id>".
    return { header: lines[0], ids: lines.slice(1).map((l) => Number(l.split(",")[0].replace(/"/g, ""))), text };
  };
  const listedIds = async () => (await cards(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-product-id"))))).sort((a, b) => a - b);

  const all = await exportRows();
  await expect(toastWith(page, "Products exported successfully!")).toBeVisible();
  expect(all.header.toLowerCase()).toContain("id");
  expect(all.ids.sort((a, b) => a - b)).toEqual(made.map((m) => m.id).sort((a, b) => a - b));
  expect(all.ids.sort((a, b) => a - b)).toEqual(await listedIds());
  for (const m of made) expect(all.text).toContain(m.product_name);

  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await page.getByRole("combobox", { name: "Filter by status" }).selectOption("active");
  await expect(cards(page)).toHaveCount(2);
  const active = await exportRows();
  expect(active.ids.sort((a, b) => a - b)).toEqual(await listedIds());
  expect(active.ids).not.toContain(made[1].id);
});

test("the side panel counts the catalogue and links to Add Product", async ({ page }) => {
  const counts = () =>
    queryE2E<{ total: number; active: number; low_stock: number }>(
      "select count(*)::int as total, (count(*) filter (where status = 'active'))::int as active, (count(*) filter (where stock = 'low-stock'))::int as low_stock from products",
    ).then((r) => r[0]);
  await loginAsAdmin(page, "/admin/products");
  const counter = (label: string) => page.getByRole("listitem").filter({ hasText: label });
  const shown = async (label: string) => Number((await counter(label).innerText()).replace(/\D/g, ""));
  // Other journeys add and delete products meanwhile (a product can come and go between two
  // readings): the screen must show exactly what the database held while nothing changed, so a
  // reading with a change in the middle is taken again.
  await expect(async () => {
    const before = await counts();
    await page.reload();
    await expect(counter("Total Products")).toContainText(/\d/);
    const ui = { total: await shown("Total Products"), active: await shown("Active Products"), low_stock: await shown("Low Stock Items") };
    const after = await counts();
    expect(after).toEqual(before);
    expect(ui).toEqual(after);
  }).toPass({ timeout: 30_000 });

  await page.getByRole("link", { name: "Add New Product" }).click();
  await expect(toastWith(page, "Navigating to Add Product...")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/add-product$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add New Product" })).toBeVisible();
});

test("lists 24 products a page with a pager, and offers Retry when loading fails", async ({ page, request }) => {
  const tag = uniqueSuffix("paging");
  const token = await adminToken(request);
  const category = `Paging ${tag}`;
  for (let i = 1; i <= 25; i++)
    await createProductByApi(request, token, { product_name: `${tag} Item ${String(i).padStart(2, "0")}`, category_name: category });

  await loginAsAdmin(page, "/admin/dashboard");
  const isList = (url: URL) => url.pathname === "/api/admin/products";
  await page.route(isList, (route) => route.abort());
  await page.goto("/admin/products");
  await expect(page.getByText("Failed to load products")).toBeVisible();
  await page.unroute(isList);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Failed to load products")).toHaveCount(0);

  await page.getByRole("combobox", { name: "Filter by category" }).selectOption({ label: category });
  await expect(page.getByText("25 products")).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  const pager = page.getByRole("navigation", { name: "Product pages" });
  await pager.getByRole("button", { name: "Page 2" }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await pager.getByRole("button", { name: "First page" }).click();
  await expect(cards(page)).toHaveCount(24);
});

test("page, search and filters live in the address: Reload and Back bring them back @phone", async ({ page, request }) => {
  const tag = uniqueSuffix("url");
  const token = await adminToken(request);
  const category = `Address ${tag}`;
  const made: AdminProduct[] = [];
  for (let i = 1; i <= 26; i++) {
    made.push(
      await createProductByApi(request, token, { product_name: `${tag} Item ${String(i).padStart(2, "0")}`, category_name: category, status: "inactive" }),
    );
  }
  await createProductByApi(request, token, { product_name: `${tag} Active`, category_name: category, status: "active" });
  const slug = made[0].category_slug;

  await loginAsAdmin(page, "/admin/products");
  const searchBox = page.getByRole("searchbox", { name: "Search products" });
  const categorySelect = page.getByRole("combobox", { name: "Filter by category" });
  const statusSelect = page.getByRole("combobox", { name: "Filter by status" });
  const pager = page.getByRole("navigation", { name: "Product pages" });

  // One burst of typing is one history entry: its first search adds it, the searches after replace it.
  await search(page, `${tag} Item`);
  await expect(page.getByText("26 products")).toBeVisible();
  await search(page, tag);
  await expect(page.getByText("27 products")).toBeVisible();
  await categorySelect.selectOption({ label: category });
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await statusSelect.selectOption("inactive");
  await expect(page.getByText("26 products")).toBeVisible();
  await pager.getByRole("button", { name: "Page 2" }).click();
  await expect(cards(page)).toHaveCount(2);

  const expectSecondPage = async () => {
    await expect(searchBox).toHaveValue(tag);
    await expect(categorySelect).toHaveValue(slug);
    await expect(statusSelect).toHaveValue("inactive");
    await expect(page.getByText("26 products")).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  };
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await page.reload();
  await expectSecondPage();

  await pager.getByRole("button", { name: "First page" }).click();
  await expect(cards(page)).toHaveCount(24);
  await page.goBack();
  await expectSecondPage();

  // Away to another screen and back again.
  await openAdminScreen(page, "Dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.goBack();
  await expectSecondPage();

  // Back through the filters to the search, then to the list as it was before the search.
  await page.goBack();
  await expect(statusSelect).toHaveValue("inactive");
  await expect(cards(page)).toHaveCount(24);
  await page.goBack();
  await expect(statusSelect).toHaveValue("");
  await expect(categorySelect).toHaveValue(slug);
  await page.goBack();
  await expect(categorySelect).toHaveValue("");
  await expect(searchBox).toHaveValue(tag);
  await expect(page.getByText("27 products")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(searchBox).toHaveValue("");
  // The whole catalogue: the 27 made here and the demo products.
  await expect(page.getByText(/^\d+ products$/)).toHaveText(/^(?!27 )\d+ products$/);
});
