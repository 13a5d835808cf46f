import { expect, test, type Page } from "@playwright/test";
import { keepDocument, loginAsNewManager, expectRefusedOnSave, toastWith } from "./admin-helpers";
import { expectAccessibleAndFits } from "./a11y";
import { unique } from "../helpers/unique";
import { gotoHydrated } from "./site-helpers";

test.describe.configure({ timeout: 180_000 });

// Other specs may read /who-we-are as seeded, so the journey changes a paragraph and a point
// nobody else checks and puts the texts back as they were at the end.

const paragraph = (page: Page, n: number) => page.getByRole("group", { name: "Story paragraphs" }).getByLabel(`Paragraph ${n}`, { exact: true });
const point = (page: Page, n: number) => page.getByRole("group", { name: "Why Us points" }).getByLabel(`Point ${n}`, { exact: true });

test("a manager opens Who We Are from the sidebar, changes the story and a Why Us point; the public page shows both", async ({ page, request }) => {
  const restore = await keepDocument(request, "/api/site/about");
  try {
    await loginAsNewManager(page, "/admin/home", "Home page");
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Who We Are", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/who-we-are$/);
    await expect(page.getByRole("heading", { level: 1, name: "Who We Are" })).toBeVisible();
    await expect(point(page, 2)).toHaveValue("Ready stock of popular sizes and quick dispatch from Surat");

    const story = `Every block still leaves the yard after a strength test ${unique("s")}`;
    const why = `Samples sent to your site before the order ${unique("w")}`;
    await paragraph(page, 2).fill(story);
    await point(page, 2).fill(why);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toastWith(page, "Who We Are saved")).toBeVisible();

    await page.reload();
    await expect(paragraph(page, 2)).toHaveValue(story);
    await expect(point(page, 2)).toHaveValue(why);

    await gotoHydrated(page, "/who-we-are");
    await expect(page.getByRole("region", { name: "Our Story" }).getByText(story)).toBeVisible();
    await expect(page.getByRole("region", { name: "Why Us" }).getByText(why)).toBeVisible();
    await expect(page.getByText("Ready stock of popular sizes and quick dispatch from Surat")).toHaveCount(0);
  } finally {
    await restore();
  }
});

test("the screen passes axe and works at phone width; an empty vision is said under its field and nothing is sent @phone", async ({ page }) => {
  await loginAsNewManager(page, "/admin/who-we-are", "Who We Are");
  await expect(point(page, 1)).toBeVisible();
  await expectAccessibleAndFits(page);

  await expectRefusedOnSave(page, page.getByLabel("Vision", { exact: true }), "", /Vision is required/);
});
