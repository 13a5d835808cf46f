import { expect, test, type Page } from "@playwright/test";
import { createCatalogue, createCategory, createProduct } from "./catalogue-data";
import { uniqueSuffix } from "../helpers/unique";
import { BUSINESS_NAME, gotoHydrated } from "./site-helpers";

/**
 * Markup-only parts of public pages (footer, the header's strip, the home page under its carousel,
 * the category page's heading, sidebar and pager: app/components/site/static-island.tsx): a first
 * load keeps the server's HTML of them without their code; a client-side page change renders them.
 */

/** The code files of markup-only parts the page has asked for (their chunks are named lazy-…). */
function partScripts(page: Page): string[] {
  const loaded: string[] = [];
  page.on("request", (req) => {
    const name = /\/assets\/(lazy-(?:footer|header-strip|home-sections|category-parts))-[\w-]+\.js$/.exec(new URL(req.url()).pathname)?.[1];
    if (req.resourceType() === "script" && name) loaded.push(name);
  });
  return loaded;
}

/** Marks the window: still there after a client-side page change, gone after a document load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test("a first load shows the markup-only parts without their code, and their links change pages in the same document @phone", async ({ page }) => {
  const loaded = partScripts(page);
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leading Manufacturer of Premium Cement Products");
  await expect(page.getByRole("contentinfo").getByText(`© ${new Date().getFullYear()} ${BUSINESS_NAME}. All rights reserved.`)).toBeVisible();
  expect(loaded).toEqual([]);

  // A link inside the home page's kept HTML: a client-side page change.
  await markWindow(page);
  await page.getByRole("main").getByRole("link", { name: "View Our Products" }).click();
  await expect(page).toHaveURL("/products");
  await expect(page.getByRole("heading", { level: 1, name: "Our Products" })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // A footer link too; then Back renders the home page's parts from their code.
  await page.getByRole("contentinfo").getByRole("link", { name: "Gallery" }).click();
  await expect(page).toHaveURL("/gallery");
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leading Manufacturer of Premium Cement Products");
  await expect(page.getByRole("region", { name: "Our numbers" }).getByRole("definition")).toHaveCount(4);
  await expect(page.getByRole("main").getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/contact");
  expect(await sameDocument(page)).toBe(true);
  expect(loaded).toContain("lazy-home-sections");
});

test("a modified click on a link in kept HTML is the browser's: a new tab, the page stays", async ({ page, context }) => {
  await gotoHydrated(page, "/");
  const popup = context.waitForEvent("page");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Gallery" })
    .click({ modifiers: ["ControlOrMeta"] });
  const tab = await popup;
  await tab.waitForURL(/\/gallery$/);
  await expect(page).toHaveURL("/");
});

test("back on the public site from the admin's sign-in page, the footer and the header's strip are rendered from their code", async ({ page }) => {
  const loaded = partScripts(page);
  await gotoHydrated(page, "/gallery");
  await markWindow(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Admin Login" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL("/gallery");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Formerly known as Shree Ganesh Tiles")).toBeVisible();
  await expect(footer.getByRole("navigation", { name: "Footer: About" }).getByRole("link")).toHaveCount(5);
  await expect(page.getByRole("banner").getByRole("link", { name: "+91 98250 41234" })).toBeVisible();
  // The sign-in page's robots tag (React's own) went with it.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
  expect(loaded).toEqual(expect.arrayContaining(["lazy-footer", "lazy-header-strip"]));
});

test("another category's heading and sidebar follow a client-side page change @phone", async ({ page }) => {
  const first = await createCatalogue("Island From");
  const second = await createCatalogue("Island To");
  await gotoHydrated(page, `/${first.category.slug}`);
  const sidebar = page.getByRole("navigation", { name: "Product categories" });
  await expect(sidebar.getByRole("link", { name: first.category.name })).toHaveAttribute("aria-current", "page");
  await markWindow(page);

  await sidebar.getByRole("link", { name: second.category.name }).click();
  await expect(page).toHaveURL(`/${second.category.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: second.category.name })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByText(second.category.name)).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: second.category.name })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: first.category.name })).not.toHaveAttribute("aria-current", "page");
  expect(await sameDocument(page)).toBe(true);
});

test("a link followed from the keyboard in kept HTML keeps the focus when the part renders from its code", async ({ page }) => {
  const first = await createCatalogue("Focus From");
  const second = await createCatalogue("Focus To");
  await gotoHydrated(page, `/${first.category.slug}`);
  const sidebar = page.getByRole("navigation", { name: "Product categories" });
  await sidebar.getByRole("link", { name: second.category.name }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: second.category.name })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: second.category.name })).toBeFocused();
});

test("following a link to the page shown keeps the server's HTML: equal data needs no code", async ({ page }) => {
  const { category, product } = await createCatalogue("Same Page");
  const loaded = partScripts(page);
  await gotoHydrated(page, `/${category.slug}`);
  const data = page.waitForResponse((res) => res.url().includes(".data"));
  await page.getByRole("navigation", { name: "Product categories" }).getByRole("link", { name: category.name }).click();
  await data;
  await expect(page.locator(`#product-${product.id}`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: category.name })).toBeVisible();
  expect(loaded).toEqual([]);
});

test("a part whose code cannot be downloaded loads the page whole instead of an error page", async ({ page }) => {
  await gotoHydrated(page, "/gallery");
  await markWindow(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Admin Login" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.route("**/assets/lazy-footer-*.js", (route) => route.abort(), { times: 1 });
  await page.goBack();
  await expect(page).toHaveURL("/gallery");
  await expect(page.getByRole("contentinfo").getByText("Formerly known as Shree Ganesh Tiles")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(0);
  expect(await sameDocument(page)).toBe(false);
});

test("a picture in kept HTML that cannot be loaded shows the placeholder", async ({ page }) => {
  const category = await createCategory(`Broken Showcase ${uniqueSuffix()}`);
  await createProduct(category.id, { name: `Broken Showcase Slab ${uniqueSuffix()}`, imageUrl: "/images/products/bullnose-garden-kerb-stone.webp" });
  await page.route("**/images/products/bullnose-garden-kerb-stone*", (route) => route.fulfill({ status: 404, body: "not found" }));

  await gotoHydrated(page, "/");
  const card = page.getByRole("link", { name: new RegExp(category.name) });
  await card.scrollIntoViewIfNeeded();
  const img = card.locator("img");
  await expect(img).toHaveAttribute("src", "/images/placeholder.webp");
  await expect(img).not.toHaveAttribute("srcset", /.+/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});
