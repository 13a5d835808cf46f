/**
 * "Require it for every admin": an admin turns the rule on under Settings, and another admin
 * without two-step sign-in is asked to set it up after the password, before reaching the
 * dashboard; the rule is turned off again at the end.
 *
 * The rule is one setting of the whole server, read at every admin's sign-in: while it is on, the
 * admin sign-ins of the journeys running beside this one would be asked for a setup. So this file
 * runs alone, after every other journey (the "admins-rule" project in playwright.config.ts); run
 * it by itself with `--no-deps`.
 */
import { expect, test } from "@playwright/test";
import { bearer, createManager, gotoAdmin, loginAs, loginViaForm } from "./admin-helpers";
import { codeOf } from "./two-step";

test("an admin requires two-step sign-in for every admin; another admin sets it up at the next sign-in, then reaches the dashboard", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  // Both admins are made before the rule is on: making them signs in as the shared admin, who has no second factor.
  const ruler = await createManager(request, { role: "admin" });
  const other = await createManager(request, { role: "admin" });
  const token = await loginAs(page, ruler.email, ruler.password);
  try {
    await gotoAdmin(page, "/admin/settings");
    const card = page.getByRole("region", { name: "Two-step sign-in" });
    await expect(card.getByText("Two-step sign-in is optional for admin accounts.")).toBeVisible();
    await card.getByRole("button", { name: "Require it for every admin" }).click();
    await expect(card.getByText("Two-step sign-in is required for every admin account: an admin without it sets it up at their next sign-in.")).toBeVisible();

    // The other admin, in a browser of their own: the password, then the setup before anything else.
    const otherPage = await (await browser.newContext()).newPage();
    await loginViaForm(otherPage, other.email, other.password);
    await expect(otherPage.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
    await expect(otherPage.getByText("Admin accounts must use two-step sign-in")).toBeVisible();
    await expect(otherPage).toHaveURL(/\/admin\/login$/);
    await otherPage.getByRole("button", { name: "Set up two-step sign-in" }).click();
    await expect(otherPage.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const secret = await otherPage.getByLabel("Setup key").inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await otherPage.getByLabel("Authentication code", { exact: true }).fill(codeOf(secret));
    await otherPage.getByRole("button", { name: "Turn on and sign in" }).click();
    await expect(otherPage.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await otherPage.getByRole("button", { name: "Continue to the admin panel" }).click();
    await expect(otherPage.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 20_000 });
    await otherPage.context().close();

    await card.getByRole("button", { name: "Make it optional for admins" }).click();
    await expect(card.getByText("Two-step sign-in is optional for admin accounts.")).toBeVisible();
  } finally {
    // Off again whatever happened above: the shared admin signs in without a second factor.
    const off = await request.put("/api/settings/two-step/policy", { data: { requiredForAdmins: false }, headers: bearer(token) });
    expect(off.status()).toBe(200);
  }
});
