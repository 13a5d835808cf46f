import type { Page } from "@playwright/test";

/**
 * Waits until the short animations and transitions running now have finished (a toast sliding in,
 * a dialog fading in), so a check such as axe's colour contrast sees what a person reads, not a
 * frame of half-transparent text. Long or endless ones (a toast's countdown bar, a spinner) are
 * not waited for.
 */
export async function untilAnimationsSettle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const short = document.getAnimations().filter((a) => {
      const timing = a.effect?.getComputedTiming();
      return timing !== undefined && Number(timing.endTime) <= 1500 && a.playState === "running";
    });
    await Promise.all(short.map((a) => a.finished.catch(() => undefined)));
  });
}
