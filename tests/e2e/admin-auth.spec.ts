import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { ADMIN, apiLogin, bearer, createManager, gotoAdmin, loginAs, loginViaForm, storedSession, toastWith } from "./admin-helpers";
import { holdRoute } from "./hold-route";
import { unique } from "../helpers/unique";
import { queryE2E } from "./db";

const submit = (page: Page) => page.getByRole("button", { name: "Sign in to Admin Panel" });
const emailField = (page: Page) => page.getByLabel("Email Address");
const passwordField = (page: Page) => page.getByLabel("Password", { exact: true });

test.describe("admin guard", () => {
  test("a guarded page sends a visitor to the login, replacing history, and comes back after sign-in", async ({ page }) => {
    await page.goto("/robots.txt");
    await page.goto("/admin/settings");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsettings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();

    // The guarded page's entry was replaced: going back leaves the admin area.
    await page.goBack();
    await expect(page).toHaveURL(/\/robots\.txt$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsettings$/);

    await loginViaForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  });

  test("the server renders the checking state and the browser shows it while the user check is slow", async ({ page, request }) => {
    const html = await (await request.get("/admin/dashboard")).text();
    expect(html).toContain("Verifying authentication...");

    await loginAs(page, ADMIN.email, ADMIN.password);
    const release = await holdRoute(page, "**/api/auth/me");
    const apiCalls: string[] = [];
    page.on("request", (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith("/api/")) apiCalls.push(pathname);
    });
    // The check is asked once the app has started: the server's HTML already says "Verifying
    // authentication...", so wait for the request itself before looking at what else was asked.
    const checking = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/auth/me");
    await page.goto("/admin/dashboard");
    await checking;
    await expect(page.getByText("Verifying authentication...")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toHaveCount(0);
    // The screen's own reads wait for the check.
    expect(apiCalls).toEqual(["/api/auth/me"]);
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText("Verifying authentication...")).toHaveCount(0);
  });

  test("an invalid stored token is logged out and sent to the login", async ({ page }) => {
    await page.goto("/admin/login");
    await page.evaluate(() => {
      localStorage.setItem("authToken", "not-a-real-token");
      localStorage.setItem("userData", JSON.stringify({ userId: "1", roleType: "admin" }));
      localStorage.setItem("adminAuth", "true");
    });
    await page.goto("/admin/inquiries");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Finquiries$/);
    expect(await storedSession(page)).toEqual({ authToken: null, userData: null, adminAuth: null });
  });

  test("a session left idle for 2 hours is refused: the next step goes to the login", async ({ page, request }) => {
    const manager = await createManager(request);
    await loginAs(page, manager.email, manager.password);
    await gotoAdmin(page, "/admin/inquiries");
    await expect(page.getByRole("heading", { level: 1, name: "All Inquiries" })).toBeVisible();
    // Two hours and a minute without a request, as a lunch break and a meeting would leave it.
    await queryE2E("update sessions set last_seen_at = now() - interval '121 minutes' where user_id = $1", [manager.id]);
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Finquiries$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    expect(await storedSession(page)).toEqual({ authToken: null, userData: null, adminAuth: null });
  });

  test("an ended session goes to the login before any screen reads the API: no 'Failed to load' toast, nothing logged", async ({ page, request }) => {
    const manager = await createManager(request);
    const token = await loginAs(page, manager.email, manager.password);
    // The stored token has ended behind the browser's back (as an expiry or a logout elsewhere would).
    expect((await request.post("/api/auth/logout", { headers: bearer(token) })).ok()).toBe(true);
    const storeEndedSession = async () => {
      await page.goto("/healthz");
      await page.evaluate((t) => {
        localStorage.setItem("authToken", t);
        localStorage.setItem("userData", JSON.stringify({ userId: "1", roleType: "manager" }));
        localStorage.setItem("adminAuth", "true");
      }, token);
    };
    const apiCalls: string[] = [];
    page.on("request", (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith("/api/")) apiCalls.push(pathname);
    });
    // The browser's own line for the refused check ("Failed to load resource: … 401") is not the app's.
    const logged: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) logged.push(m.text());
    });

    await storeEndedSession();
    await page.goto("/admin/inquiries?page=2");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Finquiries%3Fpage%3D2$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    expect(await storedSession(page)).toEqual({ authToken: null, userData: null, adminAuth: null });

    await storeEndedSession();
    await page.goto("/admin/settings");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsettings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    expect(await storedSession(page)).toEqual({ authToken: null, userData: null, adminAuth: null });

    // Only the session check reached the API: no screen read its data.
    expect(apiCalls).toEqual(["/api/auth/me", "/api/auth/me"]);
    await expect(toastWith(page, /Failed to load/)).toHaveCount(0);
    expect(logged).toEqual([]);
  });

  test("a token without adminAuth 'true' does not count as signed in", async ({ page }) => {
    const token = await apiLogin(page.request, ADMIN.email, ADMIN.password);
    await page.goto("/admin/login");
    await page.evaluate((t) => {
      localStorage.setItem("authToken", t);
      localStorage.setItem("adminAuth", "yes");
    }, token);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  });

  test("a 401 from an admin call logs out and returns to the login", async ({ page, request }) => {
    const manager = await createManager(request);
    const token = await loginAs(page, manager.email, manager.password);
    await gotoAdmin(page, "/admin/dashboard");
    // Revoke the session behind the page's back (as an expiry or a logout elsewhere would).
    expect((await request.post("/api/auth/logout", { headers: bearer(token) })).ok()).toBe(true);
    const logged: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) logged.push(m.text());
    });
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Inquiries" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Finquiries$/);
    expect(await storedSession(page)).toEqual({ authToken: null, userData: null, adminAuth: null });
    // The refused read is no failure to report: the login takes over.
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expect(toastWith(page, "Failed to load leads")).toHaveCount(0);
    expect(logged).toEqual([]);
  });
});

