import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { loginAsAdmin, toastWith } from "./admin-helpers";
import { expectNoSeriousA11yViolations } from "./a11y";
import { uniqueSuffix } from "../helpers/unique";
import { queryE2E } from "./db";

/** A product's several images and the estimate's two numbers, on the Add product screen and in the edit dialog. */
test.describe.configure({ timeout: 180_000 });

const addButton = (page: Page) => page.getByRole("button", { name: "Add Product", exact: true });

test("three images uploaded at once get alt texts and a new order, with pieces per square metre and a weight; the edit dialog shows them", async ({ page }) => {
  const tag = uniqueSuffix("images");
  const name = `Gallery Paver ${tag}`;
  const png = (background: string) =>
    sharp({ create: { width: 320, height: 240, channels: 3, background } })
      .png()
      .toBuffer();
  const files = await Promise.all(
    ["#c2410c", "#1d4ed8", "#15803d"].map(async (colour, i) => ({ name: `paver-${i + 1}.png`, mimeType: "image/png", buffer: await png(colour) })),
  );
  await loginAsAdmin(page, "/admin/add-product");
  await page.getByLabel("Product Name", { exact: true }).fill(name);
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Paver Blocks" });
  await page.getByLabel("Short Description", { exact: true }).fill("Interlocking paver for driveways and compounds.");
  await page.getByLabel("Price (₹)", { exact: true }).fill("45.50");
  await page.getByLabel("Minimum Order Quantity", { exact: true }).fill("500");
  await page.getByLabel("Upload Image").setInputFiles(files);
  const images = page.getByRole("list", { name: "Product images" }).getByRole("listitem");
  await expect(images).toHaveCount(3);
  await expect(page.getByRole("status").filter({ hasText: "Uploading image..." })).toHaveCount(0);
  await expect(addButton(page)).toBeEnabled();

  // Each image starts with the product's name as its alt text; a cleared one is refused, naming the image.
  await expect(page.getByLabel("Alt text of image 2")).toHaveValue(name);
  await page.getByLabel("Alt text of image 1", { exact: true }).fill("Orange pavers in a driveway");
  await page.getByLabel("Alt text of image 2").fill(" ");
  await page.getByLabel("Alt text of image 3").fill("Green pavers around a garden");
  await addButton(page).click();
  await expect(page.getByLabel("Alt text of image 2")).toHaveAccessibleDescription(/Alt text of image 2 is required/);
  await expect(page.getByLabel("Alt text of image 2")).toBeFocused();
  await page.getByLabel("Alt text of image 2").fill("Blue pavers on a footpath");

  // The third image moves up to second place, by keyboard.
  await page.getByRole("button", { name: "Move up image 3" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Alt text of image 2")).toHaveValue("Green pavers around a garden");
  await expect(page.getByLabel("Alt text of image 3")).toHaveValue("Blue pavers on a footpath");

  await page.getByLabel("Pieces per square metre").fill("0");
  await addButton(page).click();
  await expect(page.getByLabel("Pieces per square metre")).toHaveAccessibleDescription(
    /Pieces per square metre must be a number more than 0 and at most 1,000/,
  );
  await page.getByLabel("Pieces per square metre").fill("39.5");
  await page.getByLabel("Weight per unit (kg)").fill("2.9");
  await addButton(page).click();
  await expect(toastWith(page, "Product created successfully")).toBeVisible();
  await expect(images).toHaveCount(0);

  const [stored] = await queryE2E<{ image_url: string; images: { url: string; alt: string }[]; pieces_per_sqm: string; weight_kg: string }>(
    "select image_url, images, pieces_per_sqm, weight_kg from products where name = $1",
    [name],
  );
  expect(stored.images.map((i) => i.alt)).toEqual(["Orange pavers in a driveway", "Green pavers around a garden", "Blue pavers on a footpath"]);
  for (const image of stored.images) expect(image.url).toMatch(/^\/uploads\/[\w.-]+\.webp$/);
  expect(stored.image_url).toBe(stored.images[0].url);
  expect(Number(stored.pieces_per_sqm)).toBe(39.5);
  expect(Number(stored.weight_kg)).toBe(2.9);

  // The edit dialog shows them in their order.
  await page.goto("/admin/products");
  await page.getByRole("searchbox", { name: "Search products" }).fill(tag);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(dialog.getByLabel("Alt text of image 1", { exact: true })).toHaveValue("Orange pavers in a driveway");
  await expect(dialog.getByLabel("Alt text of image 2", { exact: true })).toHaveValue("Green pavers around a garden");
  await expect(dialog.getByLabel("Alt text of image 3", { exact: true })).toHaveValue("Blue pavers on a footpath");
  await expect(dialog.getByRole("img", { name: "Preview of the product image" })).toHaveAttribute("src", stored.images[0].url);
  await expect(dialog.getByLabel("Pieces per square metre", { exact: true })).toHaveValue("39.5");
  await expect(dialog.getByLabel("Weight per unit (kg)", { exact: true })).toHaveValue("2.9");
  await expectNoSeriousA11yViolations(page);
});
