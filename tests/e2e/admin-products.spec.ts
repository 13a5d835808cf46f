import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { AdminProduct } from "#schemas/wire";
import { adminToken, createManager, createProductByApi, gotoAdmin, loginAs, loginAsAdmin, openAdminScreen, toastWith } from "./admin-helpers";
import { expectTextsIn } from "./admin-form";
import { expectNoSeriousA11yViolations } from "./a11y";
import { catalogueChanged, createCategory } from "./catalogue-data";
import { uniqueSuffix } from "../helpers/unique";
import { queryE2E } from "./db";

/**
 * Admin products journeys. Each test makes its own products through the API, in a category of its
 * own or with a unique word in their names, and narrows the list to them, so tests running beside
 * it (which add, change and delete products) do not disturb it.
 */
test.describe.configure({ timeout: 180_000 });

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const cards = (page: Page) => page.getByRole("region", { name: "Product list" }).getByRole("article");

/** The list shows exactly this test's products `names` (each named after the test's `tag`). */
async function expectOnly(page: Page, tag: string, names: string[]) {
  await expect(cards(page)).toHaveCount(names.length);
  for (const name of names) await expect(card(page, `${tag} ${name}`)).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search products" }).fill(text);
}

/** A product of one test's own, made through the API and named `name` and a fresh tag; with that tag. */
async function productOfItsOwn(request: APIRequestContext, label: string, name: string, fields: Record<string, unknown>) {
  const tag = uniqueSuffix(label);
  const p = await createProductByApi(request, await adminToken(request), { product_name: `${name} ${tag}`, ...fields });
  return { tag, p };
}

/** Signs in and narrows the list to one test's products by its `tag`. */
async function listOwn(page: Page, tag: string) {
  await loginAsAdmin(page, "/admin/products");
  await search(page, tag);
}

/** Presses the `action` button on the product `p`'s card. */
async function pressOnCard(page: Page, p: AdminProduct, action: "View" | "Edit") {
  await card(page, p.product_name)
    .getByRole("button", { name: `${action} ${p.product_name}` })
    .click();
}

test("search, category, status and stock filters narrow the list; clearing them shows everything again", async ({ page, request }) => {
  const tag = uniqueSuffix("filters");
  const token = await adminToken(request);
  const category = `Filters ${tag}`;
  const make = (name: string, status: string, stock: string) =>
    createProductByApi(request, token, { product_name: `${tag} ${name}`, category_name: category, status, stock });
  await make("Alpha", "active", "in-stock");
  await make("Beta", "inactive", "low-stock");
  await make("Gamma", "draft", "out-of-stock");
  await make("Delta", "active", "low-stock");

  await loginAsAdmin(page, "/admin/products");
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expect(page.getByText("Manage your product catalog")).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveAttribute("placeholder", "Search products...");

  await search(page, tag);
  await expect(cards(page)).toHaveCount(4);
  await search(page, `${tag} Gamma`);
  await expectOnly(page, tag, ["Gamma"]);
  await search(page, `${tag}nomatch`);
  await expect(page.getByText("No products found")).toBeVisible();
  await search(page, "");

  const categorySelect = page.getByRole("combobox", { name: "Filter by category" });
  await expect(categorySelect.locator("option").first()).toHaveText("All Categories");
  await categorySelect.selectOption({ label: category });
  await expect(cards(page)).toHaveCount(4);

  const filterButton = page.getByRole("button", { name: "Filter", exact: true });
  const statusSelect = page.getByRole("combobox", { name: "Filter by status" });
  const stockSelect = page.getByRole("combobox", { name: "Filter by stock" });
  await expect(filterButton).toHaveAttribute("aria-expanded", "false");
  await expect(statusSelect).toBeHidden();
  await filterButton.click();
  await expect(filterButton).toHaveAttribute("aria-expanded", "true");
  await statusSelect.selectOption("inactive");
  await expectOnly(page, tag, ["Beta"]);

  await statusSelect.selectOption("");
  await stockSelect.selectOption("low-stock");
  await expectOnly(page, tag, ["Beta", "Delta"]);

  await statusSelect.selectOption("active");
  await expectOnly(page, tag, ["Delta"]);

  await stockSelect.selectOption("out-of-stock");
  await statusSelect.selectOption("draft");
  await expectOnly(page, tag, ["Gamma"]);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(categorySelect).toHaveValue("");
  await expect(statusSelect).toHaveValue("");
  await expect(stockSelect).toHaveValue("");
  // The demo catalogue alone has more than four products.
  await expect.poll(() => cards(page).count()).toBeGreaterThan(4);
});

