import type { Page, Route } from "@playwright/test";

/**
 * Hold every request the page makes to `url` until the answered function is called, then answer it
 * with `answer` (by default, pass it on to the server): a screen's loading or sending state, kept
 * on screen long enough to check it.
 */
export async function holdRoute(page: Page, url: Parameters<Page["route"]>[0], answer: (route: Route) => Promise<void> = (route) => route.continue()) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}
