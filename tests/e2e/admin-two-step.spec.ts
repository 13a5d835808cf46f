/**
 * Two-step sign-in as a staff member uses it: set up under Settings (the code computed here from
 * the setup key shown as text), then signing in with the password and a code, a wrong code refused
 * with a clear message, a recovery code that works once, and an admin's reset of someone's second
 * factor from the Staff screen.
 */
import { expect, test, type Page } from "@playwright/test";
import { createManager, gotoAdmin, loginAs, loginAsAdmin, loginViaForm, toastWith } from "./admin-helpers";
import { expectNoSeriousA11yViolations } from "./a11y";
import { codeOf, turnOnTwoStep } from "./two-step";

const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";

const codeField = (page: Page) => page.getByLabel("Authentication code", { exact: true });

async function signOut(page: Page) {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** Password first; the code step follows. */
async function passwordThenCodeStep(page: Page, user: { email: string; password: string }) {
  await loginViaForm(page, user.email, user.password);
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
}

test("sets it up under Settings, then signs in with the password and a code; a wrong code is refused @phone", async ({ page, request }) => {
  // A whole journey: a setup, two sign-ins and two accessibility checks, on a loaded machine.
  test.setTimeout(180_000);
  const manager = await createManager(request);
  await loginAs(page, manager.email, manager.password);
  await gotoAdmin(page, "/admin/settings");
  const card = page.getByRole("region", { name: "Two-step sign-in" });
  await expect(card.getByText("Two-step sign-in is off.")).toBeVisible();
  await card.getByRole("button", { name: "Set up two-step sign-in" }).click();

  await expect(card.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = await card.getByLabel("Setup key").inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page, "two-step setup");
  await codeField(page).fill(codeOf(secret));
  await card.getByRole("button", { name: "Turn on two-step sign-in" }).click();

  const codes = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await card.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(card.getByText("Two-step sign-in is on. 10 recovery codes are left.")).toBeVisible();

  await signOut(page);
  await passwordThenCodeStep(page, manager);
  await expect(codeField(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "two-step code step");

  // A code of another time: refused, said under the field, and the person stays on the code step.
  await codeField(page).fill(codeOf(secret, 10));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(WRONG_CODE)).toBeVisible();
  await expect(codeField(page)).toHaveAccessibleDescription(WRONG_CODE);
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The next step's code (the setup used this one: each step signs in once).
  await codeField(page).fill(codeOf(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole("button", { name: "Logout" }).or(page.getByRole("button", { name: "Open menu" }))).toBeVisible();
});

test("a recovery code signs in once, then is refused", async ({ page, request }) => {
  const manager = await createManager(request);
  const [recovery] = await turnOnTwoStep(request, manager);

  await page.goto("/admin/login");
  await passwordThenCodeStep(page, manager);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recovery);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);

  await signOut(page);
  await passwordThenCodeStep(page, manager);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recovery);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(WRONG_CODE)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("an admin resets a manager's two-step sign-in from Staff; the manager then signs in with the password alone @phone", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const manager = await createManager(request);
  await turnOnTwoStep(request, manager);
  await loginAsAdmin(page, "/admin/staff");
  // The table on wide screens, a card each on narrower ones.
  const entry = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: manager.name }) })
    .or(page.getByRole("listitem", { name: manager.name }));
  await expect(entry.getByText("Two-step", { exact: true })).toBeVisible();

  await entry.getByRole("button", { name: `Reset two-step sign-in of ${manager.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Reset two-step sign-in for ${manager.name}?` });
  await expect(dialog.getByText("They sign in with their password alone and set it up again if it is required.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "two-step reset dialog");
  await dialog.getByRole("button", { name: "Reset", exact: true }).click();
  await expect(toastWith(page, `Two-step sign-in reset for ${manager.name}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entry.getByText("Two-step", { exact: true })).toHaveCount(0);
  await expect(entry.getByRole("button", { name: `Reset two-step sign-in of ${manager.name}` })).toHaveCount(0);

  // In a browser of their own: the password alone reaches the dashboard, with no code step.
  const managerPage = await (await browser.newContext()).newPage();
  await loginViaForm(managerPage, manager.email, manager.password);
  await expect(managerPage.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 20_000 });
  await managerPage.context().close();
});
