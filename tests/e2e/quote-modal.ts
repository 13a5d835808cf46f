/**
 * Shared steps of the catalogue's quote request journeys (catalogue-inquiry*.spec.ts): the "Get Best Price"
 * modal opened on a fresh category's product, and the toasts.
 */
import { expect, type Page } from "@playwright/test";
import { createCatalogue, gotoHydrated } from "./catalogue-data";

export const toasts = (page: Page) => page.locator(".Toastify");

/** A fresh category with one product (₹1,250 / Square Feet), its page open and its modal shown. */
export async function openModal(page: Page) {
  const { category, product } = await createCatalogue("Enquiry Slabs");
  await gotoHydrated(page, `/${category.slug}`);
  await page.locator(`#product-${product.id}`).getByRole("button", { name: "Get Best Price" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Best Price" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(product.name);
  return { dialog, product, category };
}
