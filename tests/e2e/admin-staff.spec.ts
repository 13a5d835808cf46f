/**
 * Staff accounts and the activity log: an owner adds, changes, disables and enables staff, and
 * reads who changed what. Each test signs in as admins and managers of its own (signing out or
 * disabling revokes every token of that account, which the shared admin's parallel tests need).
 */
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { adminToken, bearer, createManager, gotoAdmin, loginAs, loginViaForm, openAdminScreen, openProductEditor, toastWith } from "./admin-helpers";
import { expectNoSeriousA11yViolations } from "./a11y";
import { unique, uniqueName } from "../helpers/unique";

test.describe.configure({ timeout: 180_000 });

const nav = (page: Page) => page.getByRole("navigation", { name: "Admin navigation" });
const staffRow = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${name}`) }) });

/** The addresses of the PATCH requests `page` sends from now on (role changes). */
function patchesSent(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PATCH") sent.push(r.url());
  });
  return sent;
}

/** Cancels the role change `dialog` asks about: the dialog closes, `roleList` keeps `role` and nothing was sent. */
async function cancelRoleChange(dialog: Locator, roleList: Locator, role: string, sent: string[]) {
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(roleList).toHaveValue(role);
  expect(sent).toEqual([]);
}

async function newPage(browser: Browser, isMobile = false) {
  const context = await browser.newContext(isMobile ? { viewport: { width: 390, height: 844 } } : {});
  return context.newPage();
}

async function logoutFromMenu(page: Page) {
  const menuButton = page.getByRole("button", { name: "Open menu" });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

/** Opens "Add staff member" and types a new person's unique name (`who` with a suffix) and e-mail address into it. */
async function startAddingStaff(page: Page, who: string, emailPrefix: string) {
  const name = uniqueName(who);
  const email = `${unique(emailPrefix)}@e2e.example`;
  await page.getByRole("button", { name: "Add staff member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add staff member" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  return { dialog, name, email };
}

test("an owner adds a manager, sees the manager's price change in Activity and disables them; the manager's open session goes to the login", async ({
  browser,
  request,
}) => {
  const owner = await createManager(request, { role: "admin", name: uniqueName("Owner"), password: "Owner-pass-12" });
  const token = await adminToken(request);
  const productName = `Zig-Zag Paver Block 60 mm ${unique("zz").slice(-8)}`;
  const created = await request.post("/api/products", {
    headers: bearer(token),
    data: {
      product_name: productName,
      category_name: "Paver Blocks",
      category_slug: "paver-blocks",
      price: 12,
      unit: "Piece",
      min_order_quantity: 500,
      min_order_unit: "Pieces",
      image_url: null,
      description: "Interlocking zig-zag paver for driveways.",
    },
  });
  expect(created.status()).toBe(201);

  // The owner adds a manager with a first password, then signs out.
  const ownerPage = await newPage(browser);
  await loginViaForm(ownerPage, owner.email, owner.password);
  await expect(nav(ownerPage).getByRole("link", { name: "Staff" })).toBeVisible();
  await openAdminScreen(ownerPage, "Staff");
  await expect(ownerPage.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
  const { dialog, name: managerName, email: managerEmail } = await startAddingStaff(ownerPage, "Sales Manager", "mgr");
  await dialog.getByRole("textbox", { name: "Phone" }).fill("9876501234");
  await dialog.getByRole("combobox", { name: "Role" }).selectOption("manager");
  await dialog.getByLabel("Password", { exact: true }).fill("short");
  await dialog.getByRole("button", { name: "Add staff member" }).click();
  await expect(dialog.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("Password must be at least 8 characters long");
  await dialog.getByLabel("Password", { exact: true }).fill("Manager-pass-34");
  await dialog.getByRole("button", { name: "Add staff member" }).click();
  await expect(toastWith(ownerPage, `${managerName} added`)).toBeVisible();
  const row = staffRow(ownerPage, managerName);
  await expect(row).toContainText(managerEmail);
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Never");
  await logoutFromMenu(ownerPage);

  // The manager signs in (in a browser of their own), has no Staff or Activity, and changes a price.
  const managerPage = await newPage(browser);
  await loginViaForm(managerPage, managerEmail, "Manager-pass-34");
  await expect(nav(managerPage).getByRole("link", { name: "Products" })).toBeVisible();
  await expect(nav(managerPage).getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(nav(managerPage).getByRole("link", { name: "Activity" })).toHaveCount(0);
  await openAdminScreen(managerPage, "Products");
  const edit = await openProductEditor(managerPage, productName, productName);
  await edit.getByRole("spinbutton", { name: "Price (₹)" }).fill("13");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(managerPage, `${productName} updated successfully!`)).toBeVisible();

  // The owner signs in again and reads the change, with the manager's name and both prices.
  await loginViaForm(ownerPage, owner.email, owner.password);
  await expect(nav(ownerPage).getByRole("link", { name: "Activity" })).toBeVisible();
  await openAdminScreen(ownerPage, "Activity");
  await expect(ownerPage.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
  await ownerPage.getByRole("combobox", { name: "Person" }).selectOption({ label: managerName });
  await expect(ownerPage).toHaveURL(/[?&]user=\d+/);
  await ownerPage.getByRole("combobox", { name: "Kind of change" }).selectOption({ label: "Products" });
  await expect(ownerPage).toHaveURL(/[?&]kind=products/);
  const sentence = `${managerName} changed the price of ${productName} from ₹12 to ₹13`;
  await expect(ownerPage.getByRole("cell", { name: sentence })).toBeVisible();
  // The filters are kept in the address: a reload shows the same.
  await ownerPage.reload();
  await expect(ownerPage.getByRole("combobox", { name: "Person" })).toHaveValue(/\d+/);
  await expect(ownerPage.getByRole("cell", { name: sentence })).toBeVisible();

  // The owner disables the manager.
  await openAdminScreen(ownerPage, "Staff");
  const managerRow = staffRow(ownerPage, managerName);
  await expect(managerRow).not.toContainText("Never");
  await managerRow.getByRole("button", { name: `Disable ${managerName}` }).click();
  const confirm = ownerPage.getByRole("dialog", { name: `Disable ${managerName}?` });
  await confirm.getByRole("button", { name: "Disable account" }).click();
  await expect(toastWith(ownerPage, `${managerName} is disabled and signed out everywhere`)).toBeVisible();
  await expect(managerRow).toContainText("Disabled");
  await expect(managerRow.getByRole("button", { name: `Enable ${managerName}` })).toBeVisible();

  // The manager's open session: the next action goes to the login, and signing in is refused.
  await openAdminScreen(managerPage, "Messages");
  await expect(managerPage).toHaveURL(/\/admin\/login/);
  await loginViaForm(managerPage, managerEmail, "Manager-pass-34");
  await expect(managerPage.getByText("Invalid email or password")).toBeVisible();

  await ownerPage.context().close();
  await managerPage.context().close();
});

test("staff: role change, a generated password shown once, reset and enable; nobody changes their own account here", async ({ browser, request }) => {
  const owner = await createManager(request, { role: "admin", name: uniqueName("Owner"), password: "Owner-pass-56" });
  const page = await newPage(browser);
  await loginAs(page, owner.email, owner.password);
  await gotoAdmin(page, "/admin/staff");

  // One's own row has no controls.
  const own = staffRow(page, owner.name);
  await expect(own).toContainText("(you)");
  await expect(own.getByRole("button")).toHaveCount(0);
  await expect(own.getByRole("combobox")).toHaveCount(0);

  // Added with a generated password: shown once, and it signs in.
  const { dialog, name, email } = await startAddingStaff(page, "Dispatch Clerk", "gen");
  await dialog.getByRole("checkbox", { name: /Generate a password/ }).check();
  await expect(dialog.getByLabel("Password", { exact: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Add staff member" }).click();
  const shown = page.getByRole("dialog", { name: `Password for ${name}` });
  const generated = await shown.getByRole("textbox", { name: "Password" }).inputValue();
  expect(generated.length).toBeGreaterThanOrEqual(12);
  const first = await request.post("/api/auth/login", { data: { email, password: generated } });
  expect(first.status()).toBe(200);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();

  // Role change: making an Admin is asked first, and cancelling keeps the role and saves nothing.
  const row = staffRow(page, name);
  const roleList = row.getByRole("combobox", { name: `Role of ${name}` });
  const roleChanges = patchesSent(page);
  await roleList.selectOption("admin");
  const promote = page.getByRole("dialog", { name: `Make ${name} an Admin?` });
  await expect(promote).toHaveAccessibleDescription("Admins can manage staff, delete records and download backups.");
  await cancelRoleChange(promote, roleList, "manager", roleChanges);
  await roleList.selectOption("admin");
  await promote.getByRole("button", { name: "Make Admin" }).click();
  await expect(toastWith(page, `${name} is now an Admin`)).toBeVisible();
  await expect(roleList).toHaveValue("admin");
  // With other admins left (the owner, the shared admin), making a Manager goes at once.
  await roleList.selectOption("manager");
  await expect(toastWith(page, `${name} is now a Manager`)).toBeVisible();
  await expect(roleList).toHaveValue("manager");

  // Reset password: a new one shown once; the old one stops working.
  await row.getByRole("button", { name: `Reset password of ${name}` }).click();
  await page
    .getByRole("dialog", { name: `Reset the password of ${name}?` })
    .getByRole("button", { name: "Reset password" })
    .click();
  const reset = page.getByRole("dialog", { name: `Password for ${name}` });
  const fresh = await reset.getByRole("textbox", { name: "Password" }).inputValue();
  expect(fresh).not.toBe(generated);
  await reset.getByRole("button", { name: "Done" }).click();
  expect((await request.post("/api/auth/login", { data: { email, password: generated } })).status()).toBe(401);
  expect((await request.post("/api/auth/login", { data: { email, password: fresh } })).status()).toBe(200);

  // Disable, then enable again: signing in works again.
  await row.getByRole("button", { name: `Disable ${name}` }).click();
  await page
    .getByRole("dialog", { name: `Disable ${name}?` })
    .getByRole("button", { name: "Disable account" })
    .click();
  await expect(row).toContainText("Disabled");
  expect((await request.post("/api/auth/login", { data: { email, password: fresh } })).status()).toBe(401);
  await row.getByRole("button", { name: `Enable ${name}` }).click();
  await expect(toastWith(page, `${name} can sign in again`)).toBeVisible();
  await expect(row).toContainText("Active");
  expect((await request.post("/api/auth/login", { data: { email, password: fresh } })).status()).toBe(200);
  await page.context().close();
});

test("making a Manager of one of the last two admins is asked first: what they lose, and that one admin remains", async ({ browser, request }) => {
  const owner = await createManager(request, { role: "admin", name: uniqueName("Owner"), password: "Owner-pass-90" });
  const deputy = await createManager(request, { role: "admin", name: uniqueName("Deputy Owner") });
  const page = await newPage(browser);
  await loginAs(page, owner.email, owner.password);
  // Other journeys share the database and its admins: the list this screen reads keeps only these two admins.
  await page.route("**/api/users", async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { id: number; role: string }[] };
    body.data = body.data.filter((u) => u.role !== "admin" || u.id === owner.id || u.id === deputy.id);
    await route.fulfill({ response, json: body });
  });
  await gotoAdmin(page, "/admin/staff");
  const roleChanges = patchesSent(page);

  const roleList = staffRow(page, deputy.name).getByRole("combobox", { name: `Role of ${deputy.name}` });
  await expect(roleList).toHaveValue("admin");
  await roleList.selectOption("manager");
  const demote = page.getByRole("dialog", { name: `Make ${deputy.name} a Manager?` });
  await expect(demote).toHaveAccessibleDescription(
    `${deputy.name} will no longer be able to manage staff, delete records or download backups. One admin will remain: ${owner.name}.`,
  );
  await cancelRoleChange(demote, roleList, "admin", roleChanges);

  await roleList.selectOption("manager");
  await demote.getByRole("button", { name: "Make Manager" }).click();
  await expect(toastWith(page, `${deputy.name} is now a Manager`)).toBeVisible();
  await expect(roleList).toHaveValue("manager");
  expect(roleChanges).toHaveLength(1);
  await page.context().close();
});

test("a manager who opens the admins' screens by address is refused", async ({ page, request }) => {
  const manager = await createManager(request);
  await loginAs(page, manager.email, manager.password);
  for (const path of ["/admin/staff", "/admin/activity"]) {
    await gotoAdmin(page, path);
    await expect(page.getByText("Only admins can open this page.")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  }
});

test("Staff and Activity: no serious accessibility violations, and usable at 390 px @phone", async ({ page, request }, testInfo) => {
  const owner = await createManager(request, { role: "admin", name: uniqueName("Owner"), password: "Owner-pass-78" });
  await loginAs(page, owner.email, owner.password);
  for (const [path, heading] of [
    ["/admin/staff", "Staff"],
    ["/admin/activity", "Activity"],
  ] as const) {
    await gotoAdmin(page, path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    // The accounts are a table on wide screens and a list of cards on a phone.
    await expect(page.getByRole("table").or(page.getByRole("list", { name: "Staff accounts" }))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (testInfo.project.name === "phone") {
      // Nothing wider than the phone: the staff table scrolls inside its own card.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  }
  await gotoAdmin(page, "/admin/staff");
  await page.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByRole("dialog", { name: "Add staff member" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
