import { expect, test, type Page } from "@playwright/test";
import { keepDocument, loginAsNewManager, expectRefusedOnSave, toastWith } from "./admin-helpers";
import { saveChanges } from "./admin-form";
import { expectAccessibleAndFits } from "./a11y";
import { unique } from "../helpers/unique";
import { gotoHydrated } from "./site-helpers";

test.describe.configure({ timeout: 180_000 });

// Other specs read the same database and check today's figures and slide titles while this one
// runs, so the journey changes texts nobody else checks (a slide's text, a point's text) and puts
// the page back as it was at the end.

const slides = (page: Page) => page.getByRole("group", { name: "Carousel slides" }).getByRole("listitem");
const point = (page: Page, n: number) => page.getByRole("group", { name: `Point ${n}`, exact: true });

async function openScreen(page: Page) {
  await loginAsNewManager(page, "/admin/home", "Home page");
  await expect(slides(page)).toHaveCount(5);
}

test("a manager changes a slide's text and a reason to choose us; the home page shows both", async ({ page, request }) => {
  const restore = await keepDocument(request, "/api/site/home");
  try {
    await openScreen(page);
    const slideText = `Poles cast and cured in our own yard ${unique("s")}`;
    const pointText = `Trucks leave the yard every morning ${unique("p")}`;
    await expect(slides(page).nth(3).getByLabel("Title", { exact: true })).toHaveValue("Fencing Poles");
    await slides(page).nth(3).getByLabel("Text", { exact: true }).fill(slideText);
    await point(page, 3).getByLabel("Text", { exact: true }).fill(pointText);
    await saveChanges(page).click();
    await expect(toastWith(page, "Home page saved")).toBeVisible();
    await expect(slides(page).nth(3).getByLabel("Text", { exact: true })).toHaveValue(slideText);

    await gotoHydrated(page, "/");
    await expect(page.getByText(pointText)).toBeVisible();
    const carousel = page.getByRole("region", { name: "Featured products" });
    await carousel.getByRole("button", { name: "Go to slide 4", exact: true }).click();
    await expect(carousel.getByRole("group", { name: "4 of 5: Fencing Poles" }).getByText(slideText)).toBeVisible();
  } finally {
    await restore();
  }
});

test("the screen passes axe and works at phone width; a slide without alt text is not sent @phone", async ({ page }) => {
  await openScreen(page);
  await expectAccessibleAndFits(page);

  await expectRefusedOnSave(page, slides(page).first().getByLabel("Alt text", { exact: true }), "", /Alt text is required/);
});
