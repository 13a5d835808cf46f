/**
 * The customer's page of a load (/d/{token}), opened from the link staff send: no sign-in, the order
 * number, the load, vehicle and driver, whether it has been delivered, and its delivery challan;
 * never indexed; an unknown link says so. Accessible and usable on a 390 px phone.
 */
import { expect, test } from "@playwright/test";
import { expectAccessibleAndFits } from "./a11y";
import { adminToken, bearer } from "./admin-helpers";
import { gotoHydrated } from "./catalogue-data";
import { confirmedOrderE2E, dispatchE2E, dispatchTokenOf } from "./dispatch-data";

test.describe.configure({ timeout: 120_000 });

test("the customer opens a dispatch link without signing in and downloads the delivery challan @phone", async ({ page, request }) => {
  const order = await confirmedOrderE2E();
  const load = await dispatchE2E(request, order.id, order.itemIds[0], "4000", { transporter: "Shree Roadlines" });
  await gotoHydrated(page, `/d/${dispatchTokenOf(load)}`);

  await expect(page.getByRole("heading", { level: 1, name: `Your order ${order.number}` })).toBeVisible();
  await expect(page.getByText(`Delivery challan ${load.number}`)).toBeVisible();
  await expect(page.getByText("GJ05AB1234")).toBeVisible();
  await expect(page.getByText("Ramesh")).toBeVisible();
  await expect(page.getByText("Shree Roadlines")).toBeVisible();
  await expect(page.getByText("On the way")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Zig-Zag Paver Block 60 mm" })).toContainText("4,000 Pieces");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessibleAndFits(page);

  const download = page.waitForEvent("download").catch(() => null);
  const pdf = page.waitForResponse((r) => r.url().endsWith("/challan.pdf"));
  await page.getByRole("link", { name: "Download delivery challan" }).click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  await download;
});

test("a delivered load says so, with who received it", async ({ page, request }) => {
  const order = await confirmedOrderE2E();
  const load = await dispatchE2E(request, order.id, order.itemIds[0], "100");
  const res = await request.post(`/api/dispatches/${load.id}/delivered`, {
    headers: bearer(await adminToken(request)),
    data: { received_by: "Suresh Kale", delivered_at: new Date().toISOString() },
  });
  expect(res.status()).toBe(200);
  await gotoHydrated(page, `/d/${dispatchTokenOf(load)}`);
  await expect(page.getByRole("term").filter({ hasText: "Delivered" })).toBeVisible();
  await expect(page.getByText("On the way")).toHaveCount(0);
  await expect(page.getByText(/received by Suresh Kale/)).toBeVisible();
});

test("an unknown dispatch link says it is not valid (404) @phone", async ({ page }) => {
  const res = await page.goto(`/d/${"x".repeat(32)}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Dispatch not found" })).toBeVisible();
  await expectAccessibleAndFits(page);
});
