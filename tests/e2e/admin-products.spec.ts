import { expect, test } from "@playwright/test";
import { adminToken, createProductByApi, loginAsAdmin } from "./admin-helpers";
import { expectTextsIn } from "./admin-form";
import { expectNoSeriousA11yViolations } from "./a11y";
import { card, cards, expectOnly, listOwn, pressOnCard, productOfItsOwn, search } from "./admin-product-list";
import { catalogueChanged, createCategory } from "./catalogue-data";
import { uniqueSuffix } from "../helpers/unique";
import { queryE2E } from "./db";

/**
 * Admin products journeys: the list's filters, a product's card and its view modal, accessibility and headings.
 * Each test makes its own products through the API, in a category of its own or with a unique word in their
 * names, and narrows the list to them, so tests running beside it (which add, change and delete products) do
 * not disturb it. Editing, deleting and the status are in admin-products-edit.spec.ts; paging, the address,
 * the export and the side panel's counts in admin-products-paging.spec.ts.
 */
test.describe.configure({ timeout: 180_000 });

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

test("has no serious accessibility violations with the edit modal open @phone", async ({ page, request }) => {
  const { tag, p } = await productOfItsOwn(request, "axe", "Axe Brick", { category_name: "Fly Ash Bricks", category_slug: "fly-ash-bricks" });
  await listOwn(page, tag);
  await expect(card(page, p.product_name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pressOnCard(page, p, "Edit");
  await expect(page.getByRole("dialog", { name: `Edit ${p.product_name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("headings go down one level at a time", async ({ page, request }) => {
  const { tag, p } = await productOfItsOwn(request, "headings", "Heading Block", { category_name: "CCON Blocks", category_slug: "ccon-blocks" });
  await listOwn(page, tag);
  await expect(card(page, p.product_name)).toBeVisible();
  const levels = await page.locator("main").evaluate((main) => [...main.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1], `headings ${levels.join(", ")}`).toBeLessThanOrEqual(1);
});
