import { expect, test, type Page } from "@playwright/test";
import { createCatalogue, gotoHydrated } from "./catalogue-data";

/**
 * The quote modal's code (app/components/site/inquiry-modal.tsx, built as inquiry-modal-<hash>.js)
 * is not part of the category page's first load (tests/e2e/budget.spec.ts): it is fetched when
 * 'Get Best Price' is pointed at or focused, and react-toastify with the first toast.
 */
const MODAL_CHUNK = /\/assets\/inquiry-modal-[\w-]+\.js$/;

function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
  });
  return scripts;
}

test("the quote modal's code loads when Get Best Price is pointed at, not with the page", async ({ page }) => {
  const scripts = recordScripts(page);
  const { category, product } = await createCatalogue("Lazy Modal");
  await gotoHydrated(page, `/${category.slug}`);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((s) => MODAL_CHUNK.test(s))).toEqual([]);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const button = page.locator(`#product-${product.id}`).getByRole("button", { name: "Get Best Price" });
  await button.hover();
  await expect.poll(() => scripts.filter((s) => MODAL_CHUNK.test(s)).length).toBe(1);

  await button.click();
  const dialog = page.getByRole("dialog", { name: "Get Best Price" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(product.name);
  // Pointing at it again does not download it again.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await button.hover();
  await button.click();
  await expect(dialog).toBeVisible();
  expect(scripts.filter((s) => MODAL_CHUNK.test(s))).toHaveLength(1);
});

test("keyboard: focusing Get Best Price loads the modal, Enter opens it, and its first toast is announced inside it @phone", async ({ page }) => {
  const scripts = recordScripts(page);
  const { category, product } = await createCatalogue("Keyboard Modal");
  await gotoHydrated(page, `/${category.slug}`);
  await page.waitForLoadState("networkidle");
  // No toast yet on this page: react-toastify has not been downloaded, and no container is rendered.
  await expect(page.locator(".Toastify")).toHaveCount(0);

  const button = page.locator(`#product-${product.id}`).getByRole("button", { name: "Get Best Price" });
  await button.focus();
  await expect.poll(() => scripts.filter((s) => MODAL_CHUNK.test(s)).length).toBe(1);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Get Best Price" });
  await expect(dialog).toBeVisible();

  // The first toast of the page: it waits for react-toastify and for the dialog's own container.
  await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Please enter your name" })).toBeVisible();
  // Only inside the dialog (the page behind a modal dialog is inert).
  await expect(page.locator(".Toastify").getByText("Please enter your name")).toHaveCount(1);
  await expect(dialog.locator(".Toastify").getByText("Please enter your name")).toHaveCount(1);

  // Closing returns focus to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("if the quote modal cannot be downloaded, a toast says so and the page stays usable", async ({ page }) => {
  const { category, product } = await createCatalogue("Offline Modal");
  await page.route(MODAL_CHUNK, (route) => route.abort("internetdisconnected"));
  await gotoHydrated(page, `/${category.slug}`);

  const button = page.locator(`#product-${product.id}`).getByRole("button", { name: "Get Best Price" });
  await button.click();
  await expect(page.getByRole("alert").filter({ hasText: "Could not open the quote form. Please check your connection and reload the page." })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: category.name })).toBeVisible();

  // Back online, a reload opens it.
  await page.unroute(MODAL_CHUNK);
  await gotoHydrated(page, `/${category.slug}`);
  await button.click();
  await expect(page.getByRole("dialog", { name: "Get Best Price" })).toBeVisible();
});
