import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { deleteListedByApi, gotoAdmin, loginAsAdmin, loginAsNewManager, openDialog, removeThroughDialog, toastWith } from "./admin-helpers";
import { expectAccessibleAndFits, expectNoSeriousA11yViolations } from "./a11y";
import { unique } from "../helpers/unique";
import { gotoHydrated } from "./site-helpers";

/** A small real photo-sized PNG of one colour (the upload pipeline re-encodes it). */
const png = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();

/** Delete images of these titles through the API (a journey that failed half-way leaves the database as it found it). */
const deleteImagesTitled = (request: APIRequestContext, titles: string[]) =>
  deleteListedByApi<{ id: number; title: string }>(request, "/api/gallery", (img) => titles.includes(img.title));

const tabs = (page: Page) => page.getByRole("tablist", { name: "Filter images" }).getByRole("tab");

test("Gallery: upload two images with titles and alt texts, /gallery shows them and its counts follow; then delete them", async ({ page, request }) => {
  const titles = [`Yard ${unique("p")}`, `Crew ${unique("t")}`];
  try {
    await loginAsAdmin(page, "/admin/gallery");
    await expect(page.getByRole("heading", { name: "Gallery", level: 1 })).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Zig-Zag Paver Blocks" })).toBeVisible();

    await page.getByLabel("Choose images").setInputFiles([
      { name: "yard-pavers.png", mimeType: "image/png", buffer: await png("#b45309") },
      { name: "crew.png", mimeType: "image/png", buffer: await png("#166534") },
    ]);
    await expect(page.getByLabel("Title of image 2")).toHaveValue("Crew");
    await expect(page.getByLabel("Title of image 1")).toHaveValue("Yard pavers");
    await page.getByLabel("Title of image 1").fill(titles[0]);
    await page.getByLabel("Alt text of image 1").fill("Brown pavers stacked in the yard");
    await page.getByLabel("Title of image 2").fill(titles[1]);
    await page.getByLabel("Category of image 2").selectOption({ label: "Team" });
    // Alt text is required: the message sits under the second image's field.
    await page.getByRole("button", { name: "Add 2 images to the gallery" }).click();
    await expect(page.getByText("Describe the image for people who cannot see it")).toBeVisible();
    await expect(page.getByLabel("Alt text of image 2")).toBeFocused();
    await page.getByLabel("Alt text of image 2").fill("The laying crew in green shirts");
    await page.getByRole("button", { name: "Add 2 images to the gallery" }).click();
    await expect(toastWith(page, "2 images added to the gallery")).toBeVisible();
    await expect(page.getByRole("listitem", { name: titles[1] })).toBeVisible();

    await gotoHydrated(page, "/gallery");
    await expect(tabs(page)).toHaveText(["All (24)", "Products (9)", "Projects (8)", "Team (7)"]);
    const added = page.getByRole("tabpanel").getByRole("button", { name: `Open ${titles[0]}` });
    await expect(added.getByRole("img", { name: "Brown pavers stacked in the yard" })).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}-800\.webp$/);
    await page.getByRole("tab", { name: "Team (7)" }).click();
    await expect(
      page
        .getByRole("tabpanel")
        .getByRole("button", { name: /^Open / })
        .last(),
    ).toHaveAccessibleName(`Open ${titles[1]}`);

    await gotoAdmin(page, "/admin/gallery");
    for (const title of titles) {
      await removeThroughDialog(page, { name: title, confirm: "Delete image", toast: `${title} deleted from the gallery` });
      await expect(page.getByRole("listitem", { name: title })).toHaveCount(0);
    }
    await gotoHydrated(page, "/gallery");
    await expect(tabs(page)).toHaveText(["All (22)", "Products (8)", "Projects (8)", "Team (6)"]);
  } finally {
    await deleteImagesTitled(request, titles);
  }
});

test("Gallery: a manager is not offered Delete; no serious accessibility violations, usable at 390 px @phone", async ({ page }) => {
  await loginAsNewManager(page, "/admin/gallery", "Gallery");
  await expect(page.getByRole("button", { name: "Edit Zig-Zag Paver Blocks" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete Zig-Zag Paver Blocks" })).toHaveCount(0);
  await expectAccessibleAndFits(page);
  const dialog = await openDialog(page, "Edit Zig-Zag Paver Blocks");
  await expect(dialog.getByLabel("Alt text")).toHaveValue("Red and yellow zig-zag interlocking paver blocks");
  await expectNoSeriousA11yViolations(page);
});
