import { expect, test, type Page } from "@playwright/test";
import { adminHeaders, keepDocument, loginAsNewManager, expectRefusedOnSave, toastWith } from "./admin-helpers";
import { saveChanges } from "./admin-form";
import { expectAccessibleAndFits } from "./a11y";
import { uniqueName } from "../helpers/unique";
import { gotoHydrated } from "./site-helpers";

// The journeys change the same testimonials, so they run one after the other.
test.describe.configure({ timeout: 180_000, mode: "default" });

// Other specs read the same database and expect four five-star testimonials on /clients, so the
// journeys hide one and add a five-star one, or delete one they added, and put the page back as it was at the end.

const testimonials = (page: Page) => page.getByRole("group", { name: "Testimonials" }).getByRole("listitem");

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
    await saveChanges(page).click();
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

test("a saved testimonial is deleted at once after a confirmation; one only added in the form just leaves it", async ({ page, request }) => {
  const restore = await keepDocument(request, "/api/site/clients");
  try {
    // A testimonial of this journey's own, saved before the screen opens.
    const headers = await adminHeaders(request);
    const doc = ((await (await request.get("/api/site/clients", { headers })).json()) as { data: { testimonials: unknown[] } }).data;
    const name = uniqueName("Client");
    const quote = `Fencing poles delivered to the farm gate ${name}`;
    doc.testimonials.push({ name, role: "Farm owner, Olpad", text: quote, rating: 5, published: true });
    expect((await request.put("/api/site/clients", { data: doc, headers })).ok()).toBe(true);
    await gotoHydrated(page, "/clients");
    await expect(page.getByText(quote)).toBeVisible();

    await openScreen(page);
    await expect(testimonials(page)).toHaveCount(5);
    await expect(testimonials(page).nth(4).getByLabel("Name", { exact: true })).toHaveValue(name);

    // Added in the form and never saved: Remove takes it out of the form, nothing is asked.
    await page.getByRole("button", { name: "Add testimonial" }).click();
    await expect(testimonials(page)).toHaveCount(6);
    await page.getByRole("button", { name: "Remove testimonial 6" }).click();
    await expect(testimonials(page)).toHaveCount(5);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Saved: Remove asks, then the testimonial is gone from the site without Save changes.
    await page.getByRole("button", { name: "Remove testimonial 5" }).click();
    const dialog = page.getByRole("dialog", { name: `Delete testimonial ${name}?` });
    await expect(dialog.getByText("The testimonial is deleted from the Our Clients page at once, for good.")).toBeVisible();
    await dialog.getByRole("button", { name: "Delete testimonial" }).click();
    await expect(toastWith(page, `Testimonial by ${name} deleted`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(testimonials(page)).toHaveCount(4);

    await page.reload();
    await expect(testimonials(page)).toHaveCount(4);
    await expect(testimonials(page).nth(3).getByLabel("Name", { exact: true })).toHaveValue("Nisha Verma");

    await gotoHydrated(page, "/clients");
    await expect(page.getByRole("region", { name: "What Our Clients Say" }).locator("blockquote")).toHaveCount(4);
    await expect(page.getByText(quote)).toHaveCount(0);
  } finally {
    await restore();
  }
});
