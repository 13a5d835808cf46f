/**
 * The customer's quotation page (/q/{token}) itself: an expired quotation offers the contact page
 * instead of the forms, accessibility and phones, an unknown link, the PDF and the page's caching,
 * "Viewed", valid HTML and the page's own JavaScript. The journey and the forms are in
 * quotation-public.spec.ts.
 */
import { gzipSync } from "node:zlib";
import { expect, test, type Response } from "@playwright/test";
import { loginAsAdmin } from "./admin-helpers";
import { expectNoSeriousA11yViolations } from "./a11y";
import { gotoHydrated } from "./catalogue-data";
import { customerPage, sentQuotation } from "./quotation-link";
import { queryE2E } from "./db";
import { htmlErrors, type HtmlDocument } from "./html-validator";

test.describe.configure({ timeout: 180_000 });

test("an expired quotation says so, offers the contact page and no forms @phone", async ({ browser, request }) => {
  const { token, quotation } = await sentQuotation(request);
  await queryE2E("update quotations set valid_until = (now() at time zone 'Asia/Kolkata')::date - 3 where id = $1", [quotation.id]);
  const page = await customerPage(browser, token);
  await expect(page.getByText("This quotation has expired")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact us for a fresh quotation" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("form")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Accept quotation" })).toHaveCount(0);
  // Still there to read and download.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${quotation.number}`);
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Contact us for a fresh quotation" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.context().close();
});

test("the page has no serious or critical accessibility violations, and fits a 390 px phone @phone", async ({ browser, request }) => {
  const { token } = await sentQuotation(request, { stateCode: "27" });
  const page = await customerPage(browser, token);
  // Maharashtra from Gujarat: IGST.
  await expect(page.getByText("IGST @ 18% on", { exact: false })).toBeVisible();
  await expect(page.getByText("CGST", { exact: false })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // With each form open, and the acceptance's messages showing.
  await page.getByRole("button", { name: "Request changes" }).click();
  await expect(page.getByRole("form", { name: "Request changes" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Accept quotation" }).click();
  await page.getByRole("button", { name: "Confirm acceptance" }).click();
  await expect(page.getByText("Enter your name")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
  await page.context().close();
});

test("an unknown link answers 404, not indexed, inside the site's frame", async ({ page }) => {
  const res = await page.goto("/q/no-such-quotation-token-AAAAAAAAAAAA");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Quotation not found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("link", { name: "Contact us" }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("Download PDF answers the quotation as a PDF; the page is not indexed nor cached", async ({ browser, request }) => {
  const { token } = await sentQuotation(request);
  const page = await customerPage(browser, token);
  const href = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  const html = await request.get(`/q/${token}`);
  expect(html.headers()["cache-control"]).toContain("no-store");
  expect(html.headers()["x-robots-tag"]).toContain("noindex");
  await page.context().close();
});

test("Viewed is the customer's visit: not a crawler's, not signed-in staff's", async ({ browser, page, request }) => {
  const { token, quotation } = await sentQuotation(request);
  const status = async () => (await queryE2E<{ status: string }>("select status from quotations where id = $1", [quotation.id]))[0].status;

  // A link preview or crawler reads the HTML only.
  const bot = await request.get(`/q/${token}`, { headers: { "User-Agent": "WhatsApp/2.23.20.0 A" } });
  expect(bot.status()).toBe(200);
  // Staff open the link from the admin in their own browser.
  await loginAsAdmin(page, "/admin/dashboard");
  await gotoHydrated(page, `/q/${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${quotation.number}`);
  await page.waitForLoadState("networkidle");
  expect(await status()).toBe("sent");

  // The customer.
  const customer = await customerPage(browser, token);
  await expect.poll(status).toBe("viewed");
  await customer.context().close();
});

test("the page is valid HTML: open, expired and unknown as the server sends them, and with each form open", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const open = await sentQuotation(request);
  const expired = await sentQuotation(request);
  await queryE2E("update quotations set valid_until = (now() at time zone 'Asia/Kolkata')::date - 1 where id = $1", [expired.quotation.id]);
  const docs: HtmlDocument[] = [];
  for (const [label, path, status] of [
    ["open quotation", `/q/${open.token}`, 200],
    ["expired quotation", `/q/${expired.token}`, 200],
    ["unknown quotation", "/q/unknown-token", 404],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), label).toBe(status);
    docs.push({ label, html: await res.text() });
  }
  const page = await customerPage(browser, open.token);
  await page.getByRole("button", { name: "Accept quotation" }).click();
  await page.getByRole("button", { name: "Confirm acceptance" }).click();
  await expect(page.getByText("Enter your name")).toBeVisible();
  docs.push({ label: "the acceptance form with its messages", html: await page.content() });
  await page.getByRole("button", { name: "Request changes" }).click();
  await expect(page.getByRole("form", { name: "Request changes" })).toBeVisible();
  docs.push({ label: "the change request form", html: await page.content() });
  await page.context().close();
  expect(await htmlErrors(docs), "Nu HTML Checker errors").toEqual([]);
});

/** Gzip bytes of one answer, as budget.spec.ts counts them. */
async function gzipSize(res: Response): Promise<number> {
  const headers = await res.allHeaders();
  const length = Number(headers["content-length"]);
  if (headers["content-encoding"] && headers["content-encoding"] !== "identity" && length > 0) return length;
  return gzipSync(await res.body(), { level: 9 }).length;
}

test("the page's first load stays within the public JavaScript budget; the forms' code comes when asked for", async ({ browser, request }) => {
  const { token } = await sentQuotation(request);
  const page = await (await browser.newContext()).newPage();
  const scripts: Response[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script" && res.status() === 200) scripts.push(res);
  });
  await page.goto(`/q/${token}`, { waitUntil: "networkidle" });
  let js = 0;
  for (const res of scripts) js += await gzipSize(res);
  expect(js, scripts.map((r) => new URL(r.url()).pathname).join("\n")).toBeLessThanOrEqual(130 * 1024);

  // The forms' code comes when a customer reaches for them.
  const before = scripts.length;
  await page.getByRole("button", { name: "Request changes" }).hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
  await page.getByRole("button", { name: "Request changes" }).click();
  await expect(page.getByRole("form", { name: "Request changes" })).toBeVisible();
  await page.context().close();
});
