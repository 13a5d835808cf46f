import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { loginAsAdmin, toastWith } from "./admin-helpers";
import { expectFieldValues, field, fillFields } from "./admin-form";
import { holdRoute } from "./hold-route";
import { expectNoSeriousA11yViolations } from "./a11y";
import { uniqueSuffix } from "../helpers/unique";
import { queryE2E } from "./db";

/** Add-product journeys: every product and category gets a unique name. */
test.describe.configure({ timeout: 180_000 });

const addButton = (page: Page) => page.getByRole("button", { name: "Add Product", exact: true });

interface StoredProduct {
  id: number;
  name: string;
  slug: string;
  description: string;
  price: string;
  unit: string;
  min_order_quantity: number;
  min_order_unit: string;
  image_url: string | null;
  specs: Record<string, string>;
  status: string;
  category_name: string;
  category_slug: string;
}

async function storedProduct(name: string): Promise<StoredProduct | undefined> {
  const rows = await queryE2E<StoredProduct>(
    `select p.id, p.name, p.slug, p.description, p.price, p.unit, p.min_order_quantity, p.min_order_unit, p.image_url, p.specs, p.status,
            c.name as category_name, c.slug as category_slug
       from products p join categories c on c.id = p.category_id where p.name = $1`,
    [name],
  );
  return rows[0];
}

/** The required fields, with an existing category. */
async function fillRequired(page: Page, name: string, opts: { category?: string; price?: string; quantity?: string } = {}) {
  await field(page, "Product Name").fill(name);
  await field(page, "Category").selectOption({ label: opts.category ?? "Paver Blocks" });
  await field(page, "Short Description").fill("Interlocking paver for driveways and compounds.");
  await field(page, "Price (₹)").fill(opts.price ?? "45.50");
  await field(page, "Minimum Order Quantity").fill(opts.quantity ?? "500");
}

test("every required field says what is missing, under the field @phone", async ({ page }) => {
  await loginAsAdmin(page, "/admin/add-product");
  await expect(page.getByRole("heading", { level: 1, name: "Add New Product" })).toBeVisible();
  await expect(page.getByText("Create a new product listing for your catalog")).toBeVisible();
  for (const section of ["Basic Information", "Product Details", "Product Image", "Pricing & Stock"]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  // Defaults of the unit selects: price per Piece, minimum order in Pieces.
  await expect(field(page, "Price Unit")).toHaveValue("Piece");
  await expect(field(page, "Minimum Order Unit")).toHaveValue("Pieces");
  await expect(field(page, "Price Unit").locator("option")).toHaveText(["Piece", "Square Feet", "Cubic Feet", "Kilogram"]);
  await expect(field(page, "Minimum Order Unit").locator("option")).toHaveText(["Pieces", "Square Feet", "Cubic Feet", "Kilograms"]);
  await expect(field(page, "Price (₹)")).toHaveAttribute("step", "0.01");

  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/products") sent.push(r.url());
  });
  await field(page, "Product Name").fill("   ");
  await field(page, "Short Description").fill("  ");
  await addButton(page).click();
  await expect(field(page, "Product Name")).toHaveAccessibleDescription("Product name is required");
  await expect(field(page, "Category")).toHaveAccessibleDescription("Category is required");
  await expect(field(page, "Short Description")).toHaveAccessibleDescription("Short description is required");
  await expect(field(page, "Price (₹)")).toHaveAccessibleDescription("Price is required");
  await expect(field(page, "Minimum Order Quantity")).toHaveAccessibleDescription("Minimum order quantity is required");
  for (const message of [
    "Product name is required",
    "Category is required",
    "Short description is required",
    "Price is required",
    "Minimum order quantity is required",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(page, "Product Name")).toBeFocused();

  // Editing a field clears its own message only.
  await field(page, "Product Name").fill("Something");
  await expect(page.getByText("Product name is required")).toHaveCount(0);
  await expect(page.getByText("Category is required")).toBeVisible();
  // Nothing was sent.
  expect(sent).toEqual([]);
});

