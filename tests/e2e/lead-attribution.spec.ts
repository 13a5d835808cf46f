/**
 * Where a website visitor came from: a visit landing from a campaign is kept in the browser (first
 * touch) and sent with the quote request made pages later; staff see it under "Came from".
 */
import { expect, test, type Page } from "@playwright/test";
import { gotoAdmin, loginAsAdmin } from "./admin-helpers";
import { expectNoSeriousA11yViolations } from "./a11y";
import { createCatalogue, gotoHydrated } from "./catalogue-data";
import { uniqueMobile, uniqueName } from "../helpers/unique";
import { queryE2E } from "./db";

test.describe.configure({ timeout: 180_000 });

const CAMPAIGN = "utm_source=google&utm_medium=cpc&utm_campaign=monsoon-pavers";
const FIRST_TOUCH = { landing: "/products", utm_source: "google", utm_medium: "cpc", utm_campaign: "monsoon-pavers" };

/** Fills and sends the open "Get Best Price" modal; answers the new quote request's id. */
async function sendQuoteRequest(visitor: Page, productName: string): Promise<number> {
  const modal = visitor.getByRole("dialog", { name: "Get Best Price" });
  const name = uniqueName("Campaign Buyer");
  await modal.getByLabel("Your Name").fill(name);
  await modal.getByLabel("Mobile Number").fill(uniqueMobile());
  await modal.getByLabel("Quantity").fill("800");
  await modal.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(visitor.locator(".Toastify").getByText(`Quote request submitted successfully for ${productName}!`)).toBeVisible();
  const [inquiry] = await queryE2E<{ id: number }>("select id from inquiries where name = $1", [name]);
  return inquiry.id;
}

test("a campaign visit two pages before a quote request is shown on the lead, and a later visit keeps the first touch @phone", async ({ browser, page }) => {
  const { category, product } = await createCatalogue("Campaign Pavers");
  const visitor = await browser.newPage();

  // The visitor lands on the products list from an ad: the address keeps its campaign parameters.
  await gotoHydrated(visitor, `/products?${CAMPAIGN}`);
  await expect(visitor).toHaveURL(`/products?${CAMPAIGN}`);
  // Two pages on: the category, then the product, where the quote request is sent.
  await visitor.getByRole("main").getByRole("link", { name: category.name }).click();
  await expect(visitor).toHaveURL(new RegExp(`/${category.slug}$`));
  await visitor.locator(`#product-${product.id}`).getByRole("heading").getByRole("link", { name: product.name }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await visitor.getByRole("button", { name: "Get Best Price", exact: true }).click();
  const first = await sendQuoteRequest(visitor, product.name);
  const [stored] = await queryE2E<{ attribution: unknown; source: string }>("select attribution, source from inquiries where id = $1", [first]);
  expect(stored).toEqual({ attribution: FIRST_TOUCH, source: "website" });

  // Staff see it on the lead under "Came from"; the admin pages record nothing of their own.
  await loginAsAdmin(page, `/admin/inquiries/${first}`);
  const cameFrom = page.getByRole("region", { name: "Came from" });
  await expect(cameFrom).toContainText("google / cpc, campaign monsoon-pavers, landed on /products");
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => localStorage.getItem("first-touch"))).toBeNull();

  // A later visit from another campaign keeps the first touch.
  await gotoHydrated(visitor, `/${category.slug}?utm_source=facebook&utm_medium=social`);
  await visitor
    .locator(`#product-${product.id}`)
    .getByRole("button", { name: /Get Best Price/ })
    .click();
  const second = await sendQuoteRequest(visitor, product.name);
  const [again] = await queryE2E<{ attribution: unknown }>("select attribution from inquiries where id = $1", [second]);
  expect(again.attribution).toEqual(FIRST_TOUCH);

  // A lead without a visit shows no "Came from".
  await queryE2E("update inquiries set attribution = null where id = $1", [second]);
  await gotoAdmin(page, `/admin/inquiries/${second}`);
  await expect(page.getByRole("heading", { level: 2, name: "Timeline" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Came from" })).toHaveCount(0);
  await visitor.close();
});

test("the Messages screen shows where a contact message's visitor came from @phone", async ({ page, request }) => {
  const name = uniqueName("Campaign Writer");
  const sent = await request.post("/api/contact", {
    data: {
      name,
      email: "writer@example.com",
      phone: uniqueMobile(),
      country_code: "+91",
      message: "Please send prices for 2000 paver blocks.",
      attribution: { landing: "/contact", referrer: "www.justdial.com" },
    },
  });
  expect(sent.status()).toBe(201);
  const { data } = (await sent.json()) as { data: { id: number } };
  await loginAsAdmin(page, `/admin/messages?message=${data.id}`);
  const message = page.getByRole("article", { name });
  await expect(message.getByRole("term").filter({ hasText: "Came from" })).toBeVisible();
  await expect(message.getByRole("definition").filter({ hasText: "www.justdial.com, landed on /contact" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a page asked with campaign parameters is the cached page without them, and another spelling keeps them on its redirect", async ({ request }) => {
  // A catalogue change drops the products page: the campaign address renders it and stores it for everyone.
  await createCatalogue("Campaign Slabs");
  const probe = `probe-${uniqueMobile()}`;
  const landing = await request.get(`/products?utm_source=${probe}&utm_medium=cpc`, { maxRedirects: 0 });
  expect(landing.status()).toBe(200);
  const plain = await request.get("/products");
  expect(plain.headers()["x-cache"]).toBe("HIT");
  expect(await plain.text()).not.toContain(probe);
  const again = await request.get(`/products?utm_source=${probe}`, { maxRedirects: 0 });
  expect(again.headers()["x-cache"]).toBe("HIT");

  const res = await request.get(`/Products/?${CAMPAIGN}`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers()["location"]).toBe(`/products?${CAMPAIGN}`);
  const odd = await request.get(`/products?colour=red&${CAMPAIGN}`, { maxRedirects: 0 });
  expect(odd.status()).toBe(301);
  expect(odd.headers()["location"]).toBe(`/products?${CAMPAIGN}`);
});
