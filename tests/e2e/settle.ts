import type { Page } from "@playwright/test";

/**
 * Holds the page still for a check such as axe's colour contrast, so it sees what a person reads,
 * not a frame of half-transparent text: the short animations and transitions running now (a toast
 * sliding in, a dialog fading in) jump to their end, and the long ones (a toast's countdown bar, a
 * spinner) pause, so no toast starts fading out while the check runs (a toast closes when its
 * countdown ends). Answers a function that lets the paused ones run on.
 */
export async function holdAnimationsStill(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const held: Animation[] = [];
    for (const a of document.getAnimations()) {
      if (a.playState !== "running") continue;
      const end = Number(a.effect?.getComputedTiming().endTime);
      if (Number.isFinite(end) && end <= 1500) a.finish();
      else {
        a.pause();
        held.push(a);
      }
    }
    (window as unknown as { heldAnimations?: Animation[] }).heldAnimations = held;
  });
  return () =>
    page
      .evaluate(() => {
        const w = window as unknown as { heldAnimations?: Animation[] };
        for (const a of w.heldAnimations ?? []) a.play();
        w.heldAnimations = [];
      })
      .catch(() => undefined);
}
