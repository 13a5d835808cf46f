import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { bearer, createManager, gotoAdmin, loginAs, loginViaForm, storedSession, toastWith } from "./admin-helpers";
import { holdRoute } from "./hold-route";
import { expectNoSeriousA11yViolations } from "./a11y";

const save = (page: Page) => page.getByRole("button", { name: "Save Changes" });
const email = (page: Page) => page.getByLabel("Email Address");
const role = (page: Page) => page.getByLabel("Role");
const current = (page: Page) => page.getByLabel("Current Password", { exact: true });
const next = (page: Page) => page.getByLabel("New Password", { exact: true });
const confirm = (page: Page) => page.getByLabel("Confirm New Password", { exact: true });

async function openSettingsAs(page: Page, user: { email: string; password: string }) {
  const token = await loginAs(page, user.email, user.password);
  await gotoAdmin(page, "/admin/settings");
  await expect(email(page)).toHaveValue(user.email);
  return token;
}

/** A new manager of the test's own, signed in on the settings screen; with the session's token. */
async function openSettingsAsNewManager(page: Page, request: APIRequestContext) {
  const manager = await createManager(request);
  const token = await openSettingsAs(page, manager);
  return { manager, token };
}

test("shows 'Loading settings...' and then the account's email and role", async ({ page, request }) => {
  const manager = await createManager(request);
  await loginAs(page, manager.email, manager.password);
  const release = await holdRoute(page, "**/api/settings/");
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByText("Manage your application settings and preferences")).toBeVisible();
  await expect(page.getByText("Loading settings...")).toBeVisible();
  release();
  await expect(page.getByText("Loading settings...")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  await expect(email(page)).toHaveValue(manager.email);
  await expect(role(page)).toHaveValue("manager");
  await expect(role(page).locator("option")).toHaveText(["Select Role", "Admin", "Manager"]);
});

test("a failed load says 'Failed to load settings'", async ({ page, request }) => {
  const manager = await createManager(request);
  await loginAs(page, manager.email, manager.password);
  await page.route("**/api/settings/", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  await page.goto("/admin/settings");
  await expect(toastWith(page, "Failed to load settings")).toBeVisible();
  await expect(save(page)).toBeVisible();
});

test("validates e-mail, role, then the password change: only the first failing rule, in a toast and under its field, and sends nothing @phone", async ({
  page,
  request,
}) => {
  const { manager } = await openSettingsAsNewManager(page, request);
  const puts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT") puts.push(r.url());
  });
  const fields = { email, role, current, next, confirm };
  /**
   * Saves; the one rule said now: its toast, its field marked, described and focused, no other field
   * marked; and the rules checked after it (`notYet`) not said.
   */
  async function saveSaysOnly(message: string, name: keyof typeof fields, notYet: string[] = []) {
    await save(page).click();
    const field = fields[name](page);
    await expect(toastWith(page, message)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toBeFocused();
    for (const [other, control] of Object.entries(fields)) if (other !== name) await expect(control(page)).not.toHaveAttribute("aria-invalid", "true");
    for (const later of notYet) await expect(toastWith(page, later)).toHaveCount(0);
  }

  await email(page).fill("");
  await role(page).selectOption("");
  await next(page).fill("Ab1!");
  await confirm(page).fill("Ab2!");
  await saveSaysOnly("Email is required", "email", ["Role is required", "Current password is required"]);

  await email(page).fill(manager.email);
  await saveSaysOnly("Role is required", "role", ["Current password is required"]);

  await role(page).selectOption("manager");
  await saveSaysOnly("Current password is required", "current", ["New passwords do not match"]);

  await current(page).fill(manager.password);
  await saveSaysOnly("New passwords do not match", "confirm", ["Password must be at least 8 characters long"]);

  await confirm(page).fill("Ab1!");
  await saveSaysOnly("Password must be at least 8 characters long", "next");
  expect(puts).toEqual([]);
});

