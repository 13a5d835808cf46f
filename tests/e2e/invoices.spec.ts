/**
 * Tax invoices in the admin: a delivered load of a confirmed order gets "Create invoice" on the
 * order page, which opens the new invoice (its number, items and totals); its PDF downloads with
 * the copies chosen; the Invoices list finds it by search with the filters kept over a reload; an
 * admin cancels it with a reason and it reads Cancelled. The order's own "Create invoice" takes
 * what is left. Accessibility on the list and the invoice page, and both at a phone's width.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { InvoiceDto } from "#schemas/wire";
import { adminToken, bearer, gotoAdmin, loginAsAdmin } from "./admin-helpers";
import { expectAccessibleAndFits, expectNoSeriousA11yViolations } from "./a11y";
import { queryE2E } from "./db";
import { deliveredLoad } from "./dispatch-data";

test.describe.configure({ timeout: 180_000 });

const PAVER = "Zig-Zag Paver Block 60 mm";
const INVOICE_NUMBER = /^INV\/\d{4}-\d{2}\/\d{4}$/;

/** An invoice of the load made through the API (for the journeys that start from an invoice). */
async function invoiceOf(request: APIRequestContext, dispatchId: number): Promise<InvoiceDto> {
  const res = await request.post(`/api/dispatches/${dispatchId}/invoice`, { headers: bearer(await adminToken(request)), data: {} });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: InvoiceDto }).data;
}

const invoiceHeading = (page: Page) => page.getByRole("heading", { level: 1, name: INVOICE_NUMBER });
const stateBadge = (page: Page) => page.getByRole("heading", { level: 1 }).locator("xpath=following-sibling::p[1]");

