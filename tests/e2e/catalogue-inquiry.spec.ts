import { expect, test, type Page } from "@playwright/test";
import { createCatalogue, createCategory, createProduct, gotoHydrated } from "./catalogue-data";
import { uniqueName, uniqueSuffix } from "../helpers/unique";
import { queryE2E } from "./db";

const toasts = (page: Page) => page.locator(".Toastify");

/** A fresh category with one product (₹1,250 / Square Feet), its page open and its modal shown. */
async function openModal(page: Page) {
  const { category, product } = await createCatalogue("Enquiry Slabs");
  await gotoHydrated(page, `/${category.slug}`);
  await page.locator(`#product-${product.id}`).getByRole("button", { name: "Get Best Price" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Best Price" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(product.name);
  return { dialog, product, category };
}

const NAME = "Please enter your name";
const MOBILE = "Please enter a valid 10-digit mobile number";
const QUANTITY = "Please enter a valid quantity";

/**
 * Every validation toast shown from now on, in order. A toast closes after 3 s, so counting the
 * ones on screen races a slow machine; this records each as it appears.
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { shownToasts: string[] };
    w.shownToasts = [];
    // A toast's element is inserted again when the container re-renders: each counts once.
    const seen = new WeakSet<Element>();
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (!(node instanceof HTMLElement)) continue;
        const found = node.matches(".Toastify__toast") ? [node] : [...node.querySelectorAll(".Toastify__toast")];
        for (const t of found) {
          if (seen.has(t)) continue;
          seen.add(t);
          w.shownToasts.push(t.textContent ?? "");
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const messages = [NAME, MOBILE, QUANTITY];
  return async () => {
    const shown = await page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
    return shown.map((text) => messages.find((m) => text.includes(m)) ?? text);
  };
}

test("quote request validation toasts come one at a time, in the specified order @phone", async ({ page }) => {
  const { dialog } = await openModal(page);
  const shown = await recordToasts(page);
  const send = dialog.getByRole("button", { name: "Submit Quote Request" });

  await send.click();
  await expect.poll(shown).toEqual([NAME]);

  await dialog.getByLabel("Your Name").fill("   ");
  await send.click();
  await expect.poll(shown).toEqual([NAME, NAME]);

  await dialog.getByLabel("Your Name").fill("Asha Verma");
  await dialog.getByLabel("Mobile Number").fill("98765");
  await send.click();
  await expect.poll(shown).toEqual([NAME, NAME, MOBILE]);

  await dialog.getByLabel("Mobile Number").fill("9876543210");
  await send.click();
  await expect.poll(shown).toEqual([NAME, NAME, MOBILE, QUANTITY]);

  await dialog.getByLabel("Quantity").fill("0");
  await send.click();
  await expect.poll(shown).toEqual([NAME, NAME, MOBILE, QUANTITY, QUANTITY]);
  // Nothing invalid was sent: the modal is still open.
  await expect(dialog).toBeVisible();
});

test("mobile keeps digits only (max 10), quantity is a number from 1, unit is read-only, total is estimated", async ({ page }) => {
  const { dialog } = await openModal(page);
  const mobile = dialog.getByLabel("Mobile Number");
  await mobile.pressSequentially("98a76-54 321099");
  await expect(mobile).toHaveValue("9876543210");

  const quantity = dialog.getByLabel("Quantity");
  await expect(quantity).toHaveAttribute("type", "number");
  await expect(quantity).toHaveAttribute("min", "1");

  const unit = dialog.getByLabel("Unit");
  await expect(unit).toHaveValue("Square Feet");
  await expect(unit).not.toBeEditable();

  await quantity.fill("12");
  await expect(dialog.getByText("Estimated total:")).toContainText("₹15,000");
  await quantity.fill("1000");
  await expect(dialog.getByText("Estimated total:")).toContainText("₹12,50,000");
});

test("the unit falls back to 'Pieces' and drops a leading '/ '", async ({ page }) => {
  const category = await createCategory("Unit Slabs");
  const slashed = await createProduct(category.id, { name: `Slashed Unit ${uniqueSuffix()}`, unit: "/ Kilogram" });
  const blank = await createProduct(category.id, { name: `Blank Unit ${uniqueSuffix()}`, unit: "" });
  await gotoHydrated(page, `/${category.slug}`);
  const dialog = page.getByRole("dialog", { name: "Get Best Price" });

  await page.locator(`#product-${slashed.id}`).getByRole("button", { name: "Get Best Price" }).click();
  await expect(dialog.getByLabel("Unit")).toHaveValue("Kilogram");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await page.locator(`#product-${blank.id}`).getByRole("button", { name: "Get Best Price" }).click();
  await expect(dialog.getByLabel("Unit")).toHaveValue("Pieces");
});

test("country picker: default +91, filter by name or code, 'No countries found', outside click and Escape close it @phone", async ({ page }) => {
  const { dialog } = await openModal(page);
  const trigger = dialog.getByRole("button", { name: /Country code/ });
  await expect(trigger).toHaveText(/\+91/);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");

  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const list = dialog.getByRole("listbox", { name: "Countries" });
  await expect(list.getByRole("option")).toHaveCount(20);
  const search = dialog.getByRole("combobox", { name: "Search country or code" });
  await expect(search).toBeFocused();

  await search.fill("UNITED");
  await expect(list.getByRole("option")).toHaveText([/United States/, /United Kingdom/]);
  await search.fill("+44");
  await expect(list.getByRole("option")).toHaveText([/United Kingdom\s*\+44/]);
  await search.fill("97");
  await expect(list.getByRole("option")).toHaveText([/UAE\s*\+971/]);
  await search.fill("Atlantis");
  await expect(dialog.getByText("No countries found")).toBeVisible();
  await expect(list.getByRole("option")).toHaveCount(0);

  // Choosing one by click.
  await search.fill("japan");
  await list.getByRole("option", { name: /Japan/ }).click();
  await expect(trigger).toHaveText(/\+81/);
  await expect(list).toBeHidden();

  // Click toggles; an outside click closes.
  await trigger.click();
  await expect(list).toBeVisible();
  await trigger.click();
  await expect(list).toBeHidden();
  await trigger.click();
  await dialog.getByRole("heading", { name: "Get Best Price" }).click();
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();

  // Escape closes the list but not the modal.
  await trigger.click();
  await expect(list).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(trigger).toBeFocused();
});

test("country picker works from the keyboard", async ({ page }) => {
  const { dialog } = await openModal(page);
  const trigger = dialog.getByRole("button", { name: /Country code/ });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const search = dialog.getByRole("combobox", { name: "Search country or code" });
  await expect(search).toBeFocused();
  await page.keyboard.type("s");
  // Several countries contain an "s"; ArrowDown twice moves from the first match to the third.
  const options = dialog.getByRole("listbox", { name: "Countries" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  const third = ((await options.nth(2).textContent()) ?? "").match(/^(.*?)\s*(\+\d+)$/);
  expect(third).not.toBeNull();
  const [, country, code] = third!;
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(search).toHaveAttribute("aria-activedescendant", (await options.nth(2).getAttribute("id"))!);
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveText(code);
  await expect(trigger).toHaveAccessibleName(`Country code: ${country} ${code}`);
  await expect(trigger).toBeFocused();
  await expect(dialog).toBeVisible();
});

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

test("the honeypot is hidden from people and keyboard users", async ({ page }) => {
  const { dialog } = await openModal(page);
  const honeypot = dialog.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(honeypot).not.toBeInViewport();
  await expect(dialog.getByRole("textbox", { name: "Website" })).toHaveCount(0);
});
