import { expect, test, type Page } from "@playwright/test";
import { BUSINESS_NAME, DEMO_CATEGORIES, expectFigures, gotoHydrated } from "./site-helpers";

const carousel = (page: Page) => page.getByRole("region", { name: "Featured products" });
const dot = (page: Page, n: number) => carousel(page).getByRole("button", { name: `Go to slide ${n}`, exact: true });
const SLIDE_TITLES = ["Paver Blocks", "CCON Blocks", "Kerb Stones", "Fencing Poles", "Precast Boundary Walls"];

const SLIDE_MS = 5_000;

/**
 * Open the home page with the page's clock stopped: its timers (the carousel's among them) run
 * only when the test moves the clock on with page.clock.runFor. Answers the time the first slide
 * has already had: its 5 seconds count from the page's start, not the app's.
 */
async function gotoWithStoppedClock(page: Page): Promise<number> {
  const start = new Date("2025-01-06T10:00:00+05:30");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await gotoHydrated(page, "/");
  await expectSlide(page, 1);
  const shown = await page.evaluate(() => performance.now());
  expect(shown).toBeLessThan(SLIDE_MS - 1_000);
  return shown;
}

async function expectSlide(page: Page, n: number, timeout?: number) {
  await expect(dot(page, n)).toHaveAttribute("aria-current", "true", { timeout });
  await expect(carousel(page).getByRole("group", { name: `${n} of 5: ${SLIDE_TITLES[n - 1]}` })).toBeVisible();
  await expect(
    carousel(page)
      .getByRole("button", { name: /Go to slide/ })
      .and(page.locator("[aria-current=true]")),
  ).toHaveCount(1);
}

test.describe("home", () => {
  test("shows the headline, four stats, why choose us and the category showcase @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page).toHaveTitle(new RegExp(`\\| ${BUSINESS_NAME}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leading Manufacturer of Premium Cement Products");
    await expectFigures(page, "Our numbers", [
      ["15+", "Years of Experience"],
      ["10,000+", "Products Delivered"],
      ["5,000+", "Happy Customers"],
      ["50+", "Cities Served"],
    ]);
    for (const point of ["Manufacturing Excellence", "Eco-Friendly Products", "Quick Delivery", "Competitive Pricing"]) {
      await expect(page.getByRole("heading", { name: point })).toBeVisible();
    }
    const range = page.getByRole("region", { name: "Our Product Range" });
    for (const c of DEMO_CATEGORIES) {
      await expect(range.getByRole("link", { name: new RegExp(`^${c.name} \\d+ products?`) })).toHaveAttribute("href", `/${c.slug}`);
    }
    await range.getByRole("link", { name: /^Kerb Stone/ }).click();
    await expect(page).toHaveURL("/kerb-stone");
  });

  test("/home shows the home page with / as its canonical address", async ({ page }) => {
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leading Manufacturer of Premium Cement Products");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test("an unknown multi-segment path shows the home content with status 404, kept out of search indexes @phone", async ({ page }) => {
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leading Manufacturer of Premium Cement Products");
    await expect(carousel(page)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("floating buttons: enquiry goes to /contact, WhatsApp opens a chat with a greeting in a new tab @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    const whatsapp = page.getByRole("link", { name: "Chat with us on WhatsApp (opens in a new tab)" });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", /noopener/);
    const href = await whatsapp.getAttribute("href");
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe("https://wa.me/919825041234");
    expect(url.searchParams.get("text")).toBe("Hello! I would like to know more about your cement products.");

    await page.getByRole("link", { name: "Send an enquiry" }).click();
    await expect(page).toHaveURL("/contact");
  });
});