test.describe("admin login", () => {
  test("shows the screen's texts and passes an accessibility check", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expect(page.getByText("Sign in to manage Shree Ganesh Cement Products")).toBeVisible();
    await expect(page.getByText("Use your admin credentials to access the panel")).toBeVisible();
    await expect(submit(page)).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test("validates each field and clears a field's message when it is edited @phone", async ({ page }) => {
    await page.goto("/admin/login");
    await submit(page).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(emailField(page)).toHaveAccessibleDescription("Email is required");
    await expect(emailField(page)).toBeFocused();

    await emailField(page).fill("not-an-email");
    await expect(page.getByText("Email is required")).toHaveCount(0);
    await expect(page.getByText("Password is required")).toBeVisible();

    await submit(page).click();
    await expect(page.getByText("Email format is invalid")).toBeVisible();
    await expect(emailField(page)).toHaveAttribute("aria-invalid", "true");

    await passwordField(page).fill("something");
    await expect(page.getByText("Password is required")).toHaveCount(0);
    await expect(page.getByText("Email format is invalid")).toBeVisible();

    await emailField(page).fill("someone@example.com");
    await expect(page.getByText("Email format is invalid")).toHaveCount(0);
    await expect(emailField(page)).not.toHaveAttribute("aria-invalid", "true");
  });

  test("shows and hides the password", async ({ page }) => {
    await page.goto("/admin/login");
    await passwordField(page).fill("Secret-123");
    await expect(passwordField(page)).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(passwordField(page)).toHaveAttribute("type", "text");
    await expect(passwordField(page)).toHaveValue("Secret-123");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(passwordField(page)).toHaveAttribute("type", "password");
  });

  test("wrong credentials show the server's message", async ({ page }) => {
    await page.goto("/admin/login");
    await loginViaForm(page, `${unique("nobody")}@e2e.example`, "Wrong-password-1");
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedSession(page)).toEqual({ authToken: null, userData: null, adminAuth: null });
  });

  test("a failure without a message shows the fallback; a rate limit shows the server's words; busy state while signing in", async ({ page }) => {
    await page.goto("/admin/login");
    const release = await holdRoute(page, "**/api/auth/login", (route) => route.fulfill({ status: 500, body: "" }));
    await loginViaForm(page, "someone@example.com", "whatever-1");
    const busy = page.getByRole("button", { name: "Signing in..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByRole("alert")).toHaveText("Login failed. Please check your credentials.");
    await expect(submit(page)).toBeEnabled();

    await page.unroute("**/api/auth/login");
    const limited = "Too many sign-in attempts. Please wait 3 minutes and try again.";
    await page.route("**/api/auth/login", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "retry-after": "180" },
        body: JSON.stringify({ success: false, error: limited }),
      }),
    );
    await submit(page).click();
    await expect(page.getByRole("alert")).toHaveText(limited);
  });

  test("a successful sign-in stores the session and opens the dashboard; the login then redirects @phone", async ({ page }) => {
    await page.goto("/admin/login");
    await loginViaForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const session = await storedSession(page);
    expect(session.adminAuth).toBe("true");
    expect(session.authToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const user = JSON.parse(session.userData ?? "{}");
    expect(user).toMatchObject({ userEmailId: ADMIN.email, roleType: "admin" });
    expect(Object.keys(user).sort()).toEqual(["adminId", "roleType", "userEmailId", "userId", "userName", "userPhone"]);

    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("only admin pages of this site are remembered as the place to return to", async ({ page }) => {
    await page.goto("/admin/login?redirectTo=https%3A%2F%2Fevil.example%2Fadmin");
    await loginViaForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});

test.describe("admin logout", () => {
  test("clears the three keys, revokes the session and returns to the login", async ({ page, request }) => {
    const manager = await createManager(request);
    const token = await loginAs(page, manager.email, manager.password);
    await gotoAdmin(page, "/admin/dashboard");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedSession(page)).toEqual({ authToken: null, userData: null, adminAuth: null });
    expect((await request.get("/api/auth/me", { headers: bearer(token) })).status()).toBe(401);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard$/);
  });

  test("clears the keys even when the logout call fails @phone", async ({ page, request }) => {
    const manager = await createManager(request);
    await loginAs(page, manager.email, manager.password);
    await page.route("**/api/auth/logout", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false}' }));
    await gotoAdmin(page, "/admin/dashboard");
    const menu = page.getByRole("button", { name: "Open menu" });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedSession(page)).toEqual({ authToken: null, userData: null, adminAuth: null });
  });
});
