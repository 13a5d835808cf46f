import { expect, test, type Page } from "@playwright/test";
import { keepDocument, loginAsNewManager, expectRefusedOnSave, toastWith } from "./admin-helpers";
import { expectAccessibleAndFits } from "./a11y";
import { uniqueName } from "../helpers/unique";
import { gotoHydrated } from "./site-helpers";

test.describe.configure({ timeout: 180_000 });

// Other specs read the same database and expect four five-star testimonials on /clients, so the
// journey hides one and adds a five-star one, and puts the page back as it was at the end.

const testimonials = (page: Page) => page.getByRole("group", { name: "Testimonials" }).getByRole("listitem");
const save = (page: Page) => page.getByRole("button", { name: "Save changes" });

async function openScreen(page: Page) {
  await loginAsNewManager(page, "/admin/clients", "Clients");
  await expect(testimonials(page).first()).toBeVisible();
}

test("a manager hides a testimonial and adds one; /clients shows the new one and not the hidden one", async ({ page, request }) => {
  const restore = await keepDocument(request, "/api/site/clients");
  try {
    await openScreen(page);
    // Only this journey changes the testimonials (the phone test beside it saves nothing).
    await expect(testimonials(page)).toHaveCount(4);
    const hidden = testimonials(page).nth(1);
    await expect(hidden.getByLabel("Name", { exact: true })).toHaveValue("Hitesh Shah");
    await hidden.getByLabel("Published on the site").uncheck();

    const name = uniqueName("Client");
    await page.getByRole("button", { name: "Add testimonial" }).click();
    const added = testimonials(page).nth(4);
    await added.getByLabel("Name", { exact: true }).fill(name);
    await added.getByLabel("Company or role").fill("Site Engineer, Navsari Builders");
    await added.getByLabel("Testimonial", { exact: true }).fill("The kerb stones were delivered on time and fitted perfectly.");
    await expect(added.getByLabel("Rating")).toHaveValue("5");
    await save(page).click();
    await expect(toastWith(page, "Clients page saved")).toBeVisible();
    await expect(testimonials(page)).toHaveCount(5);

    await gotoHydrated(page, "/clients");
    const region = page.getByRole("region", { name: "What Our Clients Say" });
    await expect(region.getByText(name)).toBeVisible();
    await expect(region.getByText("The kerb stones were delivered on time and fitted perfectly.")).toBeVisible();
    await expect(region.getByText("Hitesh Shah")).toHaveCount(0);
    await expect(region.locator("blockquote")).toHaveCount(4);
  } finally {
    await restore();
  }
});

test("the screen passes axe and works at phone width; a missing name is said under its field and nothing is sent @phone", async ({ page }) => {
  await openScreen(page);
  await expectAccessibleAndFits(page);

  await expectRefusedOnSave(page, testimonials(page).first().getByLabel("Name", { exact: true }), "", /Name is required/);
});
