/**
 * Quotations in the admin, made in the form: from a lead (prefilled), lines from the catalogue and
 * blank, freight, the live tax split by the customer's state, saved with its number, sent on WhatsApp
 * (the lead becomes Quoted), its PDF; the form's messages, the empty starter line and untouched blank
 * lines. Each test makes its own products and leads, with unique names, so tests running beside it do
 * not disturb it. The list, editing, the product forms' tax fields, accessibility and a phone's width
 * are in admin-quotations-list.spec.ts.
 */
import fs from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { computeQuotation, formatIndianMoney } from "#schemas/gst";
import { gstinChecksumChar } from "#schemas/gstin";
import { adminToken, bearer, gotoAdmin, loginAsAdmin, toastWith } from "./admin-helpers";
import { createProduct, line, totals } from "./admin-quotation-data";
import { uniqueMobile, uniqueName, uniqueSuffix } from "../helpers/unique";

test.describe.configure({ timeout: 120_000 });

/** A GSTIN of `state` whose check character is right. */
const validGstin = (state: string) => {
  const first14 = `${state}AAPFU0939F1Z`;
  return first14 + gstinChecksumChar(first14);
};

/** A quote request through the public API for `productId`. */
async function createLead(request: APIRequestContext, productId: number, quantity: number) {
  const data = { name: uniqueName("Quote Buyer"), productId, mobile: uniqueMobile(), countryCode: "+91", quantity, unit: "Pieces" };
  const res = await request.post("/api/inquiry", { data });
  const body = (await res.json()) as { data?: { id: number } };
  expect(res.status(), JSON.stringify(body)).toBe(201);
  return { id: Number(body.data?.id), ...data };
}

