/**
 * The catalogue's content in Gujarati and Hindi, from staff's editors to the public pages: a
 * category's name on the Categories screen and a product's name and specification in the products
 * list's edit dialog, each written on the "ગુજરાતી" or "हिंदी" tab, show at once on the /gu or /hi
 * page (which the page cache held before the save) while the English page stays English. Each
 * journey works on a category and products of its own and deletes them at the end.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { adminHeaders, adminToken, createProductByApi, gotoAdmin, loginAsAdmin, openDialog, openProductEditor, toastWith } from "./admin-helpers";
import { expectAccessibleAndFits, expectNoSeriousA11yViolations } from "./a11y";
import { uniqueName, uniqueSuffix } from "../helpers/unique";
import { gotoHydrated } from "./site-helpers";

test.describe.configure({ timeout: 180_000 });

type Category = { id: number; name: string; slug: string };

async function addCategory(request: APIRequestContext, name: string): Promise<Category> {
  const res = await request.post("/api/categories", { headers: await adminHeaders(request), data: { name, description: "Precast slabs for yards." } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Category }).data;
}

/** Delete the products and then the category (a journey that failed half-way leaves the database as it found it). */
async function removeAll(request: APIRequestContext, productIds: number[], categoryId: number) {
  const headers = await adminHeaders(request);
  for (const id of productIds) await request.delete(`/api/products/${id}`, { headers });
  await request.delete(`/api/categories/${categoryId}`, { headers });
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test("Categories: a Gujarati name written on the ગુજરાતી tab shows at once on the /gu category page; the English page keeps English", async ({
  page,
  request,
}) => {
  const name = uniqueName("Yard Slabs");
  const category = await addCategory(request, name);
  const product = await createProductByApi(request, await adminToken(request), {
    product_name: uniqueName("Slab"),
    category_name: name,
    category_slug: category.slug,
  });
  const gujarati = `યાર્ડ સ્લેબ ${name.split(" ").pop()}`;
  try {
    // Seen before the save (so the page cache holds it): English, the fallback.
    await gotoHydrated(page, `/gu/${category.slug}`);
    await expect(heading(page)).toHaveText(name);

    await loginAsAdmin(page, "/admin/categories");
    const dialog = await openDialog(page, `Edit ${name}`);
    await dialog.getByRole("tab", { name: "ગુજરાતી" }).click();
    await expect(dialog.getByRole("tab", { name: "ગુજરાતી" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByText("2 fields still lack a Gujarati translation")).toBeVisible();
    await expect(dialog.getByText(`English: ${name}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, "the category dialog on its ગુજરાતી tab");
    await dialog.getByLabel("Category name").fill(gujarati);
    await expect(dialog.getByText("1 field still lacks a Gujarati translation")).toBeVisible();
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(toastWith(page, `${name} saved`)).toBeVisible();
    await expect(dialog).toBeHidden();

    await gotoHydrated(page, `/gu/${category.slug}`);
    await expect(heading(page)).toHaveText(gujarati);
    // No Gujarati description: the English one.
    await expect(page.getByText("Precast slabs for yards.")).toBeVisible();
    await expect(page.getByRole("link", { name: product.product_name }).first()).toBeVisible();
    await gotoHydrated(page, `/${category.slug}`);
    await expect(heading(page)).toHaveText(name);
    await expect(page.getByText(gujarati)).toHaveCount(0);
  } finally {
    await removeAll(request, [product.id], category.id);
  }
});

test("Products: a Hindi name and specification written in the edit dialog show at once on the /hi product page", async ({ page, request }) => {
  const tag = uniqueSuffix("hindi");
  const name = uniqueName("Kerb Tiles");
  const category = await addCategory(request, name);
  const product = await createProductByApi(request, await adminToken(request), {
    product_name: `Garden Kerb ${tag}`,
    category_name: name,
    category_slug: category.slug,
    color: "Grey",
  });
  const path = `/${category.slug}/${product.product_slug}`;
  const hindi = `गार्डन कर्ब ${tag}`;
  try {
    await gotoHydrated(page, `/hi${path}`);
    await expect(heading(page)).toHaveText(product.product_name);

    await loginAsAdmin(page, "/admin/products");
    const dialog = await openProductEditor(page, tag, product.product_name);
    await dialog.getByRole("tab", { name: "हिंदी" }).click();
    // Name, short description and the one specification the product has.
    await expect(dialog.getByText("3 fields still lack a Hindi translation")).toBeVisible();
    await dialog.getByLabel("Product name", { exact: true }).fill(hindi);
    await dialog.getByLabel("Color (specification)").fill("स्लेटी");
    await expect(dialog.getByText("1 field still lacks a Hindi translation")).toBeVisible();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastWith(page, `${product.product_name} updated successfully!`)).toBeVisible();
    await expect(dialog).toBeHidden();

    await gotoHydrated(page, `/hi${path}`);
    await expect(heading(page)).toHaveText(hindi);
    await expect(page.getByText("स्लेटी").first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(hindi));
    await gotoHydrated(page, path);
    await expect(heading(page)).toHaveText(product.product_name);
    await expect(page.getByText(hindi)).toHaveCount(0);
  } finally {
    await removeAll(request, [product.id], category.id);
  }
});

test("the product and category editors' translation tabs are usable at 390 px @phone", async ({ page, request }) => {
  const name = uniqueName("Phone Slabs");
  const category = await addCategory(request, name);
  try {
    await loginAsAdmin(page, "/admin/categories");
    const dialog = await openDialog(page, `Edit ${name}`);
    await dialog.getByRole("tab", { name: "हिंदी" }).click();
    await expect(dialog.getByText("2 fields still lack a Hindi translation")).toBeVisible();
    await expect(dialog.getByLabel("Category name")).toHaveAttribute("placeholder", name);
    await expectAccessibleAndFits(page);

    await gotoAdmin(page, "/admin/add-product");
    await page.getByRole("tab", { name: "ગુજરાતી" }).click();
    await expect(page.getByText("Write the English text first; then its Gujarati version can be added here.")).toBeVisible();
    await page.getByRole("tab", { name: "English" }).click();
    await page.getByRole("textbox", { name: "Product Name" }).fill("Test Slab");
    await page.getByRole("tab", { name: "ગુજરાતી" }).click();
    await expect(page.getByText("1 field still lacks a Gujarati translation")).toBeVisible();
    await expect(page.getByLabel("Product name", { exact: true })).toHaveAttribute("placeholder", "Test Slab");
    await expectAccessibleAndFits(page);
  } finally {
    await removeAll(request, [], category.id);
  }
});
