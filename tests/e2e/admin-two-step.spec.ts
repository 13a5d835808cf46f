/**
 * Two-step sign-in as a staff member uses it: set up under Settings (the code computed here from
 * the setup key shown as text), then signing in with the password and a code, a wrong code refused
 * with a clear message, and a recovery code that works once.
 */
import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { bearer, createManager, gotoAdmin, loginAs, loginViaForm } from "./admin-helpers";
import { expectNoSeriousA11yViolations } from "./a11y";

const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";

/** The app's code for the step `offset` steps from now; the server accepts the steps either side of its clock. */
const codeOf = (secret: string, offset = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offset * 30_000 });

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
  // Set up through the API, as Settings does: the setup key, then its first code.
  const token = (await (await request.post("/api/auth/login", { data: { email: manager.email, password: manager.password } })).json()).token as string;
  const setup = (await (await request.post("/api/settings/two-step/setup", { data: {}, headers: bearer(token) })).json()).data as { secret: string };
  const enabled = await request.post("/api/settings/two-step/enable", { data: { code: codeOf(setup.secret) }, headers: bearer(token) });
  expect(enabled.status()).toBe(200);
  const [recovery] = ((await enabled.json()).data as { recoveryCodes: string[] }).recoveryCodes;

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
