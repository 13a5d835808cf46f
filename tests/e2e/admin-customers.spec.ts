/**
 * Customers in the admin: "Add customer" with a delivery site (its messages first), the list's
 * search kept in the address through a reload and Back, the customer's details edited, a site
 * edited, and the timeline listing the quotation the customer accepted, linking to it; axe on the
 * list, the dialog and the customer's page, at a desktop's and a phone's width.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminToken, bearer, isoDateInDays, loginAsAdmin, toastWith } from "./admin-helpers";
import { expectAccessibleAndFits, expectNoSeriousA11yViolations } from "./a11y";
import { uniqueGstin, uniqueMobile, uniqueName } from "../helpers/unique";

test.describe.configure({ timeout: 120_000 });

/** A quotation for the customer's GSTIN and number, sent on WhatsApp and accepted on its link: it lands on the customer. */
async function acceptedQuotation(request: APIRequestContext, customer: { name: string; gstin: string; phone: string }) {
  const headers = bearer(await adminToken(request));
  const valid = isoDateInDays(10);
  const made = await request.post("/api/quotations", {
    headers,
    data: {
      customer_name: customer.name,
      company: "",
      billing_address: "4 Ring Road, Surat",
      state_code: "24",
      customer_gstin: customer.gstin,
      country_code: "+91",
      phone: customer.phone,
      email: "",
      items: [{ description: "Paver block 60 mm", hsn: "6810", quantity: "100", unit: "Piece", rate: "42.50", discount_pct: "0", gst_rate: 18 }],
      freight: null,
      valid_until: valid,
      notes: "",
    },
  });
  const q = ((await made.json()) as { data: { id: number; number: string; token_url: string } }).data;
  expect(made.status()).toBe(201);
  expect((await request.post(`/api/quotations/${q.id}/send`, { headers, data: { channel: "whatsapp" } })).status()).toBe(200);
  const token = q.token_url.split("/q/")[1];
  expect((await request.post(`/api/q/${token}/accept`, { data: { name: customer.name, mobile: customer.phone } })).status()).toBe(200);
  return q;
}

test("add a customer with a site, find it by search, edit it and its site, and see its timeline @phone", async ({ page, request }) => {
  const name = uniqueName("Shree Infra");
  const gstin = uniqueGstin("24");
  const phone = uniqueMobile();
  await loginAsAdmin(page, "/admin/customers");
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await expectAccessibleAndFits(page);

  // "Add customer": the form says what is missing under each field, then adds the customer and its site.
  await page.getByRole("button", { name: "Add customer" }).click();
  const dialog = page.getByRole("dialog", { name: "Add customer" });
  await dialog.getByLabel("Site address").fill("Plot 12, Vesu, Surat");
  await dialog.getByRole("button", { name: "Add customer" }).click();
  await expect(dialog.getByLabel("Customer name")).toHaveAccessibleDescription("Customer name is required");
  await expect(dialog.getByLabel("PIN code")).toHaveAccessibleDescription("Enter a 6-digit PIN code");
  await expectNoSeriousA11yViolations(page, "the Add customer dialog with its messages");
  await dialog.getByLabel("Customer name").fill(name);
  await dialog.getByLabel("Company").fill("Shree Infra Projects");
  await dialog.getByLabel("Phone", { exact: true }).fill(phone);
  await dialog.getByLabel("GSTIN").fill(gstin);
  await dialog.getByLabel("State").selectOption("24");
  await dialog.getByLabel("Site name").fill("Vesu site");
  await dialog.getByLabel("PIN code").fill("395007");
  await dialog.getByLabel("Contact person").fill("Mahesh");
  await dialog.getByRole("button", { name: "Add customer" }).click();
  await expect(toastWith(page, `Customer ${name} added`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const sites = page.getByRole("list", { name: "Delivery sites" });
  await expect(sites.getByText("Plot 12, Vesu, Surat")).toBeVisible();
  await expect(sites.getByText("Contact: Mahesh")).toBeVisible();

  // The list finds it by its GSTIN; the search stays in the address through a reload and Back.
  await page.getByRole("link", { name: "Back to customers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by name, company, phone or GSTIN" }).fill(gstin.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`search=${gstin.toLowerCase()}`));
  const list = page.getByRole("list", { name: "Customers" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("link", { name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search by name, company, phone or GSTIN" })).toHaveValue(gstin.toLowerCase());
  await expect(list.getByRole("link", { name })).toBeVisible();
  await list.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(list.getByRole("link", { name })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search by name, company, phone or GSTIN" })).toHaveValue(gstin.toLowerCase());
  await list.getByRole("link", { name }).click();

  // The details are edited in place; a wrong number is refused under its field first.
  const details = page.getByRole("region", { name: "Details" });
  await details.getByLabel("Phone", { exact: true }).fill("51234");
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(details.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription("Enter a 10-digit mobile number");
  await details.getByLabel("Phone", { exact: true }).fill(phone);
  await details.getByLabel("Credit days").fill("45");
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWith(page, `Customer ${name} saved`)).toBeVisible();

  // The site is edited through its dialog.
  await sites.getByRole("button", { name: "Edit site Vesu site" }).click();
  const siteDialog = page.getByRole("dialog", { name: "Edit delivery site" });
  await siteDialog.getByLabel("Contact phone").fill("9825012345");
  await siteDialog.getByRole("button", { name: "Save site" }).click();
  await expect(toastWith(page, "Delivery site saved")).toBeVisible();
  await expect(sites.getByText("Contact: Mahesh, 9825012345")).toBeVisible();

  // A quotation the customer accepts with its GSTIN is on its timeline, linking to the quotation.
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(page.getByText("Nothing yet: leads, quotations, orders and dispatches of this customer appear here.")).toBeVisible();
  const q = await acceptedQuotation(request, { name, gstin, phone });
  await page.reload();
  await expect(page.getByRole("region", { name: "Details" }).getByLabel("Credit days")).toHaveValue("45");
  await expect(timeline.getByRole("link", { name: q.number })).toBeVisible();
  await expect(timeline.getByText(/^Accepted · ₹/)).toBeVisible();
  await expectAccessibleAndFits(page);
  await timeline.getByRole("link", { name: q.number }).click();
  await expect(page.getByRole("heading", { level: 1, name: q.number })).toBeVisible();
});
