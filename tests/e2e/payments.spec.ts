/**
 * Payments received on an order's page: an invoiced load (set up through the API), "Record payment"
 * of part by UPI (the dialog shows the invoice it settles) → the Payments section lists it and the
 * invoice reads Partly paid → the rest by cheque, first without its number (refused at the field),
 * then with it → Paid. axe on the dialog, and the same at a phone's 390 px.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import type { InvoiceDto } from "#schemas/wire";
import { adminToken, bearer, loginAsAdmin, openDialog, toastWith } from "./admin-helpers";
import { expectNoSeriousA11yViolations, expectNoSideScroll } from "./a11y";
import { confirmedOrderE2E, dispatchE2E } from "./dispatch-data";

test.describe.configure({ timeout: 120_000 });

async function invoiceE2E(request: APIRequestContext, dispatchId: number): Promise<InvoiceDto> {
  const res = await request.post(`/api/dispatches/${dispatchId}/invoice`, { headers: bearer(await adminToken(request)), data: {} });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: InvoiceDto }).data;
}

async function invoiceNow(request: APIRequestContext, id: number): Promise<InvoiceDto> {
  const res = await request.get(`/api/invoices/${id}`, { headers: bearer(await adminToken(request)) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: InvoiceDto }).data;
}

test("an order's invoice paid in two parts, by UPI and by cheque, from the order page @phone", async ({ page, request }) => {
  const order = await confirmedOrderE2E();
  const load = await dispatchE2E(request, order.id, order.itemIds[0], "100");
  // 100 pieces at ₹42 with 18 % IGST: ₹4,956.
  const invoice = await invoiceE2E(request, load.id);
  expect(invoice.grand_total).toBe("4956.00");

  await loginAsAdmin(page, `/admin/orders/${order.id}`);
  const section = page.getByRole("region", { name: "Payments" });
  await expect(section.getByText("No payments received yet.")).toBeVisible();

  const dialog = await openDialog(page, "Record payment", section);
  await expect(dialog.getByLabel("Date")).not.toHaveValue("");
  await expect(dialog.getByRole("radio", { name: "Oldest invoices first" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "Advance on this order" })).toBeVisible();
  await dialog.getByLabel("Amount").fill("2000");
  await dialog.getByLabel("Mode").selectOption({ label: "UPI" });
  await dialog.getByLabel("Reference (UTR or cheque number)").fill("412345678901");
  await expect(dialog.getByText(`Settles ₹2,000 of ${invoice.number}`)).toBeVisible();
  await expect(dialog.getByText("Advance left: ₹0")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the Record payment dialog");
  await expectNoSideScroll(page);
  await dialog.getByRole("button", { name: "Record payment" }).click();
  await expect(toastWith(page, /^Payment RCPT\/\d{4}-\d{2}\/\d{4} recorded$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByText("UPI, 412345678901")).toBeVisible();
  await expect(section.getByText("₹2,000", { exact: true })).toBeVisible();
  await expect(section.getByRole("button", { name: "Download receipt" })).toBeVisible();
  expect(await invoiceNow(request, invoice.id)).toMatchObject({ state: "partly_paid", amount_paid: "2000.00", balance: "2956.00" });

  // The rest by cheque: its number is needed.
  const rest = await openDialog(page, "Record payment", section);
  await rest.getByLabel("Amount").fill("2956");
  await rest.getByLabel("Mode").selectOption({ label: "Cheque" });
  await expect(rest.getByText(`Settles ₹2,956 of ${invoice.number}`)).toBeVisible();
  await rest.getByRole("button", { name: "Record payment" }).click();
  const reference = rest.getByLabel("Reference (UTR or cheque number)");
  await expect(reference).toHaveAccessibleDescription("Enter the UTR or cheque number");
  await reference.fill("000123");
  await rest.getByRole("button", { name: "Record payment" }).click();
  await expect(rest).toBeHidden();
  await expect(section.getByText("Cheque, 000123")).toBeVisible();
  expect(await invoiceNow(request, invoice.id)).toMatchObject({ state: "paid", amount_paid: "4956.00", balance: "0.00" });
  await expect(section.getByRole("listitem")).toHaveCount(2);
  await expectNoSideScroll(page);
});

test("an advance on an order applied from the customer's page once invoiced, and a payment deleted by an admin @phone", async ({ page, request }) => {
  const order = await confirmedOrderE2E();
  const auth = bearer(await adminToken(request));
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const advance = await request.post("/api/payments", {
    headers: auth,
    data: {
      customer_id: order.customerId,
      order_id: order.id,
      payment_date: today,
      amount: "5000",
      mode: "neft_rtgs",
      reference: "HDFCN000777",
      allocation: "advance",
    },
  });
  expect(advance.status(), await advance.text()).toBe(201);
  const load = await dispatchE2E(request, order.id, order.itemIds[0], "100");
  const invoice = await invoiceE2E(request, load.id);

  await loginAsAdmin(page, `/admin/customers/${order.customerId}`);
  const section = page.getByRole("region", { name: "Payments" });
  await expect(section.getByText(`Advance ₹5,000 on ${order.number}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the customer's Payments");
  await section.getByRole("button", { name: "Apply advance" }).click();
  await expect(toastWith(page, /^Advance of payment RCPT\/\d{4}-\d{2}\/\d{4} applied$/)).toBeVisible();
  await expect(section.getByText(`Advance ₹44 on ${order.number}`)).toBeVisible();
  await expect(section.getByRole("button", { name: "Apply advance" })).toHaveCount(0);
  expect(await invoiceNow(request, invoice.id)).toMatchObject({ state: "paid" });

  await section.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: /^Delete payment RCPT\/.+\?$/ });
  await confirm.getByRole("button", { name: "Delete payment" }).click();
  await expect(toastWith(page, /^Payment RCPT\/\d{4}-\d{2}\/\d{4} deleted$/)).toBeVisible();
  await expect(section.getByText("No payments received yet.")).toBeVisible();
  expect(await invoiceNow(request, invoice.id)).toMatchObject({ amount_paid: "0.00" });
  await expectNoSideScroll(page);
});
