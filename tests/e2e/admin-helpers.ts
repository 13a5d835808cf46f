/**
 * Shared helpers for admin journeys.
 *
 * Logging out, and changing a password or role, revoke EVERY token of that user, so a
 * test that logs out, changes its password or role must use its own user from `createManager()`,
 * never the shared admin, or it signs out the tests running beside it.
 */
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { AdminProduct } from "#schemas/wire";
import { unique, uniqueMobile, uniqueName } from "../helpers/unique";
import { saveChanges } from "./admin-form";
import { E2E } from "./env";

export const ADMIN = E2E.admin;

export interface E2EUser {
  id: number;
  email: string;
  password: string;
  name: string;
  role: "admin" | "manager";
}

/** POST /api/auth/login; answers the token, or fails the test with the server's answer. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post("/api/auth/login", { data: { email, password } });
  const body = (await res.json().catch(() => ({}))) as { success?: boolean; token?: string; error?: string };
  expect(res.ok(), `login as ${email}: ${res.status()} ${JSON.stringify(body)}`).toBe(true);
  expect(body.token, `login as ${email} gave no token`).toBeTruthy();
  return body.token!;
}

/** A fresh token of the shared admin (does not revoke anyone's session). */
export function adminToken(request: APIRequestContext): Promise<string> {
  return apiLogin(request, ADMIN.email, ADMIN.password);
}

/** Authorization header for an API call with `token`. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Authorization header of a fresh token of the shared admin, for API calls that set up or clean up. */
export async function adminHeaders(request: APIRequestContext): Promise<{ Authorization: string }> {
  return bearer(await adminToken(request));
}

/**
 * Delete through the admin API every row of the list at `path` (GET `path`, DELETE `path/{id}`)
 * that `match` picks: the clean-up of a journey that may have failed half-way.
 */
export async function deleteListedByApi<T extends { id: number }>(request: APIRequestContext, path: string, match: (row: T) => boolean): Promise<void> {
  const headers = await adminHeaders(request);
  const list = (await (await request.get(path, { headers })).json()) as { data: T[] };
  for (const row of list.data.filter(match)) await request.delete(`${path}/${row.id}`, { headers });
}

/**
 * A new user created through the admin API (POST /api/users), a manager unless told otherwise,
 * with a unique e-mail and a known password.
 */
export async function createManager(
  request: APIRequestContext,
  opts: { role?: "admin" | "manager"; password?: string; name?: string; email?: string; phone?: string } = {},
): Promise<E2EUser> {
  const token = await adminToken(request);
  const tag = unique("user");
  const user = {
    email: opts.email ?? `${tag}@e2e.example`,
    name: opts.name ?? `Test Manager ${tag.slice(-6)}`,
    phone: opts.phone ?? "9876543210",
    role: opts.role ?? "manager",
    password: opts.password ?? "Manager-pass-1",
  };
  const res = await request.post("/api/users", { data: user, headers: bearer(token) });
  const body = (await res.json().catch(() => ({}))) as { success?: boolean; data?: { id: number } };
  expect(res.status(), `create user: ${JSON.stringify(body)}`).toBe(201);
  return { id: Number(body.data?.id), email: user.email, password: user.password, name: user.name, role: user.role };
}

/**
 * Sign in as anyone through the API and store the session the way the login screen does
 * (authToken, userData, adminAuth), replacing any stored one. Leaves the page on a plain
 * same-origin document (/healthz); navigate where you need next (e.g. gotoAdmin).
 */
export async function loginAs(page: Page, email: string, password: string): Promise<string> {
  const token = await apiLogin(page.request, email, password);
  // A page without the app's script: nothing reacts to the storage while it is written.
  await page.goto("/healthz");
  await page.evaluate((t) => {
    let claims: Record<string, unknown> = {};
    try {
      const part = t.split(".")[1].replace(/-/g, "+").replace(/_/g, "/");
      claims = JSON.parse(decodeURIComponent(escape(atob(part))));
    } catch {
      claims = {};
    }
    const s = (k: string, d = "") => String(claims[k] ?? d);
    const userData = {
      userId: s("userId"),
      adminId: s("adminId"),
      userEmailId: s("userEmailId"),
      userName: s("userName"),
      userPhone: s("userPhone"),
      roleType: s("roleType", "admin"),
    };
    localStorage.clear();
    localStorage.setItem("authToken", t);
    localStorage.setItem("userData", JSON.stringify(userData));
    localStorage.setItem("adminAuth", "true");
  }, token);
  return token;
}

/** Sign in as the shared admin (API + stored session), then open `path` (default the dashboard) and wait for the layout. */
export async function loginAsAdmin(page: Page, path = "/admin/dashboard"): Promise<void> {
  await loginAs(page, ADMIN.email, ADMIN.password);
  await gotoAdmin(page, path);
}

/**
 * Open an admin page of a signed-in session and wait until the guard has let it through. A first
 * load in a new browser fetches the admin's scripts and checks the session: up to 20 s, for a busy
 * machine.
 */
export async function gotoAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Logout" }).or(page.getByRole("button", { name: "Open menu" }))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Verifying authentication...")).toHaveCount(0);
  // The app has started (the root marks <html data-hydrated>): a press before then, on a busy machine, did nothing.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

/** Sign in as a new manager of its own (`createManager`), open the admin page `path` and wait for its level-1 `heading`; answers the manager. */
export async function loginAsNewManager(page: Page, path: string, heading: string): Promise<E2EUser> {
  const manager = await createManager(page.request);
  await loginAs(page, manager.email, manager.password);
  await gotoAdmin(page, path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  return manager;
}

/** Sign in through the login form (for journeys about the form itself). */
export async function loginViaForm(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes("/admin/login")) await page.goto("/admin/login");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in to Admin Panel" }).click();
}

