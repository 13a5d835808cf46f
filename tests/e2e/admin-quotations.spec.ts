/**
 * Quotations in the admin: made from a lead (prefilled), lines from the catalogue and blank, freight,
 * the live tax split by the customer's state, saved with its number, sent on WhatsApp (the lead
 * becomes Quoted), its PDF; the form's messages, the list's filters in the address, the product
 * forms' HSN and GST fields, accessibility and a phone's width. Each test makes its own products
 * and leads, with unique names, so tests running beside it do not disturb it.
 */
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { computeQuotation, formatIndianMoney } from "#schemas/gst";
import { gstinChecksumChar } from "#schemas/gstin";
import { adminToken, bearer, createProductByApi, gotoAdmin, isoDateInDays, loginAsAdmin, openAdminScreen, openProductEditor, toastWith } from "./admin-helpers";
import { expectNoSeriousA11yViolations } from "./a11y";
import { uniqueMobile, uniqueName, uniqueSuffix } from "../helpers/unique";

test.describe.configure({ timeout: 120_000 });

/** A GSTIN of `state` whose check character is right. */
const validGstin = (state: string) => {
  const first14 = `${state}AAPFU0939F1Z`;
  return first14 + gstinChecksumChar(first14);
};

type Product = { id: number; product_name: string; price: number; unit: string; hsn_code: string; gst_rate: number };

/** A product of the quotation journeys' own category. */
const createProduct = (request: APIRequestContext, token: string, input: Record<string, unknown>) =>
  createProductByApi(request, token, {
    description: "Machine-pressed concrete product for quotation journeys.",
    category_name: "Quotation Test Products",
    category_slug: "quotation-test-products",
    ...input,
  });

/** A quote request through the public API for `productId`. */
async function createLead(request: APIRequestContext, productId: number, quantity: number) {
  const data = { name: uniqueName("Quote Buyer"), productId, mobile: uniqueMobile(), countryCode: "+91", quantity, unit: "Pieces" };
  const res = await request.post("/api/inquiry", { data });
  const body = (await res.json()) as { data?: { id: number } };
  expect(res.status(), JSON.stringify(body)).toBe(201);
  return { id: Number(body.data?.id), ...data };
}

/** A quotation made through the API (a draft), with one line. */
async function createQuotation(request: APIRequestContext, token: string, input: Record<string, unknown> = {}) {
  const valid = isoDateInDays(10);
  const res = await request.post("/api/quotations", {
    headers: bearer(token),
    data: {
      customer_name: uniqueName("Listed Buyer"),
      company: "",
      billing_address: "12 Ring Road, Surat",
      state_code: "24",
      country_code: "+91",
      phone: uniqueMobile(),
      email: "",
      items: [{ description: "Paver block 60 mm", hsn: "6810", quantity: "100", unit: "Piece", rate: "42.50", discount_pct: "0", gst_rate: 18 }],
      freight: null,
      valid_until: valid,
      terms: "Prices ex-works.",
      notes: "",
      ...input,
    },
  });
  const body = (await res.json()) as { data: { id: number; number: string; customer_name: string } };
  expect(res.status(), JSON.stringify(body)).toBe(201);
  return body.data;
}

/** The totals panel. */
const totals = (page: Page) => page.getByRole("region", { name: "Totals" });
const line = (field: string, n: number) => `${field}, line ${n}`;

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

