/**
 * A Gujarati-speaking buyer's way through the site: on a category page they switch to ગુજરાતી and stay
 * on that category, ask for the best price with their name in Gujarati and read the answer in Gujarati;
 * staff see the request's language on the lead, so they answer in it.
 */
import { expect, test } from "@playwright/test";
import { loginAsAdmin } from "./admin-helpers";
import { expectNoSeriousA11yViolations } from "./a11y";
import { createCatalogue, gotoHydrated } from "./catalogue-data";
import { queryE2E } from "./db";
import { uniqueLetters, uniqueMobile } from "../helpers/unique";

/** Letters of the Gujarati alphabet for a–z: a name nobody else sends, in Gujarati script. */
const GUJARATI = "કખગઘચછજઝટઠડઢણતથદધનપફબભમયરલ";
const gujaratiName = () => `રમેશ ${uniqueLetters().replace(/[a-z]/g, (c) => GUJARATI[c.charCodeAt(0) - 97])}`;

test.describe.configure({ timeout: 180_000 });

test("switch to Gujarati on a category page, send a quote request with a Gujarati name, and staff see its language @phone", async ({ browser, page }) => {
  const { category, product } = await createCatalogue("Bhasha Pavers");
  const visitor = await browser.newPage();
  await gotoHydrated(visitor, `/${category.slug}`);

  // The switcher is in the header from 768 px, in the phone menu below.
  const phone = (visitor.viewportSize()?.width ?? 1280) < 768;
  if (phone) await visitor.getByRole("button", { name: "Open menu" }).click();
  await visitor.getByRole("list", { name: "Language" }).filter({ visible: true }).getByRole("link", { name: "ગુજરાતી" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/gu/${category.slug}$`));
  await expect(visitor.locator("html")).toHaveAttribute("lang", "gu-IN");
  await expect(visitor.locator(`#product-${product.id}`)).toBeVisible();

  await visitor
    .locator(`#product-${product.id}`)
    .getByRole("button", { name: /બેસ્ટ ભાવ મેળવો/ })
    .click();
  const modal = visitor.getByRole("dialog", { name: "બેસ્ટ ભાવ મેળવો" });
  const name = gujaratiName();
  await modal.getByLabel("તમારું નામ").fill(name);
  await modal.getByLabel("મોબાઇલ નંબર").fill(uniqueMobile());
  await modal.getByLabel("જથ્થો").fill("800");
  await modal.getByRole("button", { name: "ભાવ માટે વિનંતી મોકલો" }).click();
  await expect(visitor.locator(".Toastify").getByText(`${product.name} માટે તમારી ભાવની વિનંતી મળી ગઈ છે!`)).toBeVisible();

  const [lead] = await queryE2E<{ id: number; language: string }>("select id, language from inquiries where name = $1", [name]);
  expect(lead.language).toBe("gu");

  await loginAsAdmin(page, `/admin/inquiries/${lead.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("ગુજરાતી (Gujarati)")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
