import { expect, test, type Page } from "@playwright/test";
import { createCategory, createProduct, gotoHydrated } from "./catalogue-data";
import { openModal } from "./quote-modal";
import { uniqueSuffix } from "../helpers/unique";

/**
 * The catalogue's "Get Best Price" modal and its fields: the validation toasts' order, the mobile,
 * quantity and unit fields and the estimated total, the unit's fallback, the country picker by mouse
 * and by keyboard, and the honeypot. Sending a quote request is in catalogue-inquiry-send.spec.ts.
 */

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

test("the honeypot is hidden from people and keyboard users", async ({ page }) => {
  const { dialog } = await openModal(page);
  const honeypot = dialog.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(honeypot).not.toBeInViewport();
  await expect(dialog.getByRole("textbox", { name: "Website" })).toHaveCount(0);
});
