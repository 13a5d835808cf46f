import { expect, test } from "@playwright/test";
import { ADMIN, loginAs, gotoAdmin } from "./admin-helpers";

const SCREENS = [
  { label: "Messages", path: "/admin/messages" },
  { label: "Inquiries", path: "/admin/inquiries", heading: "All Inquiries" },
  { label: "Products", path: "/admin/products", heading: "Products" },
  { label: "Add Product", path: "/admin/add-product", heading: "Add New Product" },
  { label: "Settings", path: "/admin/settings", heading: "Settings" },
  { label: "Dashboard", path: "/admin/dashboard", heading: "Dashboard" },
];

test("the sidebar reaches every admin screen and marks the current one", async ({ page }) => {
  await loginAs(page, ADMIN.email, ADMIN.password);
  await gotoAdmin(page, "/admin");
  const nav = page.getByRole("navigation", { name: "Admin navigation" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Shree Ganesh Cement Products").first()).toBeVisible();

  for (const screen of SCREENS) {
    await nav.getByRole("link", { name: screen.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    await expect(nav.getByRole("link", { name: screen.label, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    const h1 = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    if (screen.heading) await expect(h1).toHaveText(screen.heading);
  }
});

test("the slide-in menu opens, closes on Escape, handles focus and navigates @phone-only", async ({ page }) => {
  await loginAs(page, ADMIN.email, ADMIN.password);
  await gotoAdmin(page, "/admin/dashboard");
  const open = page.getByRole("button", { name: "Open menu" });
  const nav = page.getByRole("navigation", { name: "Admin navigation" });
  await expect(open).toBeVisible();
  await expect(nav).toBeHidden();

  await open.click();
  const menu = page.getByRole("dialog", { name: "Admin menu" });
  await expect(menu).toBeVisible();
  await expect(open).toHaveAttribute("aria-expanded", "true");
  // Focus moves into the menu.
  await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute("aria-expanded", "false");

  await open.click();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();

  await open.click();
  await menu.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await open.click();
  await expect(menu.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();

  // Nothing overflows the phone's width.
  await page.keyboard.press("Escape");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
