import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { createCatalogue, createCategory, createProduct, gotoHydrated } from "./catalogue-data";
import { uniqueSuffix } from "../helpers/unique";
import { holdRoute } from "./hold-route";

const card = (page: Page, id: number) => page.locator(`#product-${id}`);

test("a category page is rendered on the server with breadcrumb, sidebar and product cards @phone", async ({ page, request }) => {
  const { category, product } = await createCatalogue();

  // The HTML itself carries the catalogue (readable without JavaScript, indexable).
  const res = await request.get(`/${category.slug}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(product.name);
  expect(html).toContain("Min Order: 500 Pieces");
  expect(html).toContain(`id="product-${product.id}"`);

  await gotoHydrated(page, `/${category.slug}`);
  await expect(page).toHaveTitle(new RegExp(`^${category.name} \\|`));
  await expect(page.getByRole("heading", { level: 1, name: category.name })).toBeVisible();

  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
  await expect(crumbs.getByText(category.name)).toHaveAttribute("aria-current", "page");

  const sidebar = page.getByRole("navigation", { name: "Product categories" });
  await expect(sidebar.getByRole("link", { name: category.name })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Paver Blocks" })).not.toHaveAttribute("aria-current", "page");
  const contact = page.getByRole("complementary").getByRole("region", { name: "Contact Us" });
  await expect(contact).toContainText("Branch Office (Jharkhand)");
  await expect(contact).toContainText("Jharkhand 832109");
  await expect(contact.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/contact");

  const c = card(page, product.id);
  await expect(c.getByRole("heading", { name: product.name })).toBeVisible();
  await expect(c).toContainText("₹1,250");
  await expect(c).toContainText("/ Square Feet");
  await expect(c).toContainText("Min Order: 500 Pieces");
  await expect(c).toContainText("hydraulically pressed and water-cured");
  await expect(c.getByRole("img", { name: product.name })).toBeVisible();
  await expect(c.getByRole("button", { name: "Get Best Price" })).toBeVisible();
});

test("specifications: the first 4 always, the rest behind See More / See Less @phone", async ({ page }) => {
  const { category, product } = await createCatalogue();
  // A second card with only 3 specs has no toggle.
  const few = await createProduct(category.id, { name: `Plain Slab ${uniqueSuffix()}`, specs: { color: "Grey", size: "300 x 300 mm", weight: "9 kg" } });
  await gotoHydrated(page, `/${category.slug}`);

  const c = card(page, product.id);
  const labels = ["Material", "Dimensions", "Color", "Compressive Strength"];
  for (const label of labels) await expect(c.getByText(label, { exact: true })).toBeVisible();
  const hidden = ["Shape", "Feature", "Usage/Application", "Water Absorption", "Plank Thickness"];
  for (const label of hidden) await expect(c.getByText(label, { exact: true })).toBeHidden();

  // The specifications show in their fixed display order (Material first), whatever order the data had.
  await expect(c.locator("dt").first()).toHaveText("Material");

  const toggle = c.getByRole("button", { name: "See More" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const less = c.getByRole("button", { name: "See Less" });
  await expect(less).toHaveAttribute("aria-expanded", "true");
  for (const label of hidden) await expect(c.getByText(label, { exact: true })).toBeVisible();
  await expect(c.locator("dt:visible")).toHaveText([...labels, ...hidden]);
  await expect(c.getByText("Below 6%")).toBeVisible();

  await less.click();
  await expect(c.getByRole("button", { name: "See More" })).toHaveAttribute("aria-expanded", "false");
  await expect(c.getByText("Water Absorption", { exact: true })).toBeHidden();

  const fewCard = card(page, few.id);
  await expect(fewCard.locator("dt")).toHaveText(["Dimensions", "Color", "Weight"]);
  await expect(fewCard.getByRole("button", { name: /See (More|Less)/ })).toHaveCount(0);
});

test("a product image that fails to load is replaced by the placeholder", async ({ page }) => {
  const category = await createCategory();
  const broken = await createProduct(category.id, {
    name: `Broken Image Slab ${uniqueSuffix()}`,
    imageUrl: "/images/products/bullnose-garden-kerb-stone.webp",
  });
  const none = await createProduct(category.id, { name: `Imageless Slab ${uniqueSuffix()}`, imageUrl: null });
  await page.route("**/images/products/bullnose-garden-kerb-stone*", (route) => route.fulfill({ status: 404, body: "not found" }));

  await gotoHydrated(page, `/${category.slug}`);
  const img = card(page, broken.id).getByRole("img", { name: broken.name });
  await expect(img).toHaveAttribute("src", "/images/placeholder.webp");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await expect(card(page, none.id).getByRole("img", { name: none.name })).toHaveAttribute("src", "/images/placeholder.webp");
});

test("an unknown category answers 404 'Category not found' with a way home and the categories @phone", async ({ page }) => {
  const res = await gotoHydrated(page, `/no-such-category-${uniqueSuffix()}`);
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Category not found \|/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1, name: "Category not found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  const all = page.getByRole("navigation", { name: "All categories" });
  await expect(all.getByRole("link", { name: "Paver Blocks" })).toHaveAttribute("href", "/paver-blocks");
  await all.getByRole("link", { name: "Kerb Stone" }).click();
  await expect(page).toHaveURL(/\/kerb-stone$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kerb Stone" })).toBeVisible();
});

test("an empty category says nothing is available", async ({ page }) => {
  const category = await createCategory("Empty Range");
  // Inactive products are not shown to visitors.
  await createProduct(category.id, { name: `Hidden Slab ${uniqueSuffix()}`, status: "inactive" });
  await gotoHydrated(page, `/${category.slug}`);
  await expect(page.getByText(`No ${category.name} available at the moment.`)).toBeVisible();
  await expect(page.getByRole("button", { name: /Get Best Price/ })).toHaveCount(0);
  // Its catalogue PDF would be empty: no link to it.
  await expect(page.getByRole("link", { name: "Download catalogue (PDF)" })).toHaveCount(0);
});

test("'Download catalogue (PDF)' on /products and on a category page answers the PDF @phone", async ({ page, request }) => {
  const { category } = await createCatalogue("Catalogue Download");
  for (const [path, href, filename] of [
    ["/products", "/catalogue.pdf", / catalogue\.pdf"$/],
    [`/${category.slug}`, `/catalogue/${category.slug}.pdf`, new RegExp(` ${category.name} catalogue\\.pdf"$`)],
  ] as const) {
    await gotoHydrated(page, path);
    const link = page.getByRole("link", { name: "Download catalogue (PDF)" });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
    // The file itself, not a viewer: what the link answers.
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(res.headers()["content-disposition"]).toMatch(filename);
    expect((await res.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }
});

test("client-side navigation between categories shows 'Loading {category}...' @phone", async ({ page }) => {
  const first = await createCatalogue("Loading From");
  const second = await createCatalogue("Loading To");
  await gotoHydrated(page, `/${first.category.slug}`);
  await expect(card(page, first.product.id)).toBeVisible();

  const release = await holdRoute(page, "**/*.data*");

  await page.getByRole("navigation", { name: "Product categories" }).getByRole("link", { name: second.category.name }).click();
  await expect(page.getByRole("status").filter({ hasText: `Loading ${second.category.name}...` })).toBeVisible();
  release();
  await expect(page).toHaveURL(new RegExp(`/${second.category.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: second.category.name })).toBeVisible();
  await expect(card(page, second.product.id)).toBeVisible();
  await expect(page.getByText(/^Loading .*\.\.\.$/)).toHaveCount(0);
});

test("a failed load shows the error with a Retry that reloads the page", async ({ page }) => {
  const first = await createCatalogue("Failing From");
  const second = await createCatalogue("Failing To");
  await gotoHydrated(page, `/${first.category.slug}`);
  await expect(card(page, first.product.id)).toBeVisible();

  await page.route("**/*.data*", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }), { times: 1 });
  await page.getByRole("navigation", { name: "Product categories" }).getByRole("link", { name: second.category.name }).click();
  const error = page.getByRole("alert").filter({ hasText: `Failed to load products for ${second.category.name}` });
  await expect(error).toBeVisible();

  const reload = page.waitForEvent("load");
  await error.getByRole("button", { name: "Retry" }).click();
  await reload;
  await expect(page).toHaveURL(new RegExp(`/${second.category.slug}$`));
  await expect(card(page, second.product.id)).toBeVisible();
  await expect(page.getByText(/Failed to load products/)).toHaveCount(0);
});

test("a failed load whose error view cannot be downloaded either still offers a reload, inside the site", async ({ page }) => {
  const first = await createCatalogue("Offline From");
  const second = await createCatalogue("Offline To");
  await gotoHydrated(page, `/${first.category.slug}`);
  await expect(card(page, first.product.id)).toBeVisible();

  // The connection drops: the page's data and the error view's code both fail.
  await page.route("**/*.data*", (route) => route.abort(), { times: 1 });
  await page.route("**/assets/category-error-*.js", (route) => route.abort(), { times: 1 });
  await page.getByRole("navigation", { name: "Product categories" }).getByRole("link", { name: second.category.name }).click();
  const notice = page.getByRole("alert").filter({ hasText: "This page could not be loaded. Please check your connection." });
  await expect(notice).toBeVisible();
  // The site's frame stays (not the whole application's error page).
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);

  const reload = page.waitForEvent("load");
  await notice.getByRole("button", { name: "Reload" }).click();
  await reload;
  await expect(card(page, second.product.id)).toBeVisible();
});

test("the page carries its title, canonical link and Product/Offer and BreadcrumbList structured data", async ({ page }) => {
  const { category, product } = await createCatalogue();
  await gotoHydrated(page, `/${category.slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${category.slug}$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(category.name));

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
  const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] } | undefined;
  expect(crumbs?.itemListElement.map((i) => i.name)).toEqual(["Home", "Products", category.name]);
  const list = data.find((d) => d["@type"] === "ItemList") as
    { itemListElement: { item: { "@type": string; name: string; offers: Record<string, unknown> } }[] } | undefined;
  const item = list?.itemListElement.find((i) => i.item.name === product.name)?.item;
  expect(item?.["@type"]).toBe("Product");
  expect(item?.offers).toMatchObject({ "@type": "Offer", priceCurrency: "INR", price: "1250.00" });
});

test("search results reach a card by its #product-<id> anchor @phone", async ({ page }) => {
  const { category, product } = await createCatalogue();
  await gotoHydrated(page, `/${category.slug}#product-${product.id}`);
  await expect(card(page, product.id)).toBeInViewport();
});

test.describe("accessibility (axe: no serious or critical violations)", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a category page @phone", async ({ page }) => {
    await gotoHydrated(page, "/paver-blocks");
    await expect(page.getByRole("heading", { level: 1, name: "Paver Blocks" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the inquiry modal with its country list open @phone", async ({ page }) => {
    await gotoHydrated(page, "/paver-blocks");
    await page
      .getByRole("button", { name: /Get Best Price/ })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: "Get Best Price" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: /Country code/ }).click();
    await expect(page.getByRole("listbox", { name: "Countries" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("an unknown category", async ({ page }) => {
    await gotoHydrated(page, `/not-a-category-${uniqueSuffix()}`);
    await expect(page.getByRole("heading", { name: "Category not found" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
