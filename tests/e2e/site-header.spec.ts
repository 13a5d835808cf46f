import { expect, test, type Page } from "@playwright/test";
import { createCategory } from "./catalogue-data";
import { categoriesInMenuOrder, DEMO_CATEGORIES, gotoHydrated, searchPanel, SEEDED_PROJECT } from "./site-helpers";
import { holdRoute } from "./hold-route";

/**
 * The site header's menus: the desktop menus (hover, click, keyboard, outside click, direct and social
 * links), the phone header's menu, and the phone menu and search before the app has started. The search
 * panel and the results page are in site-header-search.spec.ts.
 */
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuButton = (page: Page, name: "About" | "Products" | "Projects") => mainNav(page).getByRole("button", { name, exact: true });

test.describe("desktop header menus", () => {
  test("hover opens one menu at a time; moving away closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuButton(page, "About").hover();
    await expect(menuButton(page, "About")).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page).getByRole("link", { name: "Who We Are" })).toHaveAttribute("href", "/who-we-are");
    await expect(mainNav(page).getByRole("link", { name: "Meet Our Team" })).toHaveAttribute("href", "/meet-our-team");

    await menuButton(page, "Products").hover();
    await expect(menuButton(page, "Products")).toHaveAttribute("aria-expanded", "true");
    await expect(menuButton(page, "About")).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Who We Are" })).toBeHidden();
    for (const c of DEMO_CATEGORIES) {
      await expect(mainNav(page).getByRole("link", { name: c.name, exact: true })).toHaveAttribute("href", `/${c.slug}`);
    }

    await menuButton(page, "Projects").hover();
    await expect(mainNav(page).getByRole("link", { name: SEEDED_PROJECT.title })).toHaveAttribute("href", "/project-one");
    await expect(mainNav(page).getByRole("link", { name: "All projects" })).toHaveAttribute("href", "/projects");
    await expect(menuButton(page, "Products")).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("heading", { level: 1 }).hover();
    await expect(menuButton(page, "Projects")).toHaveAttribute("aria-expanded", "false");
  });

  test("the Products menu lists every category in the database, in menu order", async ({ page }) => {
    const category = await createCategory("Menu Slabs");
    const expected = await categoriesInMenuOrder();
    await gotoHydrated(page, "/");
    await menuButton(page, "Products").click();
    const links = page.locator("#menu-products ul").getByRole("link");
    const names = await links.allTextContents();
    // Other journeys may add categories meanwhile: every category that existed before the page load is listed, in order.
    const expectedNames = expected.map((c) => c.name);
    expect(names.filter((n) => expectedNames.includes(n))).toEqual(expectedNames);
    expect(names).toContain(category.name);
    await page.locator("#menu-products").getByRole("link", { name: category.name }).click();
    await expect(page).toHaveURL(`/${category.slug}`);
  });

  test("a click opens a menu, a click on the open one closes it, and clicking a link navigates", async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuButton(page, "About").click();
    await expect(menuButton(page, "About")).toHaveAttribute("aria-expanded", "true");
    await menuButton(page, "About").click();
    await expect(menuButton(page, "About")).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Who We Are" })).toBeHidden();

    await menuButton(page, "About").click();
    await mainNav(page).getByRole("link", { name: "Meet Our Team" }).click();
    await expect(page).toHaveURL("/meet-our-team");
    await expect(page.getByRole("heading", { level: 1, name: "Meet Our Team" })).toBeVisible();
    await expect(menuButton(page, "About")).toHaveAttribute("aria-expanded", "false");
  });

  test("keyboard: Enter and Space toggle, links are tabbable, Escape closes and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const about = menuButton(page, "About");
    await expect(about).toHaveAttribute("aria-controls", "menu-about");
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "Who We Are" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeFocused();

    await page.keyboard.press(" ");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press(" ");
    await expect(about).toHaveAttribute("aria-expanded", "false");

    // Tabbing out of an open menu closes it.
    const projects = menuButton(page, "Projects");
    await projects.focus();
    await page.keyboard.press("Enter");
    // The menu's last link (how many projects come before it depends on what is published).
    await mainNav(page).getByRole("link", { name: "All projects" }).focus();
    await page.keyboard.press("Tab"); // Gallery
    await expect(mainNav(page).getByRole("link", { name: "Gallery" })).toBeFocused();
    await expect(projects).toHaveAttribute("aria-expanded", "false");
  });

  test("a click outside closes the open menu", async ({ page }) => {
    await gotoHydrated(page, "/who-we-are");
    const products = menuButton(page, "Products");
    await products.focus();
    await page.keyboard.press("Enter");
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("heading", { name: "Our Story" }).click();
    await expect(products).toHaveAttribute("aria-expanded", "false");
  });

  test("direct links and the four social icons", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const [name, href] of [
      ["Gallery", "/gallery"],
      ["Our Clients", "/clients"],
      ["Contact", "/contact"],
    ]) {
      await expect(mainNav(page).getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const header = page.getByRole("banner");
    for (const name of ["Facebook", "Instagram", "LinkedIn", "YouTube"]) {
      const link = header.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await mainNav(page).getByRole("link", { name: "Our Clients" }).click();
    await expect(page).toHaveURL("/clients");
    await expect(page.getByRole("heading", { level: 1, name: "Our Clients" })).toBeVisible();
  });
});

