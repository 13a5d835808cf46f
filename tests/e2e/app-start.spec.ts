/**
 * A cached public page starts its app at the visitor's first sign of use, not while it loads
 * (server/core/http/app-starter.ts): a page nobody touches runs none of the app's code, its scripts
 * wait in the browser's cache, and what a visitor does before the app runs (a press, typed text,
 * the page they landed on, a language chosen) reaches the app once it does.
 */
import { expect, test, type Page } from "@playwright/test";
import { createCatalogue } from "./catalogue-data";
import { form, toasts } from "./contact-form";
import { queryE2E } from "./db";
import { holdRoute } from "./hold-route";
import { startApp } from "./site-helpers";
import { uniqueName } from "../helpers/unique";

const running = (page: Page) => page.locator("html[data-hydrated]");

/**
 * The page's scripts wait until released: the app cannot run meanwhile, as on a slow phone. A
 * script asked for by a page that is gone by then is not answered.
 */
const holdScripts = (page: Page) => holdRoute(page, "**/assets/*.js", (route) => route.continue().catch(() => {}));

/** The home page's carousel: its slide dots, the current one marked. */
const currentSlide = (page: Page) =>
  page
    .getByRole("region", { name: "Featured products" })
    .getByRole("button", { name: /Go to slide/ })
    .and(page.locator("[aria-current=true]"));

test("a page nobody touches runs none of the app; its scripts are fetched after load, and a first key press starts it @phone", async ({ page }) => {
  const fetched: string[] = [];
  page.on("requestfinished", (r) => void (r.url().includes("/assets/entry.client") && fetched.push(r.resourceType())));
  await page.goto("/paver-blocks");
  // Fetched ahead (prefetch), not run: no module script, no app.
  await expect.poll(() => fetched).toEqual(["other"]);
  await page.waitForLoadState("networkidle");
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  await expect(running(page)).toHaveCount(0);

  await startApp(page);
  await expect(page.locator('script[type="module"]')).toHaveCount(1);
});

test("a press on a button before the app runs is pressed again once it does @phone", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/paver-blocks", { waitUntil: "domcontentloaded" });
  const card = page.locator("[id^=product-]").first();
  const productName = (await card.getByRole("heading").first().innerText()).trim();
  await card.getByRole("button", { name: "Get Best Price" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Best Price" });
  await expect(dialog).toHaveCount(0);
  await expect(running(page)).toHaveCount(0);

  release();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(productName);
});

test("two presses before the app runs are two presses once it does @phone", async ({ page }) => {
  // No slide moves by itself, so only the presses do.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const next = page.getByRole("button", { name: "Next slide" });
  await next.click();
  await next.click();
  await expect(running(page)).toHaveCount(0);
  release();
  await expect(currentSlide(page)).toHaveAccessibleName("Go to slide 3");
});

test("the home page's carousel moves on by itself without anyone touching the page @phone", async ({ page }) => {
  await page.goto("/");
  await expect(currentSlide(page)).toHaveAccessibleName("Go to slide 1");
  // Its first slide's 5 seconds start the app, which moves on: no sign of use needed.
  await expect(currentSlide(page)).toHaveAccessibleName("Go to slide 2", { timeout: 20_000 });
  await expect(running(page)).toHaveCount(1);
});

test("text typed into the contact form before the app runs is what the app sends @phone", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const f = form(page);
  const name = uniqueName("Early Writer");
  await f.getByLabel("Name").fill(name);
  await f.getByLabel("Email").fill("early@example.com");
  await f.getByLabel("Phone").fill("9876543210");
  await f.getByLabel("Budget").selectOption("5lac-20lac");
  await f.getByLabel("Project Details").fill("Typed before the page's app had started.");
  await expect(running(page)).toHaveCount(0);

  release();
  await expect(running(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(f.getByLabel("Name")).toHaveValue(name);
  await f.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(page).getByText("Thank you for your inquiry! We will contact you soon.")).toBeVisible();
  const rows = await queryE2E("select * from contact_messages where name = $1", [name]);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ email: "early@example.com", phone: "9876543210", budget: "5lac-20lac", message: "Typed before the page's app had started." });
});

test("a campaign landing left before the app ran is still where the visit came from @phone", async ({ page }) => {
  const { category, product } = await createCatalogue("Early Landing");
  const release = await holdScripts(page);
  await page.goto(`/${category.slug}?utm_source=newsletter&utm_medium=email`, { waitUntil: "domcontentloaded" });
  // Followed by the browser itself: the app never ran on the landing page.
  await page.locator(`#product-${product.id}`).getByRole("heading").getByRole("link", { name: product.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  release();
  await startApp(page);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("first-touch") ?? "null")?.a)).toEqual({
    landing: `/${category.slug}`,
    utm_source: "newsletter",
    utm_medium: "email",
  });
});

test("a language chosen before the app runs is kept for the next visit @phone", async ({ page }) => {
  await holdScripts(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  // On a phone the switcher is in the menu (the server's own <details> menu until the app runs).
  const menu = page.getByRole("banner").locator("details.header-fallback > summary").filter({ hasText: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("link", { name: "ગુજરાતી" }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/gu\/contact$/);
  expect(await page.evaluate(() => localStorage.getItem("site-lang"))).toBe("gu");
});

test("a page whose scripts are gone (a new version replaced them) reloads once, then works as it does without them @phone", async ({ page }) => {
  await page.route("**/assets/root-*.js", (route) => route.fulfill({ status: 404, body: "gone" }));
  /** Resolves when the app's module script fails to run (its error event, caught on its way down). */
  const moduleScriptFails = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          document.addEventListener("error", (e) => e.target instanceof HTMLScriptElement && e.target.type === "module" && resolve(), { capture: true }),
        ),
    );
  await page.goto("/paver-blocks");

  const failed = moduleScriptFails();
  const reloaded = page.waitForEvent("load");
  await page.keyboard.press("Shift");
  await failed.catch(() => {}); // the reload ends the page that waited
  await reloaded;
  expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type)).toBe("reload");

  // The reloaded page fails as well: no second reload, and a press is no longer held.
  const again = moduleScriptFails();
  await page.keyboard.press("Shift");
  await again;
  const pressHeld = await page.evaluate(() => {
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("main button")!.dispatchEvent(click);
    return click.defaultPrevented;
  });
  expect(pressHeld).toBe(false);
  expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type)).toBe("reload");
  await expect(running(page)).toHaveCount(0);
});