test("a card shows the product, falls back to the placeholder image, and clicking selects it", async ({ page, request }) => {
  const tag = uniqueSuffix("card");
  const token = await adminToken(request);
  // Its image is missing on purpose: a category of its own, so no category page other journeys measure
  // shows it, with a real image of its own, so the home page and /products (whose category cards fall
  // back to a product's image) never draw the missing one.
  const own = await createCategory("Card Pavers");
  await queryE2E("update categories set image_url = '/images/placeholder.webp' where id = $1", [own.id]);
  await catalogueChanged(own.slug);
  const first = await createProductByApi(request, token, {
    product_name: `Interlocking Paver ${tag}`,
    category_name: own.name,
    category_slug: own.slug,
    description: "Zig-zag 60 mm paver for society compounds.",
    price: 45,
    unit: "Piece",
    stock: "low-stock",
    image_url: "/images/products/missing-image-for-e2e.webp",
  });
  const second = await createProductByApi(request, token, {
    product_name: `Kerb Stone ${tag}`,
    category_name: "Kerb Stone",
    category_slug: "kerb-stone",
    price: 180.5,
    unit: "Piece",
    status: "draft",
  });
  await queryE2E("update products set views = 1234 where id = $1", [first.id]);

  await loginAsAdmin(page, "/admin/products");
  await search(page, tag);
  await expect(cards(page)).toHaveCount(2);
  const c = card(page, first.product_name);
  await expect(c.getByRole("heading", { name: first.product_name })).toBeVisible();
  await expect(c).toContainText(`#${String(first.id).padStart(6, "0")}`);
  await expectTextsIn(c, ["Active", "Zig-zag 60 mm paver for society compounds.", "₹45 per Piece", "low stock", "1,234 views"]);
  const day = await page.evaluate(
    (iso) => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" }).format(new Date(iso)),
    first.updated_at,
  );
  await expect(c).toContainText(`Updated ${day}`);
  await expect(c.locator("img")).toHaveAttribute("src", "/images/placeholder.webp");
  await expect(card(page, second.product_name)).toContainText("₹180.5 per Piece");
  await expect(card(page, second.product_name)).toContainText("Draft");
  await expect(card(page, second.product_name).getByRole("button", { name: `Activate ${second.product_name}` })).toBeVisible();
  for (const action of ["View", "Edit", "Delete", "Deactivate"]) {
    await expect(c.getByRole("button", { name: `${action} ${first.product_name}` })).toBeVisible();
  }

  // Clicking the card selects it; one product is selected at a time.
  const firstToggle = c.getByRole("button", { name: first.product_name, exact: true });
  const secondToggle = card(page, second.product_name).getByRole("button", { name: second.product_name, exact: true });
  await expect(firstToggle).toHaveAttribute("aria-pressed", "false");
  await c.getByText("Zig-zag 60 mm paver").click();
  await expect(firstToggle).toHaveAttribute("aria-pressed", "true");
  await card(page, second.product_name).getByText("₹180.5 per Piece").click();
  await expect(secondToggle).toHaveAttribute("aria-pressed", "true");
  await expect(firstToggle).toHaveAttribute("aria-pressed", "false");
  // From the keyboard: the name is a toggle button.
  await firstToggle.focus();
  await page.keyboard.press("Enter");
  await expect(firstToggle).toHaveAttribute("aria-pressed", "true");
});

