/**
 * A temporary password (an admin's reset) must be replaced at the first sign-in: the person lands
 * on "Choose a new password", no other screen opens until they have, and then they reach the
 * dashboard; the new password signs in straight to the panel.
 */
import { expect, test, type Page } from "@playwright/test";
import { apiLogin, bearer, createManager, loginViaForm } from "./admin-helpers";
import { expectAccessibleAndFits } from "./a11y";
import { uniqueName } from "../helpers/unique";

test.describe.configure({ timeout: 180_000 });

async function logout(page: Page) {
  const menuButton = page.getByRole("button", { name: "Open menu" });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

test("after a password reset, the first sign-in asks for a new password before anything else, then reaches the dashboard @phone", async ({ page, request }) => {
  const owner = await createManager(request, { role: "admin", name: uniqueName("Owner"), password: "Owner-pass-78" });
  const staff = await createManager(request, { name: uniqueName("Store Keeper"), password: "Keeper-pass-31" });
  const reset = await request.post(`/api/users/${staff.id}/reset-password`, { headers: bearer(await apiLogin(request, owner.email, owner.password)) });
  expect(reset.status()).toBe(200);
  const temporary = ((await reset.json()) as { generatedPassword: string }).generatedPassword;

  await loginViaForm(page, staff.email, temporary);
  await expect(page).toHaveURL(/\/admin\/choose-password$/);
  await expect(page.getByRole("heading", { name: "Choose a new password", level: 1 })).toBeVisible();
  await expect(page.getByText("You signed in with a temporary password.")).toBeVisible();
  await expectAccessibleAndFits(page);

  // Another screen waits until a new password is chosen.
  await page.goto("/admin/inquiries");
  await expect(page).toHaveURL(/\/admin\/choose-password\?redirectTo=%2Fadmin%2Finquiries$/);
  await expect(page.getByRole("heading", { name: "Choose a new password", level: 1 })).toBeVisible();
  await page.goto("/admin/choose-password");

  // A wrong temporary password is said under its field; the new one must match its confirmation.
  await page.getByLabel("Temporary password", { exact: true }).fill("not-the-temporary-one");
  await page.getByLabel("New password", { exact: true }).fill("Keeper-own-pass-52");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Keeper-own-pass-5");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByLabel("Confirm new password", { exact: true })).toHaveAccessibleDescription("New passwords do not match");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Keeper-own-pass-52");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByLabel("Temporary password", { exact: true })).toHaveAccessibleDescription("Current password is incorrect");

  await page.getByLabel("Temporary password", { exact: true }).fill(temporary);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 20_000 });

  // The new password is theirs: signing in with it goes straight to the panel; the temporary one is gone.
  await logout(page);
  await loginViaForm(page, staff.email, temporary);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await loginViaForm(page, staff.email, "Keeper-own-pass-52");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 20_000 });
});