test("a quotation from a lead: prefilled, a second line, freight, IGST or CGST + SGST by state, saved, sent on WhatsApp, PDF", async ({ page, request }) => {
  const token = await adminToken(request);
  const tag = uniqueSuffix("qt");
  const paver = await createProduct(request, token, { product_name: `Zig Zag Paver ${tag}`, price: 42.5, unit: "Piece", hsn_code: "6810", gst_rate: 18 });
  const kerb = await createProduct(request, token, { product_name: `Kerb Stone ${tag}`, price: 310, unit: "Piece", hsn_code: "68101190", gst_rate: 28 });
  const lead = await createLead(request, paver.id, 500);

  // The lead's page: "Create quotation" opens the form prefilled from the request.
  await loginAsAdmin(page, `/admin/inquiries/${lead.id}`);
  await page.getByRole("link", { name: "Create quotation" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/quotations/new\\?inquiry=${lead.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "New quotation" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Customer name" })).toHaveValue(lead.name);
  await expect(page.getByRole("textbox", { name: "Phone" })).toHaveValue(lead.mobile);
  await expect(page.getByRole("textbox", { name: line("Description", 1) })).toHaveValue(paver.product_name);
  await expect(page.getByRole("spinbutton", { name: line("Quantity", 1) })).toHaveValue("500");
  await expect(page.getByRole("spinbutton", { name: line("Rate (₹)", 1) })).toHaveValue(/^42\.50?$/);
  await expect(page.getByRole("combobox", { name: line("GST rate", 1) })).toHaveValue("18");

  await page.getByRole("textbox", { name: "Billing address" }).fill("Plot 4, MIDC, Pune");
  await page.getByRole("combobox", { name: "State" }).selectOption("27");

  // A second line from the catalogue, searched by name; the keyboard reaches the match.
  await page.getByRole("button", { name: "Add product" }).click();
  const searchBox = page.getByRole("searchbox", { name: "Search products" });
  await expect(searchBox).toBeFocused();
  await searchBox.fill(kerb.product_name);
  const match = page.getByRole("list", { name: "Matching products" }).getByRole("button", { name: new RegExp(kerb.product_name) });
  await expect(match).toBeVisible();
  await searchBox.press("ArrowDown");
  await expect(match).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: line("Description", 2) })).toHaveValue(kerb.product_name);
  await expect(page.getByRole("spinbutton", { name: line("Quantity", 2) })).toBeFocused();
  await page.getByRole("spinbutton", { name: line("Quantity", 2) }).fill("40");
  await page.getByRole("spinbutton", { name: line("Discount %", 2) }).fill("5");
  await expect(page.getByRole("combobox", { name: line("GST rate", 2) })).toHaveValue("28");
  await expect(page.getByRole("textbox", { name: line("HSN", 2) })).toHaveValue("68101190");
  await page.getByRole("spinbutton", { name: "Freight (₹)" }).fill("1500");

  const items = [
    { description: paver.product_name, hsn: "6810", quantity: "500", unit: "Piece", rate: "42.5", discount_pct: "0", gst_rate: 18 },
    { description: kerb.product_name, hsn: "68101190", quantity: "40", unit: "Piece", rate: "310", discount_pct: "5", gst_rate: 28 },
  ];
  const freight = { amount: "1500", hsn: "996511", gst_rate: 18 };

  // Maharashtra is not the seller's state: IGST at the full rate.
  const inter = computeQuotation({ items, freight, intraState: false });
  await expect(totals(page).getByText("IGST @ 18%")).toBeVisible();
  await expect(totals(page).getByText("IGST @ 28%")).toBeVisible();
  await expect(totals(page).getByText(/CGST/)).toHaveCount(0);
  await expect(totals(page)).toContainText(formatIndianMoney(inter.grand_total));
  await expect(totals(page)).toContainText(inter.words);

  // Gujarat is: CGST and SGST at half the rate each.
  await page.getByRole("combobox", { name: "State" }).selectOption("24");
  const intra = computeQuotation({ items, freight, intraState: true });
  await expect(totals(page).getByText("CGST @ 9%")).toBeVisible();
  await expect(totals(page).getByText("SGST @ 14%")).toBeVisible();
  await expect(totals(page).getByText(/IGST/)).toHaveCount(0);
  await expect(totals(page)).toContainText(formatIndianMoney(intra.grand_total));
  await expect(totals(page)).toContainText(formatIndianMoney(intra.round_off));

  // Saved: its page, headed by its number.
  await page.getByRole("button", { name: "Save quotation" }).click();
  await expect(toastWith(page, /^Quotation QT\/\d{4}-\d{2}\/\d{4} created$/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/quotations\/\d+$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^QT\/\d{4}-\d{2}\/\d{4}$/);
  const number = (await heading.textContent())!.trim();
  const id = Number(page.url().split("/").pop());
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();

  // Send on WhatsApp: a new tab opens wa.me with the message carrying the link; the quotation is sent, the lead quoted.
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }));
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: /Send on WhatsApp/ }).click();
  const chat = await popup;
  await expect.poll(() => chat.url()).toMatch(new RegExp(`^https://wa\\.me/91${lead.mobile}\\?text=`));
  expect(decodeURIComponent(chat.url())).toContain("/q/");
  await chat.close();
  await expect(toastWith(page, /sent/i)).toBeVisible();
  await expect(page.getByText("Sent", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  for (const action of ["Send by e-mail", "Download PDF", "Copy link", "New version", "Mark declined"])
    await expect(page.getByRole("button", { name: action })).toBeVisible();

  const leadRes = await request.get(`/api/leads/${lead.id}`, { headers: bearer(token) });
  expect(((await leadRes.json()) as { data: { stage: string } }).data.stage).toBe("quoted");

  // Download PDF: a PDF file named after the number.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number.replace(/\//g, "-")}.pdf`);
  expect(
    fs
      .readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  const pdf = await request.get(`/api/quotations/${id}/pdf`, { headers: bearer(token) });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");

  // The lead's page now shows it Quoted.
  await gotoAdmin(page, `/admin/inquiries/${lead.id}`);
  await expect(page.getByText("Quoted", { exact: true }).first()).toBeVisible();
});

test("the form says what is wrong under each field: no customer name, a zero quantity, a bad GSTIN", async ({ page }) => {
  await loginAsAdmin(page, "/admin/quotations/new");
  await expect(page.getByRole("heading", { level: 1, name: "New quotation" })).toBeVisible();
  await page.getByRole("textbox", { name: "Billing address" }).fill("5 Station Road, Vadodara");
  await page.getByRole("combobox", { name: "State" }).selectOption("24");
  await page.getByRole("textbox", { name: "Phone" }).fill(uniqueMobile());
  await page.getByRole("textbox", { name: line("Description", 1) }).fill("Hollow block 200 mm");
  await page.getByRole("spinbutton", { name: line("Quantity", 1) }).fill("0");
  await page.getByRole("spinbutton", { name: line("Rate (₹)", 1) }).fill("38");
  // A Maharashtra GSTIN (27…) for a Gujarat customer, and one whose check character is wrong.
  const gstin = page.getByRole("textbox", { name: "Customer GSTIN" });
  const good = validGstin("24");
  const wrongCheck = good.slice(0, 14) + (good.endsWith("A") ? "B" : "A");
  await gstin.fill(wrongCheck);
  await page.getByRole("button", { name: "Save quotation" }).click();

  const name = page.getByRole("textbox", { name: "Customer name" });
  await expect(name).toHaveAccessibleDescription("Customer name is required");
  await expect(name).toBeFocused();
  await expect(page.getByRole("spinbutton", { name: line("Quantity", 1) })).toHaveAccessibleDescription("Quantity must be more than 0");
  await expect(gstin).toHaveAccessibleDescription(/GSTIN check digit does not match/);

  await gstin.fill(validGstin("27"));
  await page.getByRole("button", { name: "Save quotation" }).click();
  await expect(gstin).toHaveAccessibleDescription(/GSTIN's state code does not match the chosen state/);

  // Corrected, it saves.
  await name.fill(uniqueName("Valid Buyer"));
  await gstin.fill(good);
  await page.getByRole("spinbutton", { name: line("Quantity", 1) }).fill("1000");
  await page.getByRole("button", { name: "Save quotation" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^QT\/\d{4}-\d{2}\/\d{4}$/);
});

test("a new quotation's empty starter line takes the first product added: one product picked and saved is a quotation of one line", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const tag = uniqueSuffix("one");
  const slab = await createProduct(request, token, { product_name: `Cover Slab ${tag}`, price: 95, unit: "Piece", hsn_code: "6810", gst_rate: 18 });

  await loginAsAdmin(page, "/admin/quotations/new");
  await expect(page.getByRole("heading", { level: 1, name: "New quotation" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: line("Description", 1) })).toHaveValue("");
  await page.getByRole("textbox", { name: "Customer name" }).fill(uniqueName("Single Buyer"));
  await page.getByRole("textbox", { name: "Billing address" }).fill("7 Canal Road, Surat");
  await page.getByRole("combobox", { name: "State" }).selectOption("24");
  await page.getByRole("textbox", { name: "Phone" }).fill(uniqueMobile());

  await page.getByRole("button", { name: "Add product" }).click();
  await page.getByRole("searchbox", { name: "Search products" }).fill(slab.product_name);
  await page
    .getByRole("list", { name: "Matching products" })
    .getByRole("button", { name: new RegExp(slab.product_name) })
    .click();
  await expect(page.getByRole("textbox", { name: line("Description", 1) })).toHaveValue(slab.product_name);
  await expect(page.getByRole("spinbutton", { name: line("Quantity", 1) })).toBeFocused();
  await expect(page.getByRole("textbox", { name: line("Description", 2) })).toHaveCount(0);

  await page.getByRole("button", { name: "Save quotation" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^QT\/\d{4}-\d{2}\/\d{4}$/);
  const id = Number(page.url().split("/").pop());
  const stored = ((await (await request.get(`/api/quotations/${id}`, { headers: bearer(token) })).json()) as { data: { items: { description: string }[] } })
    .data;
  expect(stored.items.map((i) => i.description)).toEqual([slab.product_name]);
});

test("an untouched blank line is left out when saving; the lines typed into are saved", async ({ page, request }) => {
  const token = await adminToken(request);
  await loginAsAdmin(page, "/admin/quotations/new");
  await page.getByRole("textbox", { name: "Customer name" }).fill(uniqueName("Blank Buyer"));
  await page.getByRole("textbox", { name: "Billing address" }).fill("9 Mill Road, Vapi");
  await page.getByRole("combobox", { name: "State" }).selectOption("24");
  await page.getByRole("textbox", { name: "Phone" }).fill(uniqueMobile());
  await page.getByRole("button", { name: "Add blank line" }).click();
  await page.getByRole("textbox", { name: line("Description", 2) }).fill("Kerb stone 300 mm");
  await page.getByRole("spinbutton", { name: line("Rate (₹)", 2) }).fill("120");

  await page.getByRole("button", { name: "Save quotation" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^QT\/\d{4}-\d{2}\/\d{4}$/);
  const id = Number(page.url().split("/").pop());
  const stored = ((await (await request.get(`/api/quotations/${id}`, { headers: bearer(token) })).json()) as { data: { items: { description: string }[] } })
    .data;
  expect(stored.items.map((i) => i.description)).toEqual(["Kerb stone 300 mm"]);
});
