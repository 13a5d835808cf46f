/** Helpers for the public-site journeys (site-*.spec.ts). */
import { expect, type Page } from "@playwright/test";
import { queryE2E } from "./db";

export const BUSINESS_NAME = "Shree Ganesh Cement Products";

/** The eight demo categories in menu order (seeded on the first start, sort order 1-8). */
export const DEMO_CATEGORIES = [
  { name: "Paver Blocks", slug: "paver-blocks" },
  { name: "Boundary Walls", slug: "boundary-walls" },
  { name: "Concrete Blocks", slug: "concrete-blocks" },
  { name: "CCON Blocks", slug: "ccon-blocks" },
  { name: "Kerb Stone", slug: "kerb-stone" },
  { name: "Fencing Poles", slug: "fencing-poles" },
  { name: "Precast Boundary Wall", slug: "precast-boundary-wall" },
  { name: "Fly Ash Bricks", slug: "fly-ash-bricks" },
];

/** The project the site showed before projects were a collection: seeded published and first (/project-one). */
export const SEEDED_PROJECT = { title: "Sanjeevani Multispeciality Hospital Campus", slug: "sanjeevani-multispeciality-hospital-campus" };

/** Categories as the menus order them, read from the database now. */
export function categoriesInMenuOrder(limit = 1000) {
  return queryE2E<{ name: string; slug: string }>("select name, slug from categories order by sort_order, name limit $1", [limit]);
}

/**
 * The page with its app running (the root route marks <html data-hydrated>), so what a journey
 * then does is handled by the app: a cached public page starts its app at the visitor's first
 * sign of use (server/core/http/app-starter.ts), here a key pressed.
 * Up to 20 s, for a busy machine.
 */
export async function gotoHydrated(page: Page, path: string) {
  const res = await page.goto(path);
  await startApp(page);
  return res;
}

/**
 * Presses Shift (a first sign of use that starts a cached page's app, and does nothing else: a
 * pointer could rest on a link and have the router fetch its page) and waits for the app to run.
 */
export async function startApp(page: Page) {
  await page.keyboard.press("Shift");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
}

/** Text as React writes it into HTML. */
export const htmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

/** Opens `path` (hydrated) and expects its one level-1 heading to read `heading`. */
export async function openPage(page: Page, path: string, heading: string) {
  await gotoHydrated(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

/** The region `name` shows each figure's value and its label, each as a whole text. */
export async function expectFigures(page: Page, name: string, figures: [value: string, label: string][]) {
  const region = page.getByRole("region", { name });
  for (const [value, label] of figures) {
    await expect(region.getByText(value, { exact: true })).toBeVisible();
    await expect(region.getByText(label, { exact: true })).toBeVisible();
  }
}

/** The header's search panel (its toggle is the "Open search" button). */
export const searchPanel = (page: Page) => page.locator("#site-search-panel");
