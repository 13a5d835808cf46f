/**
 * Shared steps of the contact page journeys (contact-page*.spec.ts): the enquiry form, the toasts, the page
 * opened with its categories loaded, and the form filled with valid answers.
 */
import { expect, type Page } from "@playwright/test";
import { gotoHydrated } from "./catalogue-data";

export const form = (page: Page) => page.locator("#enquiry-form");
export const toasts = (page: Page) => page.locator(".Toastify");

/** Wait for the categories to load (the Product/Service box is disabled meanwhile). */
export async function openContact(page: Page) {
  await gotoHydrated(page, "/contact");
  await expect(form(page).getByLabel("Product/Service")).toBeEnabled({ timeout: 15_000 });
}

/** Fills every text field of the form with valid answers, named `name`. */
export async function fillValid(page: Page, name: string) {
  const f = form(page);
  await f.getByLabel("Name").fill(name);
  await f.getByLabel("Email").fill("buyer@example.com");
  await f.getByLabel("Phone").fill("9876543210");
  await f.getByLabel("Company").fill("Verma Builders");
  await f.getByLabel("Project Details").fill("We need 5000 paver blocks for a housing society in Surat.");
}