test("the list filters by status in the address; a draft is edited, a new version made and one marked declined", async ({ page, request }) => {
  const token = await adminToken(request);
  const tag = uniqueSuffix("list")
    .slice(-8)
    .replace(/\d/g, (d) => "ABCDEFGHIJ"[Number(d)]);
  const draft = await createQuotation(request, token, { customer_name: `Draft Buyer ${tag}` });
  const sent = await createQuotation(request, token, { customer_name: `Sent Buyer ${tag}` });
  const send = await request.post(`/api/quotations/${sent.id}/send`, { headers: bearer(token), data: { channel: "whatsapp" } });
  expect(send.status(), await send.text()).toBe(200);

  // "Quotations" in the sidebar; the search and the status go into the address.
  await loginAsAdmin(page, "/admin/dashboard");
  await openAdminScreen(page, "Quotations");
  await expect(page.getByRole("heading", { level: 1, name: "Quotations" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by number, customer or company" }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  const rows = page.getByRole("list", { name: "Quotations" }).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await page.getByRole("combobox", { name: "Status" }).selectOption("sent");
  await expect(page).toHaveURL(/status=sent/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(sent.number);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("sent");
  await expect(rows).toHaveCount(1);
  await page.getByRole("combobox", { name: "Status" }).selectOption("draft");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(draft.number);
  await page.getByRole("combobox", { name: "Status" }).selectOption("accepted");
  await expect(page.getByText("No quotations match these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/status=/);

  // The draft opens in the form; a change is saved.
  await gotoAdmin(page, `/admin/quotations/${draft.id}`);
  await expect(page.getByRole("heading", { level: 1, name: draft.number })).toBeVisible();
  await page.getByRole("textbox", { name: "Company" }).fill(`Builders ${tag}`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWith(page, /saved|updated/i)).toBeVisible();
  const stored = await request.get(`/api/quotations/${draft.id}`, { headers: bearer(token) });
  expect(((await stored.json()) as { data: { company: string } }).data.company).toBe(`Builders ${tag}`);

  // The sent one: a new version is a draft -R1; the original can be marked declined.
  await gotoAdmin(page, `/admin/quotations/${sent.id}`);
  await page.getByRole("button", { name: "Mark declined" }).click();
  await page
    .getByRole("dialog", { name: `Mark ${sent.number} declined?` })
    .getByRole("button", { name: "Mark declined" })
    .click();
  await expect(page.getByText("Declined", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "New version" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${sent.number}-R1` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
});

test("the product forms' HSN code and GST rate are stored", async ({ page, request }) => {
  const token = await adminToken(request);
  const tag = uniqueSuffix("tax");
  const p = await createProduct(request, token, { product_name: `Cover Block ${tag}` });
  expect(p.hsn_code).toBe("6810");
  expect(p.gst_rate).toBe(18);

  await loginAsAdmin(page, "/admin/products");
  const dialog = await openProductEditor(page, tag, p.product_name);
  const hsn = dialog.getByRole("textbox", { name: "HSN code" });
  await expect(hsn).toHaveValue("6810");
  await expect(dialog.getByRole("combobox", { name: "GST rate" })).toHaveValue("18");
  await hsn.fill("68");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(hsn).toHaveAccessibleDescription(/HSN code must be 4, 6 or 8 digits/);
  await hsn.fill("681011");
  await dialog.getByRole("combobox", { name: "GST rate" }).selectOption("12");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  const res = await request.get(`/api/admin/products/${p.id}`, { headers: bearer(token) });
  const stored = ((await res.json()) as { data: Product }).data;
  expect({ hsn_code: stored.hsn_code, gst_rate: stored.gst_rate }).toEqual({ hsn_code: "681011", gst_rate: 12 });

  // The add-product form offers them with their defaults.
  await gotoAdmin(page, "/admin/add-product");
  await expect(page.getByRole("textbox", { name: "HSN code" })).toHaveValue("6810");
  await expect(page.getByRole("combobox", { name: "GST rate" })).toHaveValue("18");
});

test("the list, the form and a sent quotation have no serious accessibility violations", async ({ page, request }) => {
  const token = await adminToken(request);
  const sent = await createQuotation(request, token, { freight: { amount: "900", hsn: "996511", gst_rate: 18 } });
  const send = await request.post(`/api/quotations/${sent.id}/send`, { headers: bearer(token), data: { channel: "whatsapp" } });
  expect(send.status(), await send.text()).toBe(200);
  await loginAsAdmin(page, "/admin/quotations");
  await expect(page.getByRole("list", { name: "Quotations" }).getByRole("listitem").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await gotoAdmin(page, "/admin/quotations/new");
  await page.getByRole("spinbutton", { name: line("Rate (₹)", 1) }).fill("55");
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("status").filter({ hasText: /products?: choose one|No products found/ })).toBeVisible();
  await page.getByRole("button", { name: "Save quotation" }).click();
  await expect(page.getByRole("textbox", { name: "Customer name" })).toHaveAccessibleDescription("Customer name is required");
  await expectNoSeriousA11yViolations(page);

  await gotoAdmin(page, `/admin/quotations/${sent.id}`);
  await expect(page.getByRole("heading", { level: 1, name: sent.number })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("at a phone's width the list and the form fit the screen, lines stacked as cards @phone", async ({ page, request }) => {
  const token = await adminToken(request);
  const q = await createQuotation(request, token);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await loginAsAdmin(page, "/admin/quotations");
  await expect(page.getByRole("heading", { level: 1, name: "Quotations" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Quotations" }).getByRole("listitem").first()).toBeVisible();
  expect(await fits()).toBe(true);

  await gotoAdmin(page, "/admin/quotations/new");
  await page.getByRole("button", { name: "Add blank line" }).click();
  await expect(page.getByRole("textbox", { name: line("Description", 2) })).toBeFocused();
  await page.getByRole("spinbutton", { name: line("Rate (₹)", 1) }).fill("1250");
  await page.getByRole("spinbutton", { name: line("Quantity", 1) }).fill("12345");
  await expect(totals(page)).toContainText("Grand total");
  expect(await fits()).toBe(true);
  // Removing the last line moves the focus to the line before it.
  await page.getByRole("button", { name: "Remove line 2" }).click();
  await expect(page.getByRole("textbox", { name: line("Description", 2) })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: line("Description", 1) })).toBeFocused();

  await gotoAdmin(page, `/admin/quotations/${q.id}`);
  await expect(page.getByRole("heading", { level: 1, name: q.number })).toBeVisible();
  expect(await fits()).toBe(true);
});
