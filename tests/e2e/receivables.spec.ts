/**
 * Receivables: a customer's invoice 45 days old shows its balance in the 31–60 bucket; the search,
 * "Overdue only" and the order stay in the address through Reload and Back; the CSV downloads; the
 * dashboard's "Overdue receivables" names the customer. axe on the screen and a 390 px phone.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { addDays, indiaDay } from "#schemas/india-time";
import { formatRupees } from "#schemas/format";
import type { InvoiceDto } from "#schemas/wire";
import { uniqueName } from "../helpers/unique";
import { expectAccessibleAndFits, expectNoSideScroll } from "./a11y";
import { adminToken, bearer, gotoAdmin, loginAsAdmin } from "./admin-helpers";
import { confirmedOrderE2E, dispatchE2E } from "./dispatch-data";

/** A customer with one invoice of `daysAgo` days ago (credit 0 days: due that day), made through the API. */
async function owingCustomer(request: APIRequestContext, daysAgo: number) {
  const name = uniqueName("Receivable");
  const order = await confirmedOrderE2E({ customerName: name, lines: [{ description: "Kerb stone 300 mm", quantity: "50", rate: "200.00" }] });
  const load = await dispatchE2E(request, order.id, order.itemIds[0], "50");
  const res = await request.post(`/api/dispatches/${load.id}/invoice`, {
    headers: bearer(await adminToken(request)),
    data: { invoice_date: addDays(indiaDay(), -daysAgo) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { name, customerId: order.customerId, invoice: ((await res.json()) as { data: InvoiceDto }).data };
}

test("Receivables shows a customer's balance in its age bucket, keeps the filters in the address and exports CSV @phone", async ({ page, request }) => {
  const { name, customerId, invoice } = await owingCustomer(request, 45);
  await loginAsAdmin(page, "/admin/receivables");
  await expect(page.getByRole("heading", { level: 1, name: "Receivables" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Totals" })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search by customer, company or phone" }).fill(name);
  await expect(page).toHaveURL(/search=/);
  // A controlled box: it shows ticked once the address has changed, so click and wait for that.
  await page.getByRole("checkbox", { name: "Overdue only" }).click();
  await expect(page).toHaveURL(/overdue=1/);
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Most overdue" });
  const row = page.getByRole("list", { name: "Customers" }).getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name })).toHaveAttribute("href", `/admin/customers/${customerId}`);
  const total = formatRupees(invoice.grand_total);
  await expect(row.getByRole("definition").filter({ hasText: "45 days" })).toBeVisible();
  // Balance and the 31–60 bucket hold the whole invoice; the other buckets nothing.
  await expect(row.locator("div", { has: page.getByText("31–60 days", { exact: true }) }).getByRole("definition")).toHaveText(total);
  await expect(row.locator("div", { has: page.getByText("Balance", { exact: true }) }).getByRole("definition")).toHaveText(total);
  await expect(row.locator("div", { has: page.getByText("Over 90 days", { exact: true }) }).getByRole("definition")).toHaveText(formatRupees(0));
  await expect(page).toHaveURL(/overdue=1/);
  await expect(page).toHaveURL(/sort=overdue/);

  await page.reload();
  await expect(page.getByLabel("Search by customer, company or phone")).toHaveValue(name);
  await expect(page.getByLabel("Overdue only")).toBeChecked();
  await expect(page.getByLabel("Sort by")).toHaveValue("overdue");
  await expect(row).toHaveCount(1);
  await expectAccessibleAndFits(page);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^receivables-.*\.csv$/);

  await page.getByLabel("Overdue only").click();
  await expect(page.getByLabel("Overdue only")).not.toBeChecked();
  await expect(page).not.toHaveURL(/overdue=1/);
  await page.goBack();
  await expect(page.getByLabel("Overdue only")).toBeChecked();
});

test("the dashboard's Overdue receivables shows the total past due and the largest balances, within a phone's width @phone", async ({ page, request }) => {
  const { name } = await owingCustomer(request, 100);
  await loginAsAdmin(page);
  await gotoAdmin(page, "/admin/dashboard");
  const card = page.getByRole("region", { name: "Overdue receivables" });
  await expect(card.getByTestId("stat-value")).toHaveText(/^₹/);
  await expect(card.getByRole("list", { name: "Largest overdue balances" }).getByRole("listitem").first()).toBeVisible();
  await expectNoSideScroll(page);
  await card.getByRole("link", { name: "View receivables" }).click();
  await expect(page).toHaveURL(/\/admin\/receivables\?overdue=1&sort=overdue/);
  await page.getByLabel("Search by customer, company or phone").fill(name);
  await expect(page.getByRole("list", { name: "Customers" }).getByRole("link", { name })).toBeVisible();
});

test("a customer's statement of account: the range in the address, its PDF, and a reminder on WhatsApp @phone", async ({ page, request }) => {
  const { name, customerId, invoice } = await owingCustomer(request, 20);
  await loginAsAdmin(page, `/admin/customers/${customerId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const section = page.getByRole("region", { name: "Statement of account" });
  const table = section.getByRole("region", { name: "Statement, scroll sideways" });
  await expect(table.getByRole("row", { name: new RegExp(invoice.number.replace(/\//g, "\\/")) })).toContainText(formatRupees(invoice.grand_total));
  await expect(table.getByRole("row", { name: /Closing balance/ })).toContainText(formatRupees(invoice.grand_total));

  // A range after the invoice: it opens with what is owed and lists nothing.
  await section.getByLabel("From").fill(indiaDay());
  await expect(page).toHaveURL(new RegExp(`from=${indiaDay()}`));
  await expect(table.getByRole("row", { name: /Opening balance/ })).toContainText(formatRupees(invoice.grand_total));
  await expect(table.getByRole("row", { name: new RegExp(invoice.number.replace(/\//g, "\\/")) })).toHaveCount(0);
  await page.reload();
  await expect(section.getByLabel("From")).toHaveValue(indiaDay());
  await expectAccessibleAndFits(page);

  const download = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download statement PDF" }).click();
  expect((await download).suggestedFilename()).toBe(`statement-${customerId}-${indiaDay()}-to-${indiaDay()}.pdf`);

  // No e-mail address on file: said plainly. WhatsApp opens with the reminder.
  await section.getByRole("button", { name: "Send reminder by e-mail" }).click();
  await expect(page.getByText("This customer has no e-mail address")).toBeVisible();
  const chat = page.waitForEvent("popup");
  await section.getByRole("button", { name: "Send reminder on WhatsApp" }).click();
  await (await chat).close();
  await expect(page.getByText("Reminder ready in WhatsApp")).toBeVisible();
  const link = section.getByRole("link", { name: "Open the reminder in WhatsApp" });
  await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/91\d{10}\?text=/);
  expect(decodeURIComponent((await link.getAttribute("href"))!.split("?text=")[1])).toContain(`${invoice.number}: ${formatRupees(invoice.grand_total)}, due`);
});
