/**
 * The activity log's filters: each kind of change finds its feature's entries alone, and the
 * address keeps the choice. Each test signs in as an admin of its own, so its entries are its own.
 */
import { expect, test } from "@playwright/test";
import { bearer, createManager, gotoAdmin, isoDateInDays, loginAs } from "./admin-helpers";
import { uniqueName } from "../helpers/unique";

test("Activity's Quotations kind shows the quotation changes alone, and the address keeps kind=quotations", async ({ page, request }) => {
  const owner = await createManager(request, { role: "admin", name: uniqueName("Owner"), password: "Owner-pass-91" });
  const token = await loginAs(page, owner.email, owner.password);
  const customer = uniqueName("Quoted Buyer");
  const created = await request.post("/api/quotations", {
    headers: bearer(token),
    data: {
      customer_name: customer,
      billing_address: "12 Ring Road, Surat",
      state_code: "24",
      phone: "9876501234",
      items: [{ description: "Paver block 60 mm", hsn: "6810", quantity: "100", unit: "Piece", rate: "42.50", discount_pct: "0", gst_rate: 18 }],
      valid_until: isoDateInDays(10),
    },
  });
  const quotation = ((await created.json()) as { data: { id: number; number: string } }).data;
  expect(created.status()).toBe(201);
  const sent = await request.post(`/api/quotations/${quotation.id}/send`, { headers: bearer(token), data: { channel: "whatsapp" } });
  expect(sent.status()).toBe(200);

  await gotoAdmin(page, "/admin/activity");
  await page.getByRole("combobox", { name: "Person" }).selectOption({ label: owner.name });
  await expect(page).toHaveURL(/[?&]user=\d+/);
  const signedIn = page.getByRole("cell", { name: `${owner.name} signed in` });
  await expect(signedIn.first()).toBeVisible();
  const kind = page.getByRole("combobox", { name: "Kind of change" });
  await kind.selectOption({ label: "Quotations" });
  await expect(page).toHaveURL(/[?&]kind=quotations/);
  const quotationCells = [
    `${owner.name} sent quotation ${quotation.number} on WhatsApp`,
    `${owner.name} created quotation ${quotation.number} for ${customer}`,
  ];
  for (const name of quotationCells) await expect(page.getByRole("cell", { name })).toBeVisible();
  await expect(signedIn).toHaveCount(0);
  // Kept in the address: a reload shows the same.
  await page.reload();
  await expect(kind).toHaveValue("quotations");
  for (const name of quotationCells) await expect(page.getByRole("cell", { name })).toBeVisible();
});
