/**
 * The catalogue in Gujarati and Hindi as a visitor sees it: a Gujarati category page and a Hindi
 * product page with their headings and controls named in the language, axe-clean and fitting a
 * phone; a card's name leads to the product's page in the same language; the instant estimate on a
 * Gujarati product page speaks Gujarati, its result included.
 */
import { expect, test } from "@playwright/test";
import { uniqueSuffix } from "../helpers/unique";
import { expectAccessibleAndFits } from "./a11y";
import { createCategory, createProduct, gotoHydrated } from "./catalogue-data";

const PRODUCT = "/paver-blocks/zig-zag-paver-block-60-mm";

test("@phone a Gujarati category page: its texts in Gujarati, a card's name leads to the Gujarati product page", async ({ page }) => {
  await gotoHydrated(page, "/gu/paver-blocks");
  await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN");
  await expect(page.getByRole("heading", { level: 1, name: "પેવર બ્લોક" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "તમે અહીં છો" }).getByRole("link", { name: "પ્રોડક્ટ્સ" })).toHaveAttribute("href", "/gu/products");
  await expect(page.getByRole("link", { name: "કેટલોગ ડાઉનલોડ કરો (PDF)" })).toBeVisible();
  const card = page.locator("article").first();
  await expect(card.getByRole("button", { name: /નો બેસ્ટ ભાવ મેળવો$/ })).toBeVisible();
  await expect(card.getByRole("heading", { name: "વિગતો" })).toBeVisible();
  await expectAccessibleAndFits(page);

  const name = card.getByRole("heading", { level: 2 }).getByRole("link");
  await expect(name).toHaveAttribute("href", /^\/gu\/paver-blocks\/[a-z0-9-]+$/);
  await name.click();
  await expect(page).toHaveURL(/\/gu\/paver-blocks\/[a-z0-9-]+$/);
  await expect(page.getByRole("list", { name: "ઓર્ડર અને ટેક્સ" })).toContainText("ઓછામાં ઓછો ઓર્ડર:");
});

test("@phone a Hindi product page: its price, order lines, estimate, sharing and details in Hindi", async ({ page }) => {
  await gotoHydrated(page, `/hi${PRODUCT}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("list", { name: "ऑर्डर और टैक्स" })).toContainText("कम से कम ऑर्डर:");
  await expect(page.getByRole("region", { name: "अनुमानित रेट" }).getByRole("button", { name: "खर्च और डिलीवरी का अनुमान लगाएँ" })).toBeVisible();
  await expect(page.getByRole("link", { name: "WhatsApp पर भेजें" })).toHaveAttribute("href", /%2Fhi%2Fpaver-blocks%2Fzig-zag-paver-block-60-mm/);
  await expect(page.getByRole("button", { name: "लिंक कॉपी करें" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "विवरण" })).toBeVisible();
  await expect(page.getByRole("button", { name: "सबसे अच्छा रेट पाएँ" }).first()).toBeVisible();
  await expectAccessibleAndFits(page);
});

test("the estimate on a Gujarati product page: its labels, an unknown PIN code and the result in Gujarati", async ({ page }) => {
  const category = await createCategory("Gujarati Estimate");
  const product = await createProduct(category.id, { name: `Estimate Block ${uniqueSuffix()}`, price: 12, minOrderQuantity: 1000 });
  await gotoHydrated(page, `/gu/${category.slug}/${product.slug}`);
  const estimate = page.getByRole("region", { name: "અંદાજિત ભાવ" });
  await estimate.getByRole("button", { name: "ખર્ચ અને ડિલિવરીનો અંદાજ કાઢો" }).click();
  await expect(estimate.getByText("અંદાજ જોવા માટે જથ્થો લખો.")).toBeVisible();
  // Fewer than the minimum order: raised to it, 1,000 × ₹12.
  await estimate.getByLabel("જથ્થો (નંગ)").fill("400");
  await expect(estimate.getByText("1,000 નંગ", { exact: true })).toBeVisible();
  await expect(estimate.getByText("માલની કિંમત")).toBeVisible();
  await expect(estimate.getByText("₹12,000", { exact: true })).toBeVisible();
  await expect(estimate.getByText("કુલ", { exact: true })).toBeVisible();
  await expect(estimate.getByText("ઓછામાં ઓછા ઓર્ડર 1,000 નંગ સુધી વધાર્યું.")).toBeVisible();
  await expect(estimate.getByText("આ ફક્ત અંદાજ છે: છેલ્લો ભાવ અમારા ક્વોટેશનમાં નક્કી થશે.")).toBeVisible();
  const pin = estimate.getByLabel("ડિલિવરીનો PIN કોડ (જરૂરી નથી)");
  await pin.fill("999999");
  await expect(pin).toHaveAccessibleDescription("આ PIN કોડ અમને મળ્યો નહીં");
  await expect(estimate.getByRole("button", { name: "આ ભાવ મેળવો" })).toBeEnabled();
});