test("the view modal shows every field and the specifications", async ({ page, request }) => {
  const { tag, p } = await productOfItsOwn(request, "view", "Hollow Block", {
    category_name: "Concrete Blocks",
    category_slug: "concrete-blocks",
    description: "Hollow 8 inch block for partition walls.",
    price: 65,
    unit: "Piece",
    min_order_quantity: 500,
    min_order_unit: "Pieces",
    material: "Cement concrete",
    size: "400 x 200 x 200 mm",
    compressive_strength: "M7.5",
  });
  await listOwn(page, tag);
  await pressOnCard(page, p, "View");
  const dialog = page.getByRole("dialog", { name: p.product_name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`#${String(p.id).padStart(6, "0")}`);
  await expectTextsIn(dialog, ["Concrete Blocks", "₹65 per Piece", "500 Pieces", "Hollow 8 inch block for partition walls.", "in stock", "Active"]);
  const specs = dialog.getByRole("region", { name: "Specifications" });
  await expectTextsIn(specs, ["Material", "Cement concrete", "Dimensions", "400 x 200 x 200 mm", "Compressive Strength", "M7.5"]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("editing checks name and price, stores the changes and replaces the card @phone", async ({ page, request }) => {
  const { tag, p } = await productOfItsOwn(request, "edit", "Fencing Pole", {
    category_name: "Fencing Poles",
    category_slug: "fencing-poles",
    price: 420,
  });
  await listOwn(page, tag);
  await pressOnCard(page, p, "Edit");
  const dialog = page.getByRole("dialog", { name: `Edit ${p.product_name}` });
  const name = dialog.getByRole("textbox", { name: "Product Name" });
  const price = dialog.getByRole("spinbutton", { name: "Price (₹)" });
  await expect(name).toHaveValue(p.product_name);
  await expect(price).toHaveValue("420");

  await name.fill("  ");
  await price.fill("");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(name).toHaveAccessibleDescription("Product name is required");
  await expect(price).toHaveAccessibleDescription("Product price is required");
  await expect(dialog.getByText("Product name is required")).toBeVisible();
  await expect(dialog.getByText("Product price is required")).toBeVisible();

  // A failed save keeps the form and says so inside the modal.
  const newName = `Fencing Pole 8ft ${tag}`;
  await name.fill(newName);
  await price.fill("99.5");
  await page.route(`**/api/products/${p.id}`, (route) =>
    route.request().method() === "PATCH" ? route.fulfill({ status: 500, json: { success: false, error: "boom" } }) : route.fallback(),
  );
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Failed to update product. Please try again.")).toBeVisible();
  await expect(name).toHaveValue(newName);
  await page.unroute(`**/api/products/${p.id}`);

  await dialog.getByRole("combobox", { name: "Stock" }).selectOption("low-stock");
  await dialog.getByRole("textbox", { name: "Description" }).fill("Y-angle pole for barbed wire fencing.");
  await dialog.getByText("Specifications").click();
  await dialog.getByRole("textbox", { name: "Material", exact: true }).fill("RCC with 4 mm wire");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, `${newName} updated successfully!`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, newName)).toContainText("₹99.5 per Piece");
  await expect(card(page, newName)).toContainText("low stock");
  await expect(card(page, p.product_name)).toHaveCount(0);

  const [row] = await queryE2E<{ name: string; price: string; stock: string; description: string; material: string }>(
    "select name, price, stock, description, specs->>'material' as material from products where id = $1",
    [p.id],
  );
  expect(row).toEqual({
    name: newName,
    price: "99.50",
    stock: "low-stock",
    description: "Y-angle pole for barbed wire fencing.",
    material: "RCC with 4 mm wire",
  });
});

test("deleting needs DELETE typed in capitals, then removes the product", async ({ page, request }) => {
  const tag = uniqueSuffix("del");
  const token = await adminToken(request);
  const p = await createProductByApi(request, token, { product_name: `Old Paver ${tag}`, category_name: "Paver Blocks", category_slug: "paver-blocks" });
  const keep = await createProductByApi(request, token, { product_name: `Kept Paver ${tag}`, category_name: "Paver Blocks", category_slug: "paver-blocks" });
  await loginAsAdmin(page, "/admin/products");
  await search(page, tag);
  await expect(cards(page)).toHaveCount(2);
  await card(page, p.product_name)
    .getByRole("button", { name: `Delete ${p.product_name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Delete product" });
  const confirmBox = dialog.getByRole("textbox", { name: 'Type "DELETE" to confirm' });
  await confirmBox.fill("delete");
  await dialog.getByRole("button", { name: "Delete Product" }).click();
  await expect(confirmBox).toHaveAccessibleDescription('Please type "DELETE" in capital letters to confirm');
  expect(await queryE2E("select 1 from products where id = $1", [p.id])).toHaveLength(1);

  await confirmBox.fill("DELETE");
  await dialog.getByRole("button", { name: "Delete Product" }).click();
  await expect(toastWith(page, `${p.product_name} deleted successfully!`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, p.product_name)).toHaveCount(0);
  await expect(card(page, keep.product_name)).toBeVisible();
  expect(await queryE2E("select 1 from products where id = $1", [p.id])).toHaveLength(0);
});

test("a manager is refused a delete and sees the server's reason", async ({ page, request }) => {
  const tag = uniqueSuffix("mgrdel");
  const token = await adminToken(request);
  const p = await createProductByApi(request, token, { product_name: `Protected ${tag}`, category_name: "Kerb Stone", category_slug: "kerb-stone" });
  const manager = await createManager(request);
  await loginAs(page, manager.email, manager.password);
  await gotoAdmin(page, "/admin/products");
  await search(page, tag);
  await card(page, p.product_name)
    .getByRole("button", { name: `Delete ${p.product_name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Delete product" });
  await dialog.getByRole("textbox", { name: 'Type "DELETE" to confirm' }).fill("DELETE");
  await dialog.getByRole("button", { name: "Delete Product" }).click();
  await expect(dialog.getByText("You do not have permission to do this")).toBeVisible();
  expect(await queryE2E("select 1 from products where id = $1", [p.id])).toHaveLength(1);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, p.product_name)).toBeVisible();
});

test("deactivating and activating toasts, updates the badge and stores the status @phone", async ({ page, request }) => {
  const tag = uniqueSuffix("toggle");
  const token = await adminToken(request);
  const p = await createProductByApi(request, token, { product_name: `Toggle Block ${tag}`, category_name: "CCON Blocks", category_slug: "ccon-blocks" });
  const draft = await createProductByApi(request, token, {
    product_name: `Draft Block ${tag}`,
    category_name: "CCON Blocks",
    category_slug: "ccon-blocks",
    status: "draft",
  });
  const statusOf = async (id: number) => (await queryE2E<{ status: string }>("select status from products where id = $1", [id]))[0].status;
  await loginAsAdmin(page, "/admin/products");
  await search(page, tag);
  const c = card(page, p.product_name);

  await c.getByRole("button", { name: `Deactivate ${p.product_name}` }).click();
  await expect(toastWith(page, `${p.product_name} deactivated successfully!`)).toBeVisible();
  await expect(c).toContainText("Inactive");
  await expect.poll(() => statusOf(p.id)).toBe("inactive");

  await c.getByRole("button", { name: `Activate ${p.product_name}` }).click();
  await expect(toastWith(page, `${p.product_name} activated successfully!`)).toBeVisible();
  await expect(c.getByRole("button", { name: `Deactivate ${p.product_name}` })).toBeVisible();
  await expect.poll(() => statusOf(p.id)).toBe("active");

  await card(page, draft.product_name)
    .getByRole("button", { name: `Activate ${draft.product_name}` })
    .click();
  await expect(toastWith(page, `${draft.product_name} activated successfully!`)).toBeVisible();
  await expect(card(page, draft.product_name)).toContainText("Active");
  await expect.poll(() => statusOf(draft.id)).toBe("active");
});

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

test("has no serious accessibility violations with the edit modal open @phone", async ({ page, request }) => {
  const { tag, p } = await productOfItsOwn(request, "axe", "Axe Brick", { category_name: "Fly Ash Bricks", category_slug: "fly-ash-bricks" });
  await listOwn(page, tag);
  await expect(card(page, p.product_name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pressOnCard(page, p, "Edit");
  await expect(page.getByRole("dialog", { name: `Edit ${p.product_name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
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

test("headings go down one level at a time", async ({ page, request }) => {
  const { tag, p } = await productOfItsOwn(request, "headings", "Heading Block", { category_name: "CCON Blocks", category_slug: "ccon-blocks" });
  await listOwn(page, tag);
  await expect(card(page, p.product_name)).toBeVisible();
  const levels = await page.locator("main").evaluate((main) => [...main.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1], `headings ${levels.join(", ")}`).toBeLessThanOrEqual(1);
});
