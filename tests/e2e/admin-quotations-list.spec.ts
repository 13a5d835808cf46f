/**
 * Quotations in the admin once made: the list's filters in the address, a draft edited, a new version
 * and one marked declined; the product forms' HSN and GST fields; accessibility and a phone's width.
 * Each test makes its own products and quotations, with unique names, so tests running beside it do
 * not disturb it.
 */
import { expect, test } from "@playwright/test";
import { adminToken, bearer, gotoAdmin, loginAsAdmin, openAdminScreen, openProductEditor, toastWith } from "./admin-helpers";
import { createProduct, createQuotation, line, totals } from "./admin-quotation-data";
import { expectNoSeriousA11yViolations } from "./a11y";
import { uniqueSuffix } from "../helpers/unique";

test.describe.configure({ timeout: 120_000 });

type Product = { id: number; product_name: string; price: number; unit: string; hsn_code: string; gst_rate: number };

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
