/** Accessibility and layout checks of the page as it is now, for the public and the admin journeys. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { holdAnimationsStill } from "./settle";

/** axe-core finds no serious or critical violations (with the page's animations held still); `label` names the state in a failure. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const release = await holdAnimationsStill(page);
  // A page without frames is checked by axe.run in place (legacy mode): the same check as the default,
  // which runs in each frame, then opens a blank page to merge the frames' results, injecting axe into
  // both. Only violations are read, so the passes and the rest are kept to one node each (resultTypes).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ["violations"] })
    .analyze()
    .finally(release);
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`),
    `axe on ${label}`,
  ).toEqual([]);
}

/** The page fits the window's width: nothing to scroll sideways. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The screen as it is now has no serious or critical axe violations and fits the window's width. */
export async function expectAccessibleAndFits(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await expectNoSideScroll(page);
}
