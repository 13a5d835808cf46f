/**
 * After the order is won, the whole way: a quote request becomes a quotation the customer accepts
 * on its /q/ page; staff "Create order" on it and confirm it; two trucks take part of it each (the
 * second first asks for more than remains and is refused, then corrected); the delivery challan
 * downloads; the customer opens the load's link without signing in; both loads are marked
 * delivered; the order reads Delivered and the customer's page lists the lead, the quotation, the
 * order and both loads. Accessibility on the order page with its dispatches, and a phone's width.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { OrderDto, QuotationAnswer } from "#schemas/wire";
import { adminToken, bearer, createInquiry, gotoAdmin, isoDateInDays, loginAsAdmin } from "./admin-helpers";
import { expectNoSeriousA11yViolations, expectNoSideScroll } from "./a11y";
import { gotoHydrated } from "./catalogue-data";
import { uniqueMobile, uniqueName } from "../helpers/unique";

test.describe.configure({ timeout: 180_000 });

const PAVER = "Zig-Zag Paver Block 60 mm";

/** A quote request and the quotation staff send for it (12,000 Pieces of the paver), by the API: what the customer's link opens. */
async function sentQuotation(request: APIRequestContext, name: string, mobile: string) {
  const inquiry = await createInquiry(request, { name, mobile, quantity: 12000 });
  const auth = bearer(await adminToken(request));
  const valid = isoDateInDays(10);
  const made = await request.post("/api/quotations", {
    headers: auth,
    data: {
      inquiry_id: inquiry.id,
      customer_name: name,
      company: "Verma Builders",
      billing_address: "12 Ring Road, Adajan, Surat 395009",
      state_code: "24",
      country_code: "+91",
      phone: mobile,
      items: [{ description: PAVER, hsn: "6810", quantity: "12000", unit: "Pieces", rate: "42.50", discount_pct: "0", gst_rate: 18 }],
      valid_until: valid,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const quotation = ((await made.json()) as QuotationAnswer).data;
  const sent = await request.post(`/api/quotations/${quotation.id}/send`, { headers: auth, data: { channel: "whatsapp" } });
  expect(sent.status(), await sent.text()).toBe(200);
  return { inquiry, quotation, auth };
}

/** Loads one truck through "New dispatch": the vehicle typed as people do, and the paver's quantity. */
async function newDispatch(page: Page, vehicle: string, quantity: string) {
  await page.getByRole("button", { name: "New dispatch" }).click();
  const dialog = page.getByRole("dialog", { name: "New dispatch" });
  await dialog.getByLabel("Vehicle number").fill(vehicle);
  await dialog.getByLabel("Driver name").fill("Ramesh");
  await dialog.getByLabel("Transporter").fill("Shree Roadlines");
  await dialog.getByLabel(new RegExp(`^${PAVER} \\(`)).fill(quantity);
  await dialog.getByRole("button", { name: "Save dispatch" }).click();
  return dialog;
}

/** The order's status badge under its number reads `status`. */
const expectOrderStatus = (page: Page, status: string) =>
  expect(page.getByRole("heading", { level: 1 }).locator("xpath=following-sibling::p[1]").getByText(status, { exact: true })).toBeVisible();

/** "Mark delivered" on one load, signed for by `who`. */
async function markDelivered(page: Page, number: string, who: string) {
  await page
    .getByRole("group", { name: `Dispatch ${number} actions` })
    .getByRole("button", { name: "Mark delivered" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Mark delivered" });
  await dialog.getByLabel("Received by").fill(who);
  await dialog.getByRole("button", { name: "Mark delivered" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Delivered to ${who}`)).toBeVisible();
}

test("an accepted quotation is ordered, dispatched in two trucks with challans, delivered, and the customer's page lists it all @phone", async ({
  page,
  browser,
  request,
}) => {
  const name = uniqueName("Site Buyer");
  const mobile = uniqueMobile();
  const { inquiry, quotation, auth } = await sentQuotation(request, name, mobile);

  // The customer accepts on the quotation's page, in a browser that never signed in.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await gotoHydrated(customer, new URL(quotation.token_url).pathname);
  await customer.getByRole("button", { name: "Accept quotation" }).click();
  const accept = customer.getByRole("form", { name: "Accept quotation" });
  await accept.getByLabel("Your name").fill(name);
  await accept.getByLabel("Mobile number").fill(mobile);
  await accept.getByRole("button", { name: "Confirm acceptance" }).click();
  await expect(customer.getByRole("status").filter({ hasText: "Quotation accepted" })).toBeVisible();

  // Staff make the order from the accepted quotation and confirm it.
  await loginAsAdmin(page, `/admin/quotations/${quotation.id}`);
  await page.getByRole("button", { name: "Create order" }).click();
  const heading = page.getByRole("heading", { level: 1, name: /^SO\/\d{4}-\d{2}\/\d{4}$/ });
  await expect(heading).toBeVisible();
  const orderNumber = (await heading.textContent())!;
  const orderId = Number(new URL(page.url()).pathname.split("/").pop());
  await page.getByRole("button", { name: "Confirm order" }).click();
  await expectOrderStatus(page, "Confirmed");

  // The first truck takes 7,000 of the 12,000 Pieces.
  const first = await newDispatch(page, "gj-05 ab 1234", "7000");
  await expect(first).toHaveCount(0);
  await expectOrderStatus(page, "Partly dispatched");
  const row = page.getByRole("table").getByRole("row", { name: new RegExp(PAVER) });
  await expect(row.getByRole("cell")).toHaveText([PAVER, "6810", /₹42\.5/, "12,000 Pieces", "7,000 Pieces", "5,000 Pieces"]);
  await expect(page.getByText("GJ05AB1234")).toBeVisible();

  // The second asks for 6,000: refused under its field, nothing saved; corrected to what remains.
  const second = await newDispatch(page, "GJ 05 CD 5678", "6000");
  await expect(second.getByLabel(new RegExp(`^${PAVER} \\(`))).toHaveAccessibleDescription(new RegExp(`Only 5,000 Pieces of ${PAVER} remain to dispatch`));
  await second.getByLabel(new RegExp(`^${PAVER} \\(`)).fill("5000");
  await second.getByRole("button", { name: "Save dispatch" }).click();
  await expect(second).toHaveCount(0);
  await expectOrderStatus(page, "Dispatched");
  await expect(row.getByRole("cell")).toHaveText([PAVER, "6810", /₹42\.5/, "12,000 Pieces", "12,000 Pieces", "0 Pieces"]);
  await expect(page.getByRole("button", { name: "New dispatch" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "order with dispatches");
  await expectNoSideScroll(page);

  const order = ((await (await request.get(`/api/orders/${orderId}`, { headers: auth })).json()) as { data: OrderDto }).data;
  expect(order.dispatches.map((d) => d.vehicle_number).sort()).toEqual(["GJ05AB1234", "GJ05CD5678"]);
  const [load1, load2] = [...order.dispatches].sort((a, b) => a.vehicle_number.localeCompare(b.vehicle_number));

  // The first load's challan downloads as a PDF named by its number.
  const download = page.waitForEvent("download");
  await page
    .getByRole("group", { name: `Dispatch ${load1.number} actions` })
    .getByRole("button", { name: "Download challan" })
    .click();
  expect((await download).suggestedFilename()).toBe(`${load1.number.replaceAll("/", "-")}.pdf`);

  // The customer opens the load's link without signing in.
  await gotoHydrated(customer, new URL(load1.token_url).pathname);
  await expect(customer.getByRole("heading", { level: 1, name: `Your order ${orderNumber}` })).toBeVisible();
  await expect(customer.getByText("GJ05AB1234")).toBeVisible();
  await expect(customer.getByRole("listitem").filter({ hasText: PAVER })).toContainText("7,000 Pieces");
  await customerContext.close();

  // Both loads signed for: the order is Delivered.
  await markDelivered(page, load1.number, "Suresh Kale");
  await expectOrderStatus(page, "Dispatched");
  await markDelivered(page, load2.number, "Mahesh Patel");
  await expectOrderStatus(page, "Delivered");

  // The customer's page lists the lead, the quotation, the order and both loads.
  await page.getByRole("link", { name: "Open the customer" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const timeline = page.getByRole("list", { name: "Timeline" });
  for (const title of [`Lead #${inquiry.id}`, quotation.number, orderNumber, load1.number, load2.number]) {
    await expect(timeline.getByRole("link", { name: title })).toBeVisible();
  }
  await expect(timeline.getByText(/^Delivered · ₹/)).toBeVisible();
  await gotoAdmin(page, `/admin/orders/${orderId}`);
  await expectOrderStatus(page, "Delivered");
});
