import { expect, test, type Page } from "@playwright/test";
import { keepDocument, loginAsNewManager, expectRefusedOnSave, toastWith } from "./admin-helpers";
import { saveChanges } from "./admin-form";
import { expectAccessibleAndFits } from "./a11y";
import { gotoHydrated } from "./site-helpers";

// Other specs read the same database and check today's footer and contact page, so the journey
// keeps the changed number for as short a time as it can and puts the details back at the end.

const phones = (page: Page) => page.getByRole("group", { name: "Phone numbers" }).getByRole("listitem");

async function openScreen(page: Page) {
  await loginAsNewManager(page, "/admin/business", "Business details");
  await expect(phones(page)).toHaveCount(3);
}

test("a manager changes the second phone number; the footer shows it", async ({ page, request }) => {
  const restore = await keepDocument(request, "/api/site/business");
  await openScreen(page);
  const number = phones(page).nth(1).getByLabel("Number", { exact: true });
  await expect(number).toHaveValue("+91 261 239 7788");
  try {
    await number.fill("+91 261 240 5566");
    await saveChanges(page).click();
    await expect(toastWith(page, "Business details saved")).toBeVisible();

    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "+91 261 240 5566" })).toHaveAttribute("href", "tel:+912612405566");
    await expect(footer.getByRole("link", { name: "+91 98250 41234" })).toBeVisible();
  } finally {
    await restore();
  }
});

test("the screen passes axe and works at phone width; a GSTIN with a wrong check character is not sent @phone", async ({ page }) => {
  await openScreen(page);
  await expectAccessibleAndFits(page);

  await expectRefusedOnSave(page, page.getByLabel("GSTIN", { exact: true }), "24ABCFS1234K1Z5", /GSTIN check digit does not match/);
});