test("a delivered load is invoiced from the order page, its PDF downloads, the list finds it, and an admin cancels it", async ({ page, request }) => {
  const { order, customerName, load } = await deliveredLoad(request);
  await loginAsAdmin(page, `/admin/orders/${order.id}`);

  // "Create invoice" on the load's row opens the new invoice.
  const actions = page.getByRole("group", { name: `Dispatch ${load.number} actions` });
  await actions.getByRole("button", { name: "Create invoice" }).click();
  await expect(invoiceHeading(page)).toBeVisible();
  const number = (await invoiceHeading(page).textContent())!;
  const invoiceId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(stateBadge(page).getByText("Unpaid", { exact: true })).toBeVisible();
  await expect(page.getByText("27AAPFU0939F1ZV")).toBeVisible();
  await expect(page.getByText(load.number)).toBeVisible();
  const items = page.getByRole("region", { name: "Items, scroll sideways" });
  await expect(
    items
      .getByRole("row", { name: new RegExp(PAVER) })
      .getByRole("cell")
      .first(),
  ).toHaveText(PAVER);
  await expect(
    items
      .getByRole("row", { name: new RegExp(PAVER) })
      .getByRole("cell")
      .nth(2),
  ).toHaveText("1,000");
  const totals = page.getByRole("region", { name: "Totals" });
  await expect(totals.getByText("Grand total")).toBeVisible();
  await expect(totals.getByText(/^Rupees .* Only$/i)).toBeVisible();
  await expect(totals.getByText("IGST")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the invoice page");

  // "Download PDF" with the original and the transporter's copies.
  await page.getByRole("checkbox", { name: "Duplicate for Transporter" }).check();
  await expect(page.getByRole("checkbox", { name: "Original for Recipient" })).toBeChecked();
  const pdf = page.waitForResponse((r) => r.url().includes(`/api/invoices/${invoiceId}/pdf`));
  await page.getByRole("button", { name: "Download PDF" }).click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(new URL(answer.url()).searchParams.get("copies")).toBe("original,duplicate");

  // The order page now links the load to its invoice, and lists the invoice.
  await page.getByRole("link", { name: order.number }).click();
  await expect(page.getByRole("heading", { level: 1, name: order.number })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Create invoice" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Invoices of this order" }).getByRole("link", { name: number })).toBeVisible();

  // The list finds it by its number; the filters survive a reload.
  await gotoAdmin(page, "/admin/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by number or customer" }).fill(customerName);
  await page.getByRole("searchbox", { name: "Search by number or customer" }).press("Enter");
  await page.getByLabel("Status").selectOption({ label: "Issued" });
  const rows = page.getByRole("list", { name: "Invoices" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("link", { name: number })).toBeVisible();
  await expect(rows.getByText("Unpaid")).toBeVisible();
  await expect(page).toHaveURL(/status=issued/);
  await expectNoSeriousA11yViolations(page, "the invoices list");
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search by number or customer" })).toHaveValue(customerName);
  await expect(page.getByLabel("Status")).toHaveValue("issued");
  await expect(rows).toHaveCount(1);
  await page.getByLabel("Status").selectOption({ label: "Cancelled" });
  await expect(page.getByText("No invoices match these filters")).toBeVisible();
  await page.goBack();
  await expect(rows.getByRole("link", { name: number })).toBeVisible();

  // An admin cancels it: the reason is required, then the page reads Cancelled with the reason.
  await rows.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();
  await page.getByRole("button", { name: "Cancel invoice" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel invoice" });
  await dialog.getByRole("button", { name: "Cancel invoice" }).click();
  await expect(dialog.getByLabel("Reason")).toHaveAccessibleDescription(/Enter why the invoice is cancelled/);
  await dialog.getByLabel("Reason").fill("Rate typed wrong on the order");
  await dialog.getByRole("button", { name: "Cancel invoice" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(stateBadge(page).getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByText(/Cancelled on .*: Rate typed wrong on the order/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel invoice" })).toHaveCount(0);
});

test("the order's Create invoice takes every load not yet invoiced", async ({ page, request }) => {
  const { order, load, second } = await deliveredLoad(request, { second: true });
  const first = await invoiceOf(request, load.id);
  await loginAsAdmin(page, `/admin/orders/${order.id}`);
  const invoices = page.getByRole("region", { name: "Invoices" });
  await expect(invoices.getByRole("link", { name: first.number })).toBeVisible();
  await expect(page.getByRole("group", { name: `Dispatch ${load.number} actions` }).getByRole("button", { name: "Create invoice" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: first.number }).first()).toBeVisible();
  await invoices.getByRole("button", { name: /Create invoice/ }).click();
  await expect(invoiceHeading(page)).toBeVisible();
  await expect(page.getByText(second!.number)).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Items, scroll sideways" })
      .getByRole("row", { name: new RegExp(PAVER) })
      .getByRole("cell")
      .nth(2),
  ).toHaveText("500");
});

test("an invoice with a payment against it is not cancelled, and the dialog says why", async ({ page, request }) => {
  const { load } = await deliveredLoad(request);
  const invoice = await invoiceOf(request, load.id);
  // Payments are recorded by another screen; the amount received is what the refusal depends on.
  await queryE2E("update invoices set amount_paid = 100 where id = $1", [invoice.id]);
  await loginAsAdmin(page, `/admin/invoices/${invoice.id}`);
  await page.getByRole("button", { name: "Cancel invoice" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel invoice" });
  await dialog.getByLabel("Reason").fill("Customer returned the goods");
  await dialog.getByRole("button", { name: "Cancel invoice" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: `Invoice ${invoice.number} has payments against it` })).toBeVisible();
  await dialog.getByRole("button", { name: "Keep invoice" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(stateBadge(page).getByText("Partly paid", { exact: true })).toBeVisible();
});

test("the invoices list and an invoice at a phone's width, and an invoice that does not exist @phone", async ({ page, request }) => {
  const { customerName, load } = await deliveredLoad(request);
  const invoice = await invoiceOf(request, load.id);
  await loginAsAdmin(page, `/admin/invoices?search=${encodeURIComponent(customerName)}`);
  const rows = page.getByRole("list", { name: "Invoices" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("link", { name: invoice.number })).toBeVisible();
  await expectAccessibleAndFits(page);

  await rows.getByRole("link", { name: invoice.number }).click();
  await expect(page.getByRole("heading", { level: 1, name: invoice.number })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
  await expectAccessibleAndFits(page);

  await gotoAdmin(page, "/admin/invoices/999999999");
  await expect(page.getByRole("heading", { level: 1, name: "Invoice not found" })).toBeVisible();
});
