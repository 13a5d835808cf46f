/**
 * The customer's quotation page (/q/{token}) once staff have sent a newer version: the earlier one
 * says it was replaced, links to the new one and offers no forms. Neither page carries the
 * customer's whole mobile number, in its HTML or its hydration data: only its last four digits.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import type { QuotationAnswer, QuotationDto } from "#schemas/wire";
import { adminToken, bearer, isoDateInDays } from "./admin-helpers";
import { expectNoSeriousA11yViolations } from "./a11y";
import { gotoHydrated } from "./site-helpers";
import { uniqueMobile, uniqueName } from "../helpers/unique";

test.describe.configure({ timeout: 120_000 });

const tokenOf = (q: Pick<QuotationDto, "token_url">) => new URL(q.token_url).pathname.replace(/^\/q\//, "");

/** Staff, through the API: a quotation for `mobile` sent on WhatsApp, then a new version of it sent too. */
async function quotationAndNewVersion(request: APIRequestContext, mobile: string) {
  const auth = bearer(await adminToken(request));
  const created = await request.post("/api/quotations", {
    headers: auth,
    data: {
      customer_name: uniqueName("Quote Buyer"),
      billing_address: "12 Ring Road\nAdajan, Surat 395009",
      state_code: "24",
      country_code: "+91",
      phone: mobile,
      items: [{ description: "Paver block 80 mm", hsn: "6810", quantity: "2000", unit: "Piece", rate: "48", discount_pct: "0", gst_rate: 18 }],
      valid_until: isoDateInDays(10),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const original = ((await created.json()) as QuotationAnswer).data;
  const send = async (id: number) => {
    const sent = await request.post(`/api/quotations/${id}/send`, { headers: auth, data: { channel: "whatsapp" } });
    expect(sent.status(), await sent.text()).toBe(200);
  };
  await send(original.id);
  const revised = await request.post(`/api/quotations/${original.id}/revise`, { headers: auth });
  expect(revised.status(), await revised.text()).toBe(201);
  const newer = ((await revised.json()) as QuotationAnswer).data;
  await send(newer.id);
  return { original, newer };
}

test("an earlier version says it has been replaced and links to the new one, with no forms; no page carries the whole number @phone", async ({
  browser,
  request,
}) => {
  const mobile = uniqueMobile();
  const { original, newer } = await quotationAndNewVersion(request, mobile);

  // The HTML as the server sends it, its hydration data included.
  for (const q of [original, newer]) {
    const html = await (await request.get(`/q/${tokenOf(q)}`)).text();
    expect(html.replace(/[\s-]/g, "")).not.toContain(mobile);
    expect(html).toContain(`••••••${mobile.slice(-4)}`);
  }

  const page = await (await browser.newContext()).newPage();
  await gotoHydrated(page, `/q/${tokenOf(original)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${original.number}`);
  await expect(page.getByText(`This quotation has been replaced by ${newer.number}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept quotation" })).toHaveCount(0);
  await expect(page.getByRole("form")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);

  await page.getByRole("link", { name: `Open quotation ${newer.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/q/${tokenOf(newer)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${newer.number}`);
  await expect(page.getByText(`+91 ••••••${mobile.slice(-4)}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept quotation" })).toBeVisible();
  await page.context().close();
});
