/**
 * The yard's dispatch board (/admin/dispatch): the loads of today and the next 7 days by date, what
 * remains per product across confirmed orders, filters in the address, and a print without the
 * sidebar; and Settings' "Show values on delivery challans". Accessible, and usable at 390 px.
 */
import { expect, test } from "@playwright/test";
import { addDays, indiaDay } from "#schemas/india-time";
import { expectAccessibleAndFits } from "./a11y";
import { adminToken, bearer, createProductByApi, gotoAdmin, loginAsAdmin, toastWith } from "./admin-helpers";
import { confirmedOrderE2E, dispatchE2E } from "./dispatch-data";
import { uniqueName } from "../helpers/unique";

test.describe.configure({ timeout: 150_000 });

test("the board lists tomorrow's load under its day and what is still to go; the product filter is in the address @phone", async ({ page, request }) => {
  const token = await adminToken(request);
  const name = uniqueName("Zig-Zag Paver Block");
  const product = await createProductByApi(request, token, { product_name: name, category_name: "Paver Blocks", price: 42, unit: "Piece" });
  const line = (quantity: string) => [{ description: name, quantity, productId: product.id }];
  const first = await confirmedOrderE2E({ lines: line("20000") });
  const second = await confirmedOrderE2E({ lines: line("32000") });
  const tomorrow = addDays(indiaDay(), 1);
  const load = await dispatchE2E(request, first.id, first.itemIds[0], "4000", { dispatch_at: `${tomorrow}T10:30`, vehicle_number: "MH12AB4321" });

  await loginAsAdmin(page, "/admin/dispatch");
  await expect(page.getByRole("heading", { level: 1, name: "Dispatch" })).toBeVisible();
  await page.getByLabel("Product").selectOption({ label: name });
  await expect(page).toHaveURL(new RegExp(`[?&]product=${product.id}`));
  await expect(page.getByText(`Still to dispatch: 48,000 Pieces of ${name} across 2 orders`)).toBeVisible();
  const day = page.getByRole("region", {
    name: new Date(`${tomorrow}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
  });
  await expect(day.getByRole("listitem").filter({ hasText: load.number })).toContainText("MH12AB4321");
  await expect(day.getByRole("link", { name: first.number })).toBeVisible();
  await expectAccessibleAndFits(page);

  // The days are in the address too: a day range without tomorrow shows no load of it.
  await page.getByLabel("To", { exact: true }).fill(indiaDay());
  await expect(page).toHaveURL(new RegExp(`[?&]to=${indiaDay()}`));
  await expect(page.getByText(load.number)).toHaveCount(0);
  await expect(page.getByText(`Still to dispatch: 48,000 Pieces of ${name} across 2 orders`)).toBeVisible();
  expect(second.number).not.toBe(first.number);
});

test("printed, the board leaves off the sidebar and its controls", async ({ page }) => {
  await loginAsAdmin(page, "/admin/dispatch");
  await expect(page.getByRole("heading", { level: 1, name: "Dispatch" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin navigation" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Admin navigation" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("search", { name: "Dispatch filters" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Still to dispatch" })).toBeVisible();
});

test("Settings turns 'Show values on delivery challans' on and off, by keyboard", async ({ page, request }) => {
  const auth = bearer(await adminToken(request));
  await loginAsAdmin(page, "/admin/settings");
  const box = page.getByRole("checkbox", { name: "Show values on delivery challans" });
  await expect(box).not.toBeChecked();
  await box.focus();
  await page.keyboard.press("Space");
  const card = page.getByRole("region", { name: "Delivery challans" });
  await card.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Delivery challan settings saved")).toBeVisible();
  const read = async () =>
    ((await (await request.get("/api/settings/challan", { headers: auth })).json()) as { data: { showValues: boolean } }).data.showValues;
  await expect.poll(read).toBe(true);
  await gotoAdmin(page, "/admin/settings");
  await expect(box).toBeChecked();
  await box.uncheck();
  await card.getByRole("button", { name: "Save" }).click();
  await expect.poll(read).toBe(false);
});
