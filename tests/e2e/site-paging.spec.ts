import { expect, test } from "@playwright/test";
import { catalogueChanged, createCategory } from "./catalogue-data";
import { uniqueLetters } from "../helpers/unique";
import { queryE2E } from "./db";
import { htmlErrors } from "./html-validator";

/** Products per page of the search results and of a category page (app/lib/site-paging.ts). */
const PAGE_SIZE = 18;
const MANY = 30;

/** A category holding MANY active products whose names share one unique word, inserted at once. */
async function manyProducts() {
  const word = `Pagetest${uniqueLetters()}`;
  const category = await createCategory("Paged Slabs");
  await queryE2E(
    `insert into products (name, slug, category_id, description, price, unit, min_order_quantity, min_order_unit, status)
     select $1 || ' slab ' || i, lower($1) || '-' || i, $2, 'A slab for the paging journey.', 100 + i, 'Piece', 1, 'Pieces', 'active'
     from generate_series(1, $3::int) as i`,
    [word, category.id, MANY],
  );
  await catalogueChanged();
  return { word, category };
}

test("search results come a page at a time, with the total and Previous/Next links that work without JavaScript", async ({ browser }) => {
  const { word } = await manyProducts();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/search?q=${word}`);
  await expect(page.getByText(`${MANY} products found for “${word}”. Showing 1–${PAGE_SIZE}.`)).toBeVisible();
  const results = page.locator("main ul li").filter({ hasText: word });
  await expect(results).toHaveCount(PAGE_SIZE);
  const pager = page.getByRole("navigation", { name: "Search results pages" });
  await expect(pager).toContainText("Page 1 of 2");
  await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);

  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(`/search?q=${word}&page=2`);
  await expect(results).toHaveCount(MANY - PAGE_SIZE);
  await expect(page.getByText(`Showing ${PAGE_SIZE + 1}–${MANY}.`)).toBeVisible();
  await expect(pager.getByRole("link", { name: "Next page" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(`/search?q=${word}`);
  await context.close();
});

test("a category page with more products than a page shows the total and pages through them", async ({ page }) => {
  const { word, category } = await manyProducts();
  await page.goto(`/${category.slug}`);
  await expect(page.getByText(`${MANY} products`, { exact: true })).toBeVisible();
  const cards = page.getByRole("button", { name: "Get Best Price" });
  await expect(cards).toHaveCount(PAGE_SIZE);
  const pager = page.getByRole("navigation", { name: `${category.name} pages` });
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(`/${category.slug}?page=2`);
  await expect(cards).toHaveCount(MANY - PAGE_SIZE);
  await expect(page.getByText(`${word} slab ${MANY}`, { exact: true })).toBeVisible();
  await expect(pager).toContainText("Page 2 of 2");
});

test("the paged search and category pages are valid HTML", async ({ request }) => {
  const { word, category } = await manyProducts();
  const paths = [`/search?q=${word}`, `/search?q=${word}&page=2`, `/${category.slug}`, `/${category.slug}?page=2`];
  const docs = await Promise.all(paths.map(async (label) => ({ label, html: await (await request.get(label)).text() })));
  expect(await htmlErrors(docs)).toEqual([]);
});
