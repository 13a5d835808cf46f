import { expect, test } from "@playwright/test";
import { openModal, toasts } from "./quote-modal";
import { uniqueName } from "../helpers/unique";
import { queryE2E } from "./db";

/**
 * Sending the catalogue's "Get Best Price" quote request: stored and announced, the form reset on
 * closing, a server error that keeps what was typed, and the retries' Idempotency-Key (the same after
 * a lost answer, a new one after an edit).
 */

test("a quote request is stored, announced, and the modal closes; reopening shows an empty form @phone", async ({ page }) => {
  const { dialog, product } = await openModal(page);
  const name = uniqueName("Quote Buyer");
  await dialog.getByLabel("Your Name").fill(name);
  await dialog.getByRole("button", { name: /Country code/ }).click();
  await dialog.getByRole("combobox", { name: "Search country or code" }).fill("uae");
  await dialog.getByRole("option", { name: /UAE/ }).click();
  await dialog.getByLabel("Mobile Number").fill("5012345678");
  await dialog.getByLabel("Quantity").fill("750");
  await dialog.getByRole("button", { name: "Submit Quote Request" }).click();

  await expect(toasts(page).getByText(`Quote request submitted successfully for ${product.name}!`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const rows = await queryE2E("select * from inquiries where name = $1", [name]);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ product_id: product.id, mobile: "5012345678", country_code: "+971", quantity: 750, unit: "Square Feet" });

  await page.locator(`#product-${product.id}`).getByRole("button", { name: "Get Best Price" }).click();
  await expect(dialog.getByLabel("Your Name")).toHaveValue("");
  await expect(dialog.getByLabel("Mobile Number")).toHaveValue("");
  await expect(dialog.getByLabel("Quantity")).toHaveValue("");
  await expect(dialog.getByRole("button", { name: /Country code/ })).toHaveText(/\+91/);
});

test("closing the modal resets the form", async ({ page }) => {
  const { dialog, product } = await openModal(page);
  await dialog.getByLabel("Your Name").fill("Half Typed");
  await dialog.getByLabel("Quantity").fill("5");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await page.locator(`#product-${product.id}`).getByRole("button", { name: "Get Best Price" }).click();
  await expect(dialog.getByLabel("Your Name")).toHaveValue("");
  await expect(dialog.getByLabel("Quantity")).toHaveValue("");

  // Escape hides it too, and it comes back empty.
  await dialog.getByLabel("Your Name").fill("Typed Again");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.locator(`#product-${product.id}`).getByRole("button", { name: "Get Best Price" }).click();
  await expect(dialog.getByLabel("Your Name")).toHaveValue("");
});

test("a server error shows the failure toast and keeps what was typed", async ({ page }) => {
  const { dialog } = await openModal(page);
  await page.route("**/api/inquiry", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, error: "boom" }) }),
  );
  await dialog.getByLabel("Your Name").fill("Server Down");
  await dialog.getByLabel("Mobile Number").fill("9876543210");
  await dialog.getByLabel("Quantity").fill("10");
  await dialog.getByRole("button", { name: "Submit Quote Request" }).click();

  await expect(toasts(page).getByText("Failed to submit quote request. Please try again.")).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("alert").filter({ hasText: "Your details are kept" })).toBeVisible();
  await expect(dialog.getByLabel("Your Name")).toHaveValue("Server Down");
  await expect(dialog.getByLabel("Mobile Number")).toHaveValue("9876543210");
  await expect(dialog.getByLabel("Quantity")).toHaveValue("10");
});

test("no inquiry lost: after a network failure the retry sends the same Idempotency-Key and one row is stored @phone", async ({ page }) => {
  const { dialog, product } = await openModal(page);
  const name = uniqueName("Flaky Network");
  const keys: string[] = [];
  let attempt = 0;
  await page.route("**/api/inquiry", async (route) => {
    keys.push((await route.request().headerValue("idempotency-key")) ?? "");
    attempt += 1;
    if (attempt === 1) {
      // The request reaches the server and is stored, but the answer never comes back.
      await route.fetch();
      await route.abort("connectionreset");
    } else {
      await route.continue();
    }
  });

  await dialog.getByLabel("Your Name").fill(name);
  await dialog.getByLabel("Mobile Number").fill("9123456780");
  await dialog.getByLabel("Quantity").fill("40");
  await dialog.getByRole("button", { name: "Submit Quote Request" }).click();

  await expect(dialog.getByRole("alert").filter({ hasText: "Your details are kept" })).toHaveText(
    "We could not reach our server. Your details are kept — please try again.",
  );
  await expect(dialog.getByLabel("Your Name")).toHaveValue(name);
  await expect(dialog.getByLabel("Mobile Number")).toHaveValue("9123456780");
  await expect(dialog.getByLabel("Quantity")).toHaveValue("40");

  await dialog.getByRole("button", { name: "Try Again" }).click();
  await expect(toasts(page).getByText(`Quote request submitted successfully for ${product.name}!`)).toBeVisible();
  await expect(dialog).toBeHidden();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[\w.:-]{8,128}$/);
  expect(keys[1]).toBe(keys[0]);
  const rows = await queryE2E("select * from inquiries where name = $1", [name]);
  expect(rows).toHaveLength(1);
});

test("editing the form after a failure sends a new Idempotency-Key", async ({ page }) => {
  const { dialog } = await openModal(page);
  const name = uniqueName("Edited Retry");
  const keys: string[] = [];
  await page.route("**/api/inquiry", async (route) => {
    keys.push((await route.request().headerValue("idempotency-key")) ?? "");
    if (keys.length === 1) await route.abort("internetdisconnected");
    else await route.continue();
  });
  await dialog.getByLabel("Your Name").fill(name);
  await dialog.getByLabel("Mobile Number").fill("9123456780");
  await dialog.getByLabel("Quantity").fill("40");
  await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Your details are kept" })).toBeVisible();

  await dialog.getByLabel("Quantity").fill("45");
  await dialog.getByRole("button", { name: "Try Again" }).click();
  await expect(dialog).toBeHidden();
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
  const rows = await queryE2E<{ quantity: number }>("select quantity from inquiries where name = $1", [name]);
  expect(rows.map((r) => r.quantity)).toEqual([45]);
});
