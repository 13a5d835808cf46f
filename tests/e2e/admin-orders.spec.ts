/**
 * Sales orders in the admin: a quotation the customer accepted becomes a draft order with "Create
 * order", the draft's delivery site and advance are changed, "Confirm order" fixes it and the items
 * read Ordered, Dispatched and Remaining; another order is cancelled with a reason; the list finds
 * them; accessibility, and a phone's width (the journey runs on both).
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminToken, bearer, gotoAdmin, isoDateInDays, loginAsAdmin, toastWith } from "./admin-helpers";
import { expectNoSeriousA11yViolations, expectNoSideScroll } from "./a11y";
import { uniqueMobile, uniqueName } from "../helpers/unique";

test.describe.configure({ timeout: 120_000 });

/** A quotation sent on WhatsApp and accepted by its customer through the public link, as the /q/ page does. */
async function acceptedQuotation(request: APIRequestContext, token: string, customer: string) {
  const phone = uniqueMobile();
  const valid = isoDateInDays(10);
  const made = await request.post("/api/quotations", {
    headers: bearer(token),
    data: {
      customer_name: customer,
      billing_address: "12 Ring Road, Surat",
      state_code: "24",
      country_code: "+91",
      phone,
      items: [{ description: "Zig-Zag Paver Block 60 mm", hsn: "6810", quantity: "12000", unit: "Pieces", rate: "42.50", discount_pct: "0", gst_rate: 18 }],
      valid_until: valid,
    },
  });
  expect(made.status()).toBe(201);
  const q = ((await made.json()) as { data: { id: number; token_url: string } }).data;
  expect((await request.post(`/api/quotations/${q.id}/send`, { headers: bearer(token), data: { channel: "whatsapp" } })).status()).toBe(200);
  const accepted = await request.post(`/api/q/${q.token_url.split("/q/")[1]}/accept`, { data: { name: customer, mobile: phone } });
  expect(accepted.status()).toBe(200);
  return q;
}

test("an accepted quotation becomes an order: edited as a draft, confirmed, its items' progress shown; another is cancelled @phone", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const buyer = uniqueName("Order Buyer");
  const q = await acceptedQuotation(request, token, buyer);
  await loginAsAdmin(page, `/admin/quotations/${q.id}`);
  await page.getByRole("button", { name: "Create order" }).click();
  const heading = page.getByRole("heading", { level: 1, name: /^SO\/\d{4}-\d{2}\/\d{4}$/ });
  await expect(heading).toBeVisible();
  await expect(toastWith(page, /Order SO\/.* created/)).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "draft order");
  await expectNoSideScroll(page);

  // The delivery site (a new address) and the advance, saved while it is a draft.
  const form = page.getByRole("form", { name: "Delivery and advance" });
  await form.getByLabel("Delivery address").fill("Plot 7, GIDC, Vapi");
  await form.getByLabel("PIN code").fill("396195");
  await form.getByLabel("Site contact name").fill("Suresh");
  await form.getByLabel("Site contact phone").fill("9825011111");
  await form.getByLabel("Advance as").selectOption("percent");
  await form.getByLabel("Advance (%)").fill("10");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWith(page, /Order SO\/.* saved/)).toBeVisible();
  await expect(page.getByText("Advance asked")).toBeVisible();
  await expect(form.getByRole("button", { name: "Save changes" })).toBeDisabled();

  await page.getByRole("button", { name: "Confirm order" }).click();
  await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(page.getByText(/Plot 7, GIDC, Vapi 396195/)).toBeVisible();
  const items = page.getByRole("table");
  for (const column of ["Ordered", "Dispatched", "Remaining"]) await expect(items.getByRole("columnheader", { name: column })).toBeVisible();
  const row = items.getByRole("row", { name: /Zig-Zag Paver Block 60 mm/ });
  await expect(row.getByRole("cell")).toHaveText(["Zig-Zag Paver Block 60 mm", "6810", /₹42\.5/, "12,000 Pieces", "0 Pieces", "12,000 Pieces"]);
  await expect(page.getByRole("button", { name: "Close order" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "confirmed order");

  // Another order, cancelled by an admin with a reason: it keeps its number.
  const other = await acceptedQuotation(request, token, uniqueName("Cancelling Buyer"));
  const made = await request.post("/api/orders", { headers: bearer(token), data: { quotation_id: other.id } });
  const order = ((await made.json()) as { data: { id: number; number: string } }).data;
  await gotoAdmin(page, `/admin/orders/${order.id}`);
  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel ${order.number}?` });
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(dialog.getByText("Enter the reason for cancelling")).toBeVisible();
  await dialog.getByLabel("Reason for cancelling").fill("The customer bought elsewhere");
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText("Cancelled: The customer bought elsewhere")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: order.number })).toBeVisible();

  // The list finds the cancelled one under its status, by the customer's name.
  await gotoAdmin(page, `/admin/orders?status=cancelled&search=${encodeURIComponent(buyer)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(page.getByText("No orders match these filters")).toBeVisible();
  await gotoAdmin(page, `/admin/orders?search=${encodeURIComponent(buyer)}`);
  await expect(page.getByRole("list", { name: "Orders" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Orders" }).getByText("Confirmed")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "orders list");
  await expectNoSideScroll(page);
});

test("New order from scratch: a customer found by search, a line typed, saved as a draft that opens @phone", async ({ page, request }) => {
  const token = await adminToken(request);
  const name = uniqueName("Walk-in Buyer");
  const made = await request.post("/api/customers", { headers: bearer(token), data: { name, country_code: "+91", phone: uniqueMobile() } });
  expect(made.status(), await made.text()).toBe(201);

  await loginAsAdmin(page, "/admin/orders");
  await page.getByRole("link", { name: "New order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New order" })).toBeVisible();
  const form = page.getByRole("form", { name: "New order" });

  // Saving without a customer names the field.
  await form.getByRole("button", { name: "Save order" }).click();
  await expect(form.getByLabel("Find a customer")).toHaveAccessibleDescription(/Choose a customer/);

  await form.getByLabel("Find a customer").fill(name);
  await form
    .getByRole("list", { name: "Matching customers" })
    .getByRole("button", { name: `Choose ${name}` })
    .click();
  await expect(form.getByRole("button", { name: "Choose another customer" })).toBeVisible();

  const line = (field: string) => `${field}, line 1`;
  await form.getByRole("textbox", { name: line("Description") }).fill("Fly Ash Brick 230 mm");
  await form.getByRole("textbox", { name: line("HSN") }).fill("6815");
  await form.getByRole("spinbutton", { name: line("Quantity") }).fill("5000");
  await form.getByRole("combobox", { name: line("Unit") }).fill("Pieces");
  await form.getByRole("spinbutton", { name: line("Rate (₹)") }).fill("6.5");
  await expectNoSeriousA11yViolations(page, "new order");
  await expectNoSideScroll(page);
  await form.getByRole("button", { name: "Save order" }).click();

  await expect(page.getByRole("heading", { level: 1, name: /^SO\/\d{4}-\d{2}\/\d{4}$/ })).toBeVisible();
  await expect(toastWith(page, /Order SO\/.* created/)).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  const row = page.getByRole("table").getByRole("row", { name: /Fly Ash Brick 230 mm/ });
  await expect(row.getByRole("cell")).toHaveText(["Fly Ash Brick 230 mm", "6815", /₹6\.5/, "5,000 Pieces", "0 Pieces", "5,000 Pieces"]);
});