test("the slug follows the name and cannot be typed into", async ({ page }) => {
  await loginAsAdmin(page, "/admin/add-product");
  const slug = field(page, "Slug");
  await expect(slug).toHaveAttribute("readonly", "");
  await field(page, "Product Name").fill("  Heavy Duty  Paver -- 80mm (Grey)! ");
  await expect(slug).toHaveValue("heavy-duty-paver-80mm-grey");
  await field(page, "Product Name").fill("Kerb Stone 450 mm");
  await expect(slug).toHaveValue("kerb-stone-450-mm");
});

test("a category added inline is created with the product, which then shows on its public category page", async ({ page }) => {
  const tag = uniqueSuffix("newcat");
  const categoryName = `Garden Edging ${tag}`;
  const categorySlug = categoryName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const name = `Bullnose Edge ${tag}`;
  await loginAsAdmin(page, "/admin/add-product");

  await field(page, "Category").selectOption({ label: "Add new category..." });
  const newName = page.getByRole("textbox", { name: "New category name" });
  await expect(newName).toBeFocused();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toastWith(page, "Category name cannot be empty")).toBeVisible();
  await newName.fill("   ");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toastWith(page, "Category name cannot be empty")).toHaveCount(2);

  // Cancel goes back to the select.
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(newName).toHaveCount(0);
  await expect(field(page, "Category")).toHaveValue("");

  await field(page, "Category").selectOption({ label: "Add new category..." });
  await page.getByRole("textbox", { name: "New category name" }).fill(`  ${categoryName} `);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toastWith(page, "New category added!")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "New category name" })).toHaveCount(0);
  await expect(field(page, "Category")).toHaveValue(categorySlug);
  await expect(field(page, "Category").locator("option:checked")).toHaveText(categoryName);
  // Only local until the product is saved; then the server creates the category with it.
  expect(await queryE2E("select 1 from categories where slug = $1", [categorySlug])).toHaveLength(0);

  await fillFields(page, {
    "Product Name": name,
    "Short Description": "  Rounded concrete edging for garden paths.  ",
    Dimensions: "600 x 150 x 50 mm",
    "Surface Finish": "Smooth",
    "Installation Type": "Mortar bed",
    Brand: "SGCP",
    "Price (₹)": "85.75",
  });
  await field(page, "Price Unit").selectOption("Square Feet");
  await field(page, "Minimum Order Quantity").fill("200");
  await field(page, "Minimum Order Unit").selectOption("Square Feet");
  await addButton(page).click();

  await expect(toastWith(page, "Product created successfully")).toBeVisible();
  // The form is back to its defaults.
  await expectFieldValues(page, {
    "Product Name": "",
    Slug: "",
    Category: "",
    Dimensions: "",
    "Price (₹)": "",
    "Price Unit": "Piece",
    "Minimum Order Unit": "Pieces",
  });

  const stored = await storedProduct(name);
  expect(stored).toMatchObject({
    slug: `bullnose-edge-${tag}`.toLowerCase(),
    description: "Rounded concrete edging for garden paths.",
    price: "85.75",
    unit: "Square Feet",
    min_order_quantity: 200,
    min_order_unit: "Square Feet",
    image_url: null,
    category_name: categoryName,
    category_slug: categorySlug,
  });
  expect(stored!.specs).toEqual({ size: "600 x 150 x 50 mm", finishing: "Smooth", setting_type: "Mortar bed", brand: "SGCP" });
  // The new category is now offered by the server too.
  await expect(field(page, "Category").locator("option", { hasText: categoryName })).toHaveCount(1);

  await page.goto(`/${categorySlug}`);
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  await expect(page.getByText("85.75").first()).toBeVisible();
});

