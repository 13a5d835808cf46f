import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { deleteListedByApi, gotoAdmin, loginAsAdmin, loginAsNewManager, openDialog, removeThroughDialog, toastWith } from "./admin-helpers";
import { expectAccessibleAndFits, expectNoSeriousA11yViolations } from "./a11y";
import { uniqueName } from "../helpers/unique";
import { gotoHydrated } from "./site-helpers";

/** A small square portrait, made here (a real PNG the upload pipeline re-encodes). */
const portrait = () =>
  sharp({ create: { width: 480, height: 480, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();

/** Remove members of this name through the API (a journey that failed half-way leaves the database as it found it). */
const removeMembersNamed = (request: APIRequestContext, name: string) =>
  deleteListedByApi<{ id: number; name: string }>(request, "/api/team-members", (m) => m.name === name);

const leaders = (page: Page) => page.getByRole("region", { name: "Our Leadership" }).getByRole("heading", { level: 3 });

test("Team: add a member with a photo and achievements, Meet Our Team shows the card; then remove it", async ({ page, request }) => {
  const name = uniqueName("Kiran");
  try {
    await loginAsAdmin(page, "/admin/team");
    await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Rajesh Patel" })).toBeVisible();

    const dialog = await openDialog(page, "Add team member");
    // Bad input: the field's own message under the field.
    await dialog.getByRole("button", { name: "Add team member" }).click();
    await expect(dialog.getByText("Enter the name")).toBeVisible();
    await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();

    await dialog.getByLabel("Photo", { exact: true }).setInputFiles({ name: "kiran.png", mimeType: "image/png", buffer: await portrait() });
    await expect(toastWith(page, "Image uploaded")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Remove photo" })).toBeVisible();
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("Position").fill("Site Engineer");
    await dialog.getByLabel("Description").fill("Plans deliveries and supervises laying on site.");
    await dialog.getByRole("button", { name: "Add achievement" }).click();
    await dialog.getByRole("textbox", { name: "Achievement 1" }).fill("Paved 40 km of village roads");
    await dialog.getByRole("button", { name: "Add team member" }).click();
    await expect(toastWith(page, `${name} added to the team`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("listitem", { name })).toBeVisible();

    await gotoHydrated(page, "/meet-our-team");
    await expect(leaders(page).last()).toHaveText(name);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, level: 3 }) });
    await expect(card.getByText("Site Engineer")).toBeVisible();
    await expect(card.getByText("Paved 40 km of village roads")).toBeVisible();
    const photo = card.getByRole("img", { name: `Portrait of ${name}` });
    await expect(photo).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}-800\.webp$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await gotoAdmin(page, "/admin/team");
    await removeThroughDialog(page, { name, verb: "Remove", confirm: "Remove team member", toast: `${name} removed from the team` });
    await expect(page.getByRole("listitem", { name })).toHaveCount(0);

    await gotoHydrated(page, "/meet-our-team");
    await expect(leaders(page)).toHaveCount(6);
    await expect(page.getByRole("heading", { name, level: 3 })).toHaveCount(0);
  } finally {
    await removeMembersNamed(request, name);
  }
});

test("Team: a manager edits but is not offered Remove; no serious accessibility violations, usable at 390 px @phone", async ({ page }) => {
  await loginAsNewManager(page, "/admin/team", "Team");
  await expect(page.getByRole("button", { name: "Edit Rajesh Patel" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Move team member 2 up" })).toBeEnabled();
  await expect(page.getByLabel("Alt text of the group photo")).toHaveValue(/team of Shree Ganesh Cement Products/);
  await expect(page.getByRole("button", { name: "Remove Rajesh Patel" })).toHaveCount(0);
  await expectAccessibleAndFits(page);
  const dialog = await openDialog(page, "Edit Rajesh Patel");
  await expect(dialog.getByRole("textbox", { name: "Achievement 1" })).toHaveValue("Led the move from tiles to precast concrete products");
  await expectNoSeriousA11yViolations(page);
});
