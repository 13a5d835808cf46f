/**
 * From goods delivered to money received, as the office does it: a delivered load → "Create invoice"
 * → its PDF → "Record payment" of part by UPI on the invoice → the invoice reads Partly paid and
 * Receivables shows the balance in the 0–30 days bucket → the rest by cheque → Paid, and nothing
 * owed. axe on the invoice page with its payments, and the same at a phone's 390 px.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { formatRupees } from "#schemas/format";
import { expectAccessibleAndFits } from "./a11y";
import { loginAsAdmin, openDialog, toastWith } from "./admin-helpers";
import { deliveredLoad } from "./dispatch-data";

test.describe.configure({ timeout: 180_000 });

const stateOf = (page: Page) => page.getByRole("heading", { level: 1 }).locator("xpath=following-sibling::p[1]");

/** The customer's row on Receivables, found by name. */
async function receivableRow(page: Page, customerName: string) {
  await page.goto(`/admin/receivables?search=${encodeURIComponent(customerName)}`);
  const row = page.getByRole("list", { name: "Customers" }).getByRole("listitem");
  await expect(row).toHaveCount(1);
  return (label: string) => row.locator("div", { has: page.getByText(label, { exact: true }) }).getByRole("definition");
}

test("a delivered load is invoiced, paid in part by UPI, shown owed on Receivables, then paid by cheque @phone", async ({ page, request }) => {
  const { order, customerName, load } = await deliveredLoad(request);
  await loginAsAdmin(page, `/admin/orders/${order.id}`);
  await page
    .getByRole("group", { name: `Dispatch ${load.number} actions` })
    .getByRole("button", { name: "Create invoice" })
    .click();
  const heading = page.getByRole("heading", { level: 1, name: /^INV\/\d{4}-\d{2}\/\d{4}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!;
  await expect(stateOf(page).getByText("Unpaid", { exact: true })).toBeVisible();

  // The PDF as the customer gets it.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^INV-\d{4}-\d{2}-\d{4}.*\.pdf$/);
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  // 1,000 pieces at ₹42 with 18 % IGST: ₹49,560; ₹20,000 now by UPI.
  const payments = page.getByRole("region", { name: "Payments" });
  const upi = await openDialog(page, "Record payment", payments);
  // From the invoice, the dialog settles this invoice: its amount is the balance until changed.
  await expect(upi.getByRole("radio", { name: "To chosen invoices" })).toBeChecked();
  await upi.getByLabel("Amount", { exact: true }).fill("20000");
  await upi.getByLabel(`Amount for ${number}`).fill("20000");
  await upi.getByLabel("Mode").selectOption({ label: "UPI" });
  await upi.getByLabel("Reference (UTR or cheque number)").fill("433221100998");
  await upi.getByRole("button", { name: "Record payment" }).click();
  await expect(toastWith(page, /^Payment RCPT\/\d{4}-\d{2}\/\d{4} recorded$/)).toBeVisible();
  await expect(upi).toBeHidden();
  await expect(stateOf(page).getByText("Partly paid", { exact: true })).toBeVisible();
  await expect(payments.getByText("UPI, 433221100998")).toBeVisible();
  await expectAccessibleAndFits(page);
  const invoicePage = page.url();

  // Receivables: the balance, due today, in the first bucket.
  const owed = formatRupees(49560 - 20000);
  let figure = await receivableRow(page, customerName);
  await expect(figure("Balance")).toHaveText(owed);
  await expect(figure("0–30 days")).toHaveText(owed);
  await expect(figure("31–60 days")).toHaveText(formatRupees(0));

  // The rest by cheque, from the invoice.
  await page.goto(invoicePage);
  await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();
  const cheque = await openDialog(page, "Record payment", page.getByRole("region", { name: "Payments" }));
  await cheque.getByLabel("Amount", { exact: true }).fill("29560");
  await expect(cheque.getByLabel(`Amount for ${number}`)).toHaveValue("29560.00");
  await cheque.getByLabel("Mode").selectOption({ label: "Cheque" });
  await cheque.getByLabel("Reference (UTR or cheque number)").fill("004512");
  await cheque.getByRole("button", { name: "Record payment" }).click();
  await expect(cheque).toBeHidden();
  await expect(stateOf(page).getByText("Paid", { exact: true })).toBeVisible();

  figure = await receivableRow(page, customerName);
  await expect(figure("Balance")).toHaveText(formatRupees(0));
  await expect(figure("Received")).toHaveText(formatRupees(49560));
});