test("the requirements checklist appears with a new password and marks each rule", async ({ page, request }) => {
  await openSettingsAsNewManager(page, request);
  await expect(page.getByText("Password Requirements:")).toHaveCount(0);

  await next(page).fill("abc");
  const list = page.getByRole("list", { name: "Password Requirements:" });
  await expect(list).toBeVisible();
  const item = (label: string) => list.getByRole("listitem").filter({ hasText: label });
  const rules = ["At least 8 characters", "Upper and lower case letters", "At least one number", "At least one special character"];
  /** Each of the checklist's rules, in order, marked met or not. */
  const expectMet = async (met: boolean[]) => {
    for (const [i, rule] of rules.entries()) await expect(item(rule)).toHaveAttribute("data-met", String(met[i]));
  };
  await expectMet([false, false, false, false]);
  await expect(item("At least 8 characters")).toContainText("(not met)");

  await next(page).fill("Abcdefg1");
  await expectMet([true, true, true, false]);
  await expect(item("At least 8 characters")).toContainText("(met)");
  await next(page).fill("Abcdefg1!");
  await expect(item("At least one special character")).toHaveAttribute("data-met", "true");

  await expectNoSeriousA11yViolations(page);

  await next(page).fill("");
  await expect(page.getByText("Password Requirements:")).toHaveCount(0);
});

test("each password field has its own show/hide toggle", async ({ page, request }) => {
  await openSettingsAsNewManager(page, request);
  for (const [field, what] of [
    [current(page), "current password"],
    [next(page), "new password"],
    [confirm(page), "confirm new password"],
  ] as const) {
    await field.fill("Visible-1");
    await expect(field).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: `Show ${what}` }).click();
    await expect(field).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: `Hide ${what}` }).click();
    await expect(field).toHaveAttribute("type", "password");
  }
});