/** The three stored session keys, as the page sees them. */
export function storedSession(page: Page) {
  return page.evaluate(() => ({
    authToken: localStorage.getItem("authToken"),
    userData: localStorage.getItem("userData"),
    adminAuth: localStorage.getItem("adminAuth"),
  }));
}

/** Open a sidebar screen by its link: the desktop sidebar, or the slide-in menu at phone width. */
export async function openAdminScreen(page: Page, label: string): Promise<void> {
  const menuButton = page.getByRole("button", { name: "Open menu" });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: label, exact: true }).click();
}

/** A quote request through the public API (POST /api/inquiry), for the first public product unless told otherwise. */
export async function createInquiry(
  request: APIRequestContext,
  input: { name?: string; productId?: number; mobile?: string; countryCode?: string; quantity?: number; unit?: string } = {},
): Promise<{
  id: number;
  name: string;
  productId: number;
  productName: string;
  categoryName: string;
  mobile: string;
  countryCode: string;
  quantity: number;
  unit: string;
}> {
  const products = await request.get("/api/products");
  const list = ((await products.json()) as { data: { id: number; product_name: string; category_name: string }[] }).data;
  const product = input.productId ? list.find((p) => p.id === input.productId) : list[0];
  expect(product, `no public product ${input.productId ?? ""}`).toBeTruthy();
  const data = {
    name: input.name ?? uniqueName("Buyer"),
    productId: product!.id,
    mobile: input.mobile ?? uniqueMobile(),
    countryCode: input.countryCode ?? "+91",
    quantity: input.quantity ?? 250,
    unit: input.unit ?? "Pieces",
  };
  const res = await request.post("/api/inquiry", { data });
  const body = (await res.json()) as { data?: { id: number } };
  expect(res.status(), JSON.stringify(body)).toBe(201);
  return { id: Number(body.data?.id), ...data, productName: product!.product_name, categoryName: product!.category_name };
}

/** A product made through the admin API (POST /api/products) with `token`: ₹45 a piece, at least 100 pieces, no image, unless `input` says otherwise. */
export async function createProductByApi(request: APIRequestContext, token: string, input: Record<string, unknown>): Promise<AdminProduct> {
  const res = await request.post("/api/products", {
    headers: bearer(token),
    data: {
      description: "Machine-pressed concrete product for test journeys.",
      price: 45,
      unit: "Piece",
      min_order_quantity: 100,
      min_order_unit: "Pieces",
      image_url: null,
      ...input,
    },
  });
  const body = (await res.json()) as { data: AdminProduct };
  expect(res.status(), JSON.stringify(body)).toBe(201);
  return body.data;
}

/** A toast with this text (react-toastify, top-right). */
export const toastWith = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text);

/** Click the button `name` (within `within`, default the page) and answer the dialog of the same name it opens. */
export async function openDialog(page: Page, name: string, within?: Locator): Promise<Locator> {
  await (within ?? page).getByRole("button", { name }).click();
  return page.getByRole("dialog", { name });
}

/** The date `days` days from now (UTC) as YYYY-MM-DD, e.g. a quotation's valid-until date. */
export const isoDateInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** On the products screen: search for `search`, then open the editor of the product card `name`; answers the editor's dialog. */
export async function openProductEditor(page: Page, search: string, name: string): Promise<Locator> {
  await page.getByRole("searchbox", { name: "Search products" }).fill(search);
  return openDialog(page, `Edit ${name}`, page.getByRole("article", { name, exact: true }));
}

/** A content form refuses `value` in `control` on "Save changes": `message` in the control's description, the focus on it, and nothing sent. */
export async function expectRefusedOnSave(page: Page, control: Locator, value: string, message: RegExp): Promise<void> {
  const puts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT") puts.push(r.url());
  });
  await control.fill(value);
  await saveChanges(page).click();
  await expect(control).toHaveAccessibleDescription(message);
  await expect(control).toBeFocused();
  expect(puts).toEqual([]);
}

/**
 * Remove `name` from an admin list: its "{verb} {name}" button (within `within`, default the page),
 * then `confirm` in the dialog "{verb} {name}?", then wait for the toast `toast`.
 */
export async function removeThroughDialog(
  page: Page,
  opts: { name: string; confirm: string; toast: string; verb?: "Delete" | "Remove"; within?: Locator },
): Promise<void> {
  const verb = opts.verb ?? "Delete";
  await (opts.within ?? page).getByRole("button", { name: `${verb} ${opts.name}` }).click();
  await page
    .getByRole("dialog", { name: `${verb} ${opts.name}?` })
    .getByRole("button", { name: opts.confirm })
    .click();
  await expect(toastWith(page, opts.toast)).toBeVisible();
}

/**
 * The site content document at `path` (e.g. /api/site/business) as it is now, and a function that
 * puts it back: a journey that changes a document other specs read restores it in `finally`.
 */
export async function keepDocument(request: APIRequestContext, path: string): Promise<() => Promise<void>> {
  const headers = await adminHeaders(request);
  const res = await request.get(path, { headers });
  expect(res.ok()).toBe(true);
  const doc = ((await res.json()) as { data: unknown }).data;
  return async () => {
    const put = await request.put(path, { data: doc, headers });
    expect(put.ok()).toBe(true);
  };
}

/** "YYYY-MM-DDTHH:mm" of a moment in the page's own time zone, as a datetime-local field takes it. */
export const localInput = (page: Page, at: Date) =>
  page.evaluate((iso) => {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, at.toISOString());
