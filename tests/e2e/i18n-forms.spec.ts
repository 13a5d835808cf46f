/**
 * The contact form and the quote modal in Gujarati and Hindi: labels, buttons, validation and
 * success messages in the page's language, names typed in the language's script, the page's
 * language sent with the submission, and axe on both contact pages.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAndFits } from "./a11y";
import { createCatalogue, gotoHydrated } from "./catalogue-data";

const form = (page: Page) => page.locator("#enquiry-form");
const toasts = (page: Page) => page.locator(".Toastify");

const TEXTS = {
  gu: {
    heading: "અમારો સંપર્ક કરો",
    formTitle: "અમને મેસેજ મોકલો",
    name: "નામ",
    email: "ઈ-મેલ",
    phone: "ફોન",
    details: "કામની વિગત",
    productService: "પ્રોડક્ટ/સેવા",
    send: "મેસેજ મોકલો",
    success: "તમારી પૂછપરછ બદલ આભાર! અમે જલદી તમારો સંપર્ક કરીશું.",
    required: ["નામ લખવું જરૂરી છે", "ઈ-મેલ લખવો જરૂરી છે", "ફોન નંબર લખવો જરૂરી છે", "કામની વિગત લખવી જરૂરી છે"],
    person: "રમેશ પટેલ",
    message: "સોસાયટીના પાર્કિંગ માટે 2000 પેવર બ્લોક જોઈએ છે.",
  },
  hi: {
    heading: "हमसे संपर्क करें",
    formTitle: "हमें मैसेज भेजें",
    name: "नाम",
    email: "ई-मेल",
    phone: "फ़ोन",
    details: "काम का विवरण",
    productService: "प्रोडक्ट/सेवा",
    send: "मैसेज भेजें",
    success: "पूछताछ के लिए धन्यवाद! हम जल्दी ही आपसे संपर्क करेंगे।",
    required: ["नाम लिखना ज़रूरी है", "ई-मेल लिखना ज़रूरी है", "फ़ोन नंबर लिखना ज़रूरी है", "काम का विवरण लिखना ज़रूरी है"],
    person: "सुरेश कुमार",
    message: "खेत की बाड़ के लिए 200 सीमेंट पोल चाहिए।",
  },
} as const;

/** The contact page in `lang`, its categories loaded (the Product/Service box is disabled meanwhile). */
async function openContact(page: Page, lang: "gu" | "hi") {
  await gotoHydrated(page, `/${lang}/contact`);
  await expect(form(page).getByLabel(TEXTS[lang].productService)).toBeEnabled({ timeout: 15_000 });
}

for (const lang of ["gu", "hi"] as const) {
  const x = TEXTS[lang];
  // Hindi runs on the 390 px phone as well.
  test(`/${lang}/contact: an empty form says what is missing and a message from ${x.person} is sent, all in the page's language${lang === "hi" ? " @phone" : ""}`, async ({
    page,
  }) => {
    await openContact(page, lang);
    await expect(page.locator("html")).toHaveAttribute("lang", `${lang}-IN`);
    await expect(page.getByRole("heading", { level: 1, name: x.heading })).toBeVisible();
    const f = form(page);
    await expect(f.getByRole("heading", { name: x.formTitle })).toBeVisible();

    await f.getByRole("button", { name: x.send }).click();
    for (const message of x.required) await expect(f.getByText(message, { exact: true })).toBeVisible();
    await expect(f.getByLabel(x.name, { exact: true })).toBeFocused();
    await expect(f).not.toContainText("is required");
    await expectAccessibleAndFits(page);

    await f.getByLabel(x.name, { exact: true }).fill(x.person);
    await expect(f.getByLabel(x.name, { exact: true })).toHaveValue(x.person);
    await f.getByLabel(x.email, { exact: true }).fill("buyer@example.com");
    await f.getByLabel(x.phone, { exact: true }).fill("9876543210");
    await f.getByLabel(x.details, { exact: true }).fill(x.message);
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
    await f.getByRole("button", { name: x.send }).click();
    expect((await sent).postDataJSON()).toMatchObject({ name: x.person, language: lang });

    await expect(f.getByRole("alert").filter({ hasText: x.success })).toBeVisible();
    await expect(toasts(page).getByText(x.success)).toBeVisible();
    await expectAccessibleAndFits(page);
  });
}

test("the quote modal opened on /gu/<category> speaks Gujarati and sends a request from રમેશ પટેલ", async ({ page }) => {
  const { category, product } = await createCatalogue("Gujarati Slabs");
  await gotoHydrated(page, `/gu/${category.slug}`);
  await page.locator(`#product-${product.id}`).locator("button:not([aria-expanded])").click();
  const dialog = page.getByRole("dialog", { name: "બેસ્ટ ભાવ મેળવો" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${product.name} માટે ભાવની પૂછપરછ`);
  await expect(dialog.getByRole("button", { name: "બંધ કરો" })).toBeVisible();

  const send = dialog.getByRole("button", { name: "ભાવ માટે વિનંતી મોકલો" });
  await send.click();
  await expect(dialog.getByText("કૃપા કરીને તમારું નામ લખો")).toBeVisible();

  await dialog.getByLabel("તમારું નામ").fill("રમેશ પટેલ");
  await dialog.getByLabel("મોબાઇલ નંબર").fill("9876543210");
  await dialog.getByLabel("જથ્થો").fill("600");
  await expect(dialog).toContainText("અંદાજિત કુલ:");
  await expectAccessibleAndFits(page);

  const sent = page.waitForRequest((r) => r.url().endsWith("/api/inquiry") && r.method() === "POST");
  await send.click();
  expect((await sent).postDataJSON()).toMatchObject({ name: "રમેશ પટેલ", language: "gu", quantity: 600 });
  await expect(toasts(page).getByText(`${product.name} માટે તમારી ભાવની વિનંતી મળી ગઈ છે!`)).toBeVisible();
  await expect(dialog).toBeHidden();
});