test("a password change keeps the session, clears the fields, and only the new password signs in", async ({ page, request }) => {
  const { manager, token: oldToken } = await openSettingsAsNewManager(page, request);
  const newPassword = "Fresh-pass-2024!";

  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route("**/api/settings/", async (route) => {
    if (route.request().method() === "PUT") await released;
    await route.continue();
  });
  await current(page).fill(manager.password);
  await next(page).fill(newPassword);
  await confirm(page).fill(newPassword);
  await save(page).click();
  await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
  release();
  await expect(toastWith(page, "Settings updated successfully")).toBeVisible();
  await expect(current(page)).toHaveValue("");
  await expect(next(page)).toHaveValue("");
  await expect(confirm(page)).toHaveValue("");

  // Still signed in with the fresh token the answer carried; the old one is revoked.
  const session = await storedSession(page);
  expect(session.authToken).toBeTruthy();
  expect(session.authToken).not.toBe(oldToken);
  expect((await request.get("/api/auth/me", { headers: bearer(session.authToken!) })).status()).toBe(200);
  expect((await request.get("/api/auth/me", { headers: bearer(oldToken) })).status()).toBe(401);
  await page.reload();
  await expect(email(page)).toHaveValue(manager.email);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await loginViaForm(page, manager.email, manager.password);
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign in to Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("a wrong current password shows the server's message", async ({ page, request }) => {
  await openSettingsAsNewManager(page, request);
  await current(page).fill("Not-my-password-1");
  await next(page).fill("Another-pass-1!");
  await confirm(page).fill("Another-pass-1!");
  await save(page).click();
  await expect(toastWith(page, "Current password is incorrect")).toBeVisible();
  await expect(current(page)).toHaveValue("Not-my-password-1");
});

test("a manager cannot raise their own role", async ({ page, request }) => {
  await openSettingsAsNewManager(page, request);
  await expect(role(page)).toHaveValue("manager");
  await role(page).selectOption("admin");
  await save(page).click();
  await expect(toastWith(page, "You cannot raise your own role")).toBeVisible();
  await page.reload();
  await expect(role(page)).toHaveValue("manager");
});

test("an admin can step down to manager and stays signed in", async ({ page, request }) => {
  const admin = await createManager(request, { role: "admin" });
  await openSettingsAs(page, admin);
  await expect(role(page)).toHaveValue("admin");
  await role(page).selectOption("manager");
  await save(page).click();
  await expect(toastWith(page, "Settings updated successfully")).toBeVisible();
  await expect.poll(async () => JSON.parse((await storedSession(page)).userData ?? "{}").roleType).toBe("manager");
  await expect(page.getByRole("complementary").getByText("manager", { exact: true })).toBeVisible();
  await page.reload();
  await expect(role(page)).toHaveValue("manager");
});

test("a new e-mail address needs the current password and shows in the side panel as soon as it is saved", async ({ page, request }) => {
  const { manager, token: oldToken } = await openSettingsAsNewManager(page, request);
  const panel = page.getByRole("complementary");
  await expect(panel.getByText(manager.email)).toBeVisible();
  const changed = `moved.${manager.email}`;
  await email(page).fill(changed);
  await save(page).click();
  await expect(toastWith(page, "Enter your current password to change your email")).toBeVisible();
  await expect(current(page)).toHaveAccessibleDescription(/Enter your current password to change your email/);

  await current(page).fill(manager.password);
  await save(page).click();
  await expect(toastWith(page, "Settings updated successfully")).toBeVisible();
  await expect(panel.getByText(changed)).toBeVisible();
  // The other sessions end; this one goes on with the fresh token the answer carried.
  expect((await request.get("/api/auth/me", { headers: bearer(oldToken) })).status()).toBe(401);
  const session = await storedSession(page);
  expect((await request.get("/api/auth/me", { headers: bearer(session.authToken!) })).status()).toBe(200);
});

test("answers without success show their message, else their error, else 'Failed to update settings'; failures the screen's own words", async ({
  page,
  request,
}) => {
  await openSettingsAsNewManager(page, request);
  const answer = { status: 200, body: '{"success":false}' };
  await page.route("**/api/settings/", (route) =>
    route.request().method() === "PUT" ? route.fulfill({ status: answer.status, contentType: "application/json", body: answer.body }) : route.continue(),
  );
  await save(page).click();
  await expect(toastWith(page, "Failed to update settings")).toBeVisible();

  answer.body = '{"success":false,"message":"Settings are read-only right now"}';
  await save(page).click();
  await expect(toastWith(page, "Settings are read-only right now")).toBeVisible();

  answer.status = 500;
  answer.body = '{"success":false,"error":"Internal error"}';
  await save(page).click();
  await expect(toastWith(page, "Failed to save settings. Please try again.")).toBeVisible();
  await expect(save(page)).toBeEnabled();
});

test("an admin changes the default quotation terms; a manager is not offered them @phone", async ({ page, request }) => {
  const owner = await createManager(request, { role: "admin" });
  const token = await openSettingsAs(page, owner);
  const terms = page.getByRole("textbox", { name: "Default terms" });
  const before = await terms.inputValue();
  expect(before.length).toBeGreaterThan(0);
  const changed = `${before}\nPrices are ex-works Surat (checked by the settings test).`;
  await terms.fill(changed);
  await page.getByRole("button", { name: "Save terms" }).click();
  await expect(toastWith(page, "Quotation terms saved")).toBeVisible();
  const read = async () =>
    ((await (await request.get("/api/quotations/defaults", { headers: bearer(token) })).json()) as { data: { terms: string } }).data.terms;
  expect(await read()).toBe(changed.trim());
  await expectNoSeriousA11yViolations(page);
  // Put back what the other tests expect new quotations to start with.
  const restored = await request.put("/api/quotations/defaults", { headers: bearer(token), data: { terms: before } });
  expect(restored.status()).toBe(200);

  await openSettingsAsNewManager(page, request);
  await expect(page.getByRole("heading", { name: "Quotation terms" })).toHaveCount(0);
});