test.describe("phone header", () => {
  test("brand, search toggle and menu toggle; collapsible groups and links @phone-only", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: /Shree Ganesh Cement Products, home/ })).toBeVisible();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();

    const about = menu.getByRole("button", { name: "About" });
    const products = menu.getByRole("button", { name: "Products" });
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Who We Are" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Meet Our Team" })).toBeVisible();
    await products.click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "Who We Are" })).toBeHidden();
    for (const c of DEMO_CATEGORIES) await expect(menu.getByRole("link", { name: c.name, exact: true })).toHaveAttribute("href", `/${c.slug}`);
    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await menu.getByRole("button", { name: "Projects" }).click();
    await expect(menu.getByRole("link", { name: SEEDED_PROJECT.title })).toHaveAttribute("href", "/project-one");
    await expect(menu.getByRole("link", { name: "All projects" })).toHaveAttribute("href", "/projects");

    for (const name of ["Gallery", "Our Clients", "Contact"]) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    for (const name of ["Facebook", "Instagram", "LinkedIn", "YouTube"]) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();

    await menu.getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL("/gallery");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    // The search toggle closes the menu; Escape closes the menu.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Open search" }).click();
    await expect(menu).toBeHidden();
    await expect(searchPanel(page).getByPlaceholder("Search products, projects...")).toBeFocused();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(searchPanel(page)).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test.describe("before the app has started", () => {
  test("the phone menu and the search work while the page's scripts are held; once the app runs its own menu takes over @phone-only", async ({ page }) => {
    // The page's scripts wait until released: the header is the server's HTML alone, as on a slow phone before the app has started.
    const release = await holdRoute(page, "**/assets/*.js", (route) => route.continue().catch(() => {}));
    const notStarted = () => expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    const banner = page.getByRole("banner");
    const fallback = (what: "menu" | "search") => banner.locator("details.header-fallback > summary").filter({ hasText: `Open ${what}` });
    const menu = page.getByRole("navigation", { name: "Mobile" });

    await page.goto("/", { waitUntil: "domcontentloaded" });
    await notStarted();
    await expect(fallback("menu")).toHaveAccessibleName("Open menu");
    await fallback("menu").click();
    await expect(menu).toBeVisible();
    await expect(fallback("menu")).toHaveAccessibleName("Close menu");
    await menu.locator("summary", { hasText: "Products" }).click();
    for (const c of DEMO_CATEGORIES) await expect(menu.getByRole("link", { name: c.name, exact: true })).toHaveAttribute("href", `/${c.slug}`);
    await menu.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    await notStarted();

    // The search: a plain form to the results page.
    await fallback("search").click();
    const box = banner.getByRole("searchbox", { name: "Search products, projects" });
    await expect(box).toBeVisible();
    await box.fill("kerb stone");
    await box.press("Enter");
    await expect(page).toHaveURL("/search?q=kerb+stone");
    await notStarted();

    // The menu opened before the app starts stays open, and its links still work once the app runs.
    await fallback("menu").click();
    await expect(menu).toBeVisible();
    const errors: string[] = [];
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    page.on("pageerror", (e) => errors.push(e.message));
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Gallery", exact: true }).click();
    await expect(page).toHaveURL("/gallery");
    await expect(menu).toBeHidden();

    // Then the app's own toggle, as before.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Our Clients", exact: true }).click();
    await expect(page).toHaveURL("/clients");
    await expect(page.getByRole("heading", { level: 1, name: "Our Clients" })).toBeVisible();
    await expect(menu).toBeHidden();
    expect(errors).toEqual([]);
  });
});