test.describe("home carousel", () => {
  test("previous, next and dots move between the five slides and wrap both ways @phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(carousel(page)).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel(page).getByRole("button", { name: /Go to slide/ })).toHaveCount(5);
    await expectSlide(page, 1);
    await expect(carousel(page).getByRole("link", { name: "Explore Paver Blocks" })).toHaveAttribute("href", "/paver-blocks");

    // Pressing the controls keeps the pointer over the carousel, which pauses it.
    const next = carousel(page).getByRole("button", { name: "Next slide" });
    const previous = carousel(page).getByRole("button", { name: "Previous slide" });
    await previous.click();
    await expectSlide(page, 5);
    await next.click();
    await expectSlide(page, 1);
    await next.click();
    await expectSlide(page, 2);
    await dot(page, 4).click();
    await expectSlide(page, 4);
    await next.click();
    await expectSlide(page, 5);
    await next.click();
    await expectSlide(page, 1);
    // Only the current slide's link can take focus.
    await expect(carousel(page).getByRole("link")).toHaveCount(1);
  });

  test("advances by itself every 5 seconds, with a progress bar", async ({ page }) => {
    const shown = await gotoWithStoppedClock(page);
    const bar = page.getByTestId("carousel-progress");
    await expect(bar.locator("xpath=..")).toBeVisible(); // the track
    await expect.poll(() => bar.evaluate((el) => el.getAnimations().length)).toBe(1);
    await bar.evaluate((el) => ((window as unknown as { firstBar: Animation }).firstBar = el.getAnimations()[0]));
    await page.clock.runFor(SLIDE_MS - shown - 100);
    await expectSlide(page, 1);
    await page.clock.runFor(100);
    await expectSlide(page, 2);
    // The bar fills again for the new slide: a new animation replaces the full one.
    const restarted = (el: Element) => {
      const [animation] = el.getAnimations();
      return el.getAnimations().length === 1 && animation !== (window as unknown as { firstBar: Animation }).firstBar;
    };
    await expect.poll(() => bar.evaluate(restarted)).toBe(true);
    await page.clock.runFor(SLIDE_MS);
    await expectSlide(page, 3);
  });

  test("pauses while the pointer hovers it, then carries on", async ({ page }) => {
    const shown = await gotoWithStoppedClock(page);
    await page.clock.runFor(2_000);
    await carousel(page).hover();
    const bar = page.getByTestId("carousel-progress");
    await expect.poll(() => bar.evaluate((el) => el.getAnimations()[0]?.playState)).toBe("paused");
    // The bar holds at the time the slide has had: 2 more of its 5 seconds.
    expect(await bar.evaluate((el) => Number(el.getAnimations()[0]?.currentTime))).toBeCloseTo(shown + 2_000, 0);
    await page.clock.runFor(2 * SLIDE_MS);
    await expectSlide(page, 1);
    await page.getByRole("heading", { level: 1 }).hover();
    await expect.poll(() => bar.evaluate((el) => el.getAnimations()[0]?.playState)).not.toBe("paused");
    // The slide keeps the time it had left when the pointer came.
    await page.clock.runFor(SLIDE_MS - shown - 2_000 - 100);
    await expectSlide(page, 1);
    await page.clock.runFor(100);
    await expectSlide(page, 2);
  });

  test("pauses while keyboard focus is inside it", async ({ page }) => {
    await gotoWithStoppedClock(page);
    await carousel(page).getByRole("link", { name: "Explore Paver Blocks" }).focus();
    await page.keyboard.press("Tab");
    await expect(carousel(page).getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectSlide(page, 5);
    await page.clock.runFor(2 * SLIDE_MS);
    await expectSlide(page, 5);
  });

  test("does not move by itself when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoWithStoppedClock(page);
    await expect(page.getByTestId("carousel-progress").locator("xpath=..")).toBeHidden();
    await page.clock.runFor(2 * SLIDE_MS);
    await expectSlide(page, 1);
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 2);
  });

  test("the first slide's image loads first, the others lazily and at low priority, all with width variants", async ({ page }) => {
    await page.goto("/");
    const first = carousel(page).locator("img").first();
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("srcset", /paver-blocks-400\.webp 400w, .*paver-blocks-800\.webp 800w, .*paver-blocks-1600\.webp 1600w/);
    await expect(first).toHaveAttribute("width", "1600");
    await expect(first).toHaveAttribute("height", "700");
    const images = carousel(page).locator("img");
    await expect(images).toHaveCount(SLIDE_TITLES.length);
    for (let i = 1; i < SLIDE_TITLES.length; i++) {
      await expect(images.nth(i)).toHaveAttribute("loading", "lazy");
      await expect(images.nth(i)).toHaveAttribute("fetchpriority", "low");
    }
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
