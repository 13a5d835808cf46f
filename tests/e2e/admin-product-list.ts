/**
 * Shared steps of the admin products journeys (admin-products*.spec.ts): the list's cards, its search, and a
 * product of one test's own. Each test narrows the list to its own products, so tests running beside it
 * (which add, change and delete products) do not disturb it.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { AdminProduct } from "#schemas/wire";
import { adminToken, createProductByApi, loginAsAdmin } from "./admin-helpers";
import { uniqueSuffix } from "../helpers/unique";

export const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
export const cards = (page: Page) => page.getByRole("region", { name: "Product list" }).getByRole("article");

/** The list shows exactly this test's products `names` (each named after the test's `tag`). */
export async function expectOnly(page: Page, tag: string, names: string[]) {
  await expect(cards(page)).toHaveCount(names.length);
  for (const name of names) await expect(card(page, `${tag} ${name}`)).toBeVisible();
}

/** Types `text` into the list's search box. */
export async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search products" }).fill(text);
}

/** A product of one test's own, made through the API and named `name` and a fresh tag; with that tag. */
export async function productOfItsOwn(request: APIRequestContext, label: string, name: string, fields: Record<string, unknown>) {
  const tag = uniqueSuffix(label);
  const p = await createProductByApi(request, await adminToken(request), { product_name: `${name} ${tag}`, ...fields });
  return { tag, p };
}

/** Signs in and narrows the list to one test's products by its `tag`. */
export async function listOwn(page: Page, tag: string) {
  await loginAsAdmin(page, "/admin/products");
  await search(page, tag);
}

/** Presses the `action` button on the product `p`'s card. */
export async function pressOnCard(page: Page, p: AdminProduct, action: "View" | "Edit") {
  await card(page, p.product_name)
    .getByRole("button", { name: `${action} ${p.product_name}` })
    .click();
}
