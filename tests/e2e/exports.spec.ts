/**
 * For the accountant: the Exports screen (sidebar "Exports") downloads the Tally XML of a date range
 * and a month's GSTR-1 sheets; an invoiced load on the order page offers its "e-Way Bill JSON"; and
 * Settings' "Tally ledgers" saves the ledger names. Accessible, keyboard usable and usable at 390 px.
 */
import { expect, test, type Download } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { indiaDay } from "#schemas/india-time";
import type { InvoiceDto } from "#schemas/wire";
import { csvRows, ewayBillErrors, parseTallyXml, voucherSides } from "../helpers/exports-files";
import { expectAccessibleAndFits, expectNoSeriousA11yViolations } from "./a11y";
import { adminToken, bearer, gotoAdmin, loginAsAdmin, openAdminScreen, toastWith } from "./admin-helpers";
import { confirmedOrderE2E, dispatchE2E } from "./dispatch-data";

test.describe.configure({ timeout: 150_000 });

/** A confirmed order's load of `quantity` paver blocks at ₹42, invoiced today by the admin through the API. */
async function invoicedLoad(request: Parameters<typeof adminToken>[0], quantity: string) {
  const order = await confirmedOrderE2E({ gstin: "27AAPFU0939F1ZV" });
  const load = await dispatchE2E(request, order.id, order.itemIds[0], quantity);
  const res = await request.post(`/api/dispatches/${load.id}/invoice`, { headers: bearer(await adminToken(request)), data: {} });
  expect(res.status(), await res.text()).toBe(201);
  return { order, load, invoice: ((await res.json()) as { data: InvoiceDto }).data };
}

const textOf = async (download: Download) => readFile(await download.path(), "utf8");

test("the Exports screen downloads the Tally XML of this month and the month's GSTR-1 B2B sheet @phone", async ({ page, request }) => {
  const { invoice } = await invoicedLoad(request, "1000");
  await loginAsAdmin(page);
  await openAdminScreen(page, "Exports");
  await expect(page.getByRole("heading", { level: 1, name: "Exports" })).toBeVisible();
  await expect(page.getByLabel("To")).toHaveValue(indiaDay());
  await expectAccessibleAndFits(page);

  const tally = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export for Tally" }).click();
  const xmlFile = await tally;
  expect(xmlFile.suggestedFilename()).toBe(`tally-${indiaDay().slice(0, 8)}01-to-${indiaDay()}.xml`);
  const voucher = parseTallyXml(await textOf(xmlFile)).find((v) => v.number === invoice.number);
  expect(voucher && voucherSides(voucher)).toEqual({
    debit: Math.round(Number(invoice.grand_total) * 100),
    credit: Math.round(Number(invoice.grand_total) * 100),
  });
  await expect(toastWith(page, `${xmlFile.suggestedFilename()} downloaded`)).toBeVisible();

  await page.getByLabel("Month").fill(indiaDay().slice(0, 7));
  const gstr = page.waitForEvent("download");
  await page.getByRole("group", { name: "GSTR-1 sheets" }).getByRole("button", { name: "B2B (b2b.csv)" }).click();
  const csvFile = await gstr;
  expect(csvFile.suggestedFilename()).toBe(`gstr1-${indiaDay().slice(0, 7)}-b2b.csv`);
  const [header, ...rows] = csvRows(await textOf(csvFile));
  expect(header[0]).toBe("GSTIN/UIN of Recipient");
  expect(rows.find((r) => r[2] === invoice.number)?.slice(0, 2)).toEqual(["27AAPFU0939F1ZV", "Patil Constructions"]);
});

test("a bad range on the Exports screen is refused naming the field", async ({ page }) => {
  await loginAsAdmin(page, "/admin/exports");
  await page.getByLabel("From").fill("2026-11-20");
  await page.getByLabel("To").fill("2026-11-01");
  await page.getByRole("button", { name: "Export for Tally" }).click();
  await expect(page.getByText("The last day cannot be before the first day").first()).toBeVisible();
  await expect(page.getByLabel("To")).toHaveAttribute("aria-invalid", "true");
});

test("an invoiced load on the order page offers its e-Way Bill JSON, valid for the portal; a load not invoiced does not @phone", async ({ page, request }) => {
  // 2,000 × ₹42 + 18 % IGST = ₹99,120: over ₹50,000.
  const { order, load, invoice } = await invoicedLoad(request, "2000");
  const other = await dispatchE2E(request, order.id, order.itemIds[0], "100", { vehicle_number: "MH12XY9876" });
  await loginAsAdmin(page, `/admin/orders/${order.id}`);
  const actions = page.getByRole("group", { name: `Dispatch ${load.number} actions` });
  await expect(actions.getByRole("button", { name: "e-Way Bill JSON" })).toBeVisible();
  await expect(page.getByRole("group", { name: `Dispatch ${other.number} actions` }).getByRole("button", { name: "Download challan" })).toBeVisible();
  await expect(page.getByRole("group", { name: `Dispatch ${other.number} actions` }).getByRole("button", { name: "e-Way Bill JSON" })).toHaveCount(0);
  await expectAccessibleAndFits(page);

  const download = page.waitForEvent("download");
  await actions.getByRole("button", { name: "e-Way Bill JSON" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`eway-bill-${load.number.replaceAll("/", "-")}.json`);
  const json = JSON.parse(await textOf(file));
  expect(ewayBillErrors(json)).toEqual([]);
  expect(json.billLists[0]).toMatchObject({ docNo: invoice.number, vehicleNo: "GJ05AB1234", totInvValue: Number(invoice.grand_total) });
});

test("Settings' Tally ledgers saves a ledger's name by keyboard, and refuses a blank one naming it", async ({ page, request }) => {
  const auth = bearer(await adminToken(request));
  await loginAsAdmin(page, "/admin/settings");
  const section = page.getByRole("region", { name: "Tally ledgers" });
  const round = section.getByLabel("Round off");
  await expect(round).toHaveValue(/./);
  const before = await round.inputValue();
  await expectNoSeriousA11yViolations(page);

  await round.fill("");
  await round.press("Enter");
  await expect(section.getByText("Enter the round off ledger's name")).toBeVisible();

  await round.fill("Rounding Off A/c");
  await round.press("Enter");
  await expect(toastWith(page, "Tally ledgers saved")).toBeVisible();
  const saved = await request.get("/api/settings/tally-ledgers", { headers: auth });
  expect(((await saved.json()) as { data: { roundOff: string } }).data.roundOff).toBe("Rounding Off A/c");

  await gotoAdmin(page, "/admin/settings");
  await expect(page.getByRole("region", { name: "Tally ledgers" }).getByLabel("Round off")).toHaveValue("Rounding Off A/c");
  const restored = await request.put("/api/settings/tally-ledgers", { headers: auth, data: { ...(await saved.json()).data, roundOff: before } });
  expect(restored.status()).toBe(200);
});