test("an uploaded image is previewed at once, can be removed, and is stored under /uploads/", async ({ page }) => {
  const tag = uniqueSuffix("upload");
  const name = `Photo Paver ${tag}`;
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();
  await loginAsAdmin(page, "/admin/add-product");

  const release = await holdRoute(page, "**/api/uploads");
  await field(page, "Upload Image").setInputFiles({ name: "paver.png", mimeType: "image/png", buffer: png });
  const preview = page.getByRole("img", { name: "Preview of the product image" });
  // The local preview shows before the upload has finished.
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute("src", /^blob:/);
  await expect(page.getByRole("status").filter({ hasText: "Uploading image..." })).toBeVisible();
  await expect(addButton(page)).toBeDisabled();
  release();
  await expect(toastWith(page, "Image uploaded successfully!")).toBeVisible();
  await expect(addButton(page)).toBeEnabled();

  await page.getByRole("button", { name: "Remove image" }).click();
  await expect(preview).toHaveCount(0);
  await expect(field(page, "Upload Image")).toHaveValue("");

  await page.unroute("**/api/uploads");
  await field(page, "Upload Image").setInputFiles({ name: "paver.png", mimeType: "image/png", buffer: png });
  await expect(toastWith(page, "Image uploaded successfully!")).toHaveCount(2);
  await fillRequired(page, name);
  await addButton(page).click();
  await expect(toastWith(page, "Product created successfully")).toBeVisible();
  await expect(preview).toHaveCount(0);

  const stored = await storedProduct(name);
  expect(stored?.image_url).toMatch(/^\/uploads\/[\w.-]+\.webp$/);
  expect(stored?.price).toBe("45.50");
  expect(stored?.min_order_quantity).toBe(500);
  const img = await page.request.get(stored!.image_url!);
  expect(img.status()).toBe(200);
  expect(img.headers()["content-type"]).toContain("image/webp");
});

test("an image address can be given instead of a file", async ({ page }) => {
  const tag = uniqueSuffix("url");
  const name = `Linked Image Block ${tag}`;
  await loginAsAdmin(page, "/admin/add-product");
  await fillRequired(page, name, { category: "Concrete Blocks" });
  await field(page, "Or use an image URL").fill("/images/placeholder.webp");
  await expect(page.getByRole("img", { name: "Preview of the product image" })).toHaveAttribute("src", "/images/placeholder.webp");
  await addButton(page).click();
  await expect(toastWith(page, "Product created successfully")).toBeVisible();
  const stored = await storedProduct(name);
  expect(stored).toMatchObject({ image_url: "/images/placeholder.webp", category_slug: "concrete-blocks", specs: {} });
});

test("a price of 0 is refused before sending; the server's refusal is shown; the button is busy while sending; a network failure gives the fallback", async ({
  page,
}) => {
  const tag = uniqueSuffix("refused");
  const name = `Refused Block ${tag}`;
  await loginAsAdmin(page, "/admin/add-product");
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/products") sent.push(r.url());
  });
  // The browser checks with the API's own schema: a price of 0 gets the API's message, nothing is sent.
  await fillRequired(page, name, { price: "0" });
  await addButton(page).click();
  await expect(field(page, "Price (₹)")).toHaveAccessibleDescription("Price is required");
  await expect(field(page, "Price (₹)")).toBeFocused();
  expect(sent).toEqual([]);

  // What only the server can refuse: its message in a toast and under the field.
  await field(page, "Price (₹)").fill("12");
  const refusal = "A product with this name already exists";
  await page.route("**/api/products", (route) =>
    route.fulfill({ status: 409, json: { success: false, error: refusal, fieldErrors: { product_name: refusal } } }),
  );
  await addButton(page).click();
  await expect(toastWith(page, refusal)).toBeVisible();
  await expect(field(page, "Product Name")).toHaveAccessibleDescription(refusal);
  await expect(field(page, "Product Name")).toHaveValue(name);
  await page.unroute("**/api/products");

  await field(page, "Price (₹)").fill("12");
  const release = await holdRoute(page, "**/api/products", (route) => route.abort());
  await addButton(page).click();
  await expect(addButton(page)).toBeDisabled();
  release();
  await expect(toastWith(page, "Failed to create product. Please try again.")).toBeVisible();
  await expect(addButton(page)).toBeEnabled();
  await expect(field(page, "Product Name")).toHaveValue(name);
  expect(await storedProduct(name)).toBeUndefined();
});

test("has no serious accessibility violations, with errors and the new-category input showing @phone", async ({ page }) => {
  await loginAsAdmin(page, "/admin/add-product");
  await expectNoSeriousA11yViolations(page);
  await addButton(page).click();
  await field(page, "Category").selectOption({ label: "Add new category..." });
  await expect(page.getByRole("textbox", { name: "New category name" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
