/**
 * Valid HTML: the Nu HTML Checker finds no error in the server-rendered HTML of every public page,
 * nor in the admin screens and the quote form as the browser shows them (their content is drawn
 * in the browser). Desktop only: the markup does not depend on the screen width.
 */
import { expect, test, type Page } from "@playwright/test";
import { loginAsAdmin } from "./admin-helpers";
import { htmlErrors, type HtmlDocument } from "./html-validator";
import { DEMO_CATEGORIES, gotoHydrated } from "./site-helpers";

const PUBLIC_PAGES: { path: string; status?: number }[] = [
  { path: "/" },
  { path: "/home" },
  { path: "/who-we-are" },
  { path: "/meet-our-team" },
  { path: "/products" },
  { path: `/${DEMO_CATEGORIES[0].slug}` },
  { path: `/${DEMO_CATEGORIES[4].slug}` },
  { path: "/project-one" },
  { path: "/projects" },
  { path: "/projects/no-such-project", status: 404 },
  { path: "/gallery" },
  { path: "/clients" },
  { path: "/contact" },
  { path: "/search?q=paver" },
  { path: "/search?q=no-such-product-anywhere" },
  { path: "/search" },
  { path: "/no-such-category", status: 404 },
  { path: "/no/such/page", status: 404 },
];

/** The document as the browser holds it now, once nothing is loading. */
async function renderedDocument(page: Page, label: string): Promise<HtmlDocument> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading .*\.\.\.$/)).toHaveCount(0);
  return { label, html: await page.content() };
}

test.describe("valid HTML (Nu HTML Checker)", () => {
  test.describe.configure({ timeout: 120_000 });

  test("every public page as the server sends it", async ({ request }) => {
    const docs: HtmlDocument[] = [];
    for (const p of PUBLIC_PAGES) {
      const res = await request.get(p.path);
      expect(res.status(), p.path).toBe(p.status ?? 200);
      docs.push({ label: p.path, html: await res.text() });
    }
    expect(await htmlErrors(docs), "Nu HTML Checker errors").toEqual([]);
  });

  test("the admin screens and the quote form as the browser shows them", async ({ page }) => {
    const docs: HtmlDocument[] = [];

    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    docs.push(await renderedDocument(page, "/admin/login"));

    await loginAsAdmin(page);
    for (const [path, heading] of [
      ["/admin/dashboard", "Dashboard"],
      ["/admin/messages", "Messages"],
      ["/admin/inquiries", "All Inquiries"],
      ["/admin/products", "Products"],
      ["/admin/add-product", "Add New Product"],
      ["/admin/settings", "Settings"],
      ["/admin/projects", "Projects"],
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      docs.push(await renderedDocument(page, path));
    }

    await gotoHydrated(page, `/${DEMO_CATEGORIES[0].slug}`);
    await page.getByRole("button", { name: "Get Best Price" }).first().click();
    await expect(page.getByRole("dialog", { name: "Get Best Price" })).toBeVisible();
    docs.push(await renderedDocument(page, `/${DEMO_CATEGORIES[0].slug} with the quote form open`));

    await gotoHydrated(page, "/contact");
    await page.getByLabel("Product/Service").click();
    await expect(page.getByRole("listbox", { name: "Products" })).toBeVisible();
    docs.push(await renderedDocument(page, "/contact with the product list open"));

    expect(await htmlErrors(docs), "Nu HTML Checker errors").toEqual([]);
  });
});
