import { defineConfig, devices } from "@playwright/test";
import { E2E } from "./tests/e2e/env";

const chromium = {
  // Debian's headless shell (scripts/ensure-chromium.sh): Playwright's own kind of headless browser, a third of
  // the full browser's CPU per page.
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
};

/**
 * The journeys that change what every public page shows (business details, categories, home page,
 * Who We Are, team, gallery, projects, clients, the estimate's freight, a price seen by a second instance,
 * the content's Gujarati and Hindi translations). They run after all the others, so a page checked against
 * the seeded content never meets one of their changes halfway.
 */
const WEBSITE_EDITS =
  /(admin-(business|categories|home|who-we-are|clients|team|gallery|projects|freight)|page-cache-instances|i18n-journey|i18n-(catalogue|project)-content)\.spec\.ts$/;

/**
 * The journeys that translate the home page's and the business details' documents. A document is
 * saved whole, so they run after the website edits, which save the same documents (admin-home,
 * admin-business): no save of one lands between another's save and its check.
 */
const DOCUMENT_TRANSLATIONS = /i18n-site-content\.spec\.ts$/;

/**
 * The journey that turns on "Require it for every admin" (two-step sign-in), a rule of the whole
 * server read at every admin's sign-in: while it is on, every other journey's admin sign-in would be
 * asked to set up a second factor. It runs alone, after all the others, and turns the rule off again.
 */
const ADMINS_RULE = /admin-two-step-required\.spec\.ts$/;

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium };
const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium };

/**
 * End-to-end journeys in Debian's Chromium against the built production server (the compiled
 * BUILD_DIR/server-main/index.js), on a fresh embedded database (see tests/e2e/server.ts).
 * Desktop runs every journey; the phone project runs the ones tagged @phone. The Website screens'
 * journeys come after them (WEBSITE_EDITS), and the admins' two-step rule last (ADMINS_RULE).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous waits: CI shares its two cores with other work, and a journey that waits for what a
  // person sees passes as soon as it is there, so a long wait costs nothing on a quiet machine.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E.baseURL,
    // A trace records every step's snapshots and slows a journey by about 40 %; it is kept for the retry of a
    // journey that failed, which is what a trace is read for.
    trace: "on-first-retry",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: desktop, grepInvert: /@phone-only/, testIgnore: [WEBSITE_EDITS, DOCUMENT_TRANSLATIONS, ADMINS_RULE] },
    { name: "phone", use: phone, grep: /@phone/, testIgnore: [WEBSITE_EDITS, DOCUMENT_TRANSLATIONS, ADMINS_RULE] },
    { name: "website-desktop", use: desktop, grepInvert: /@phone-only/, testMatch: WEBSITE_EDITS, dependencies: ["desktop", "phone"] },
    { name: "website-phone", use: phone, grep: /@phone/, testMatch: WEBSITE_EDITS, dependencies: ["desktop", "phone"] },
    {
      name: "translations-desktop",
      use: desktop,
      grepInvert: /@phone-only/,
      testMatch: DOCUMENT_TRANSLATIONS,
      dependencies: ["website-desktop", "website-phone"],
    },
    { name: "translations-phone", use: phone, grep: /@phone/, testMatch: DOCUMENT_TRANSLATIONS, dependencies: ["website-desktop", "website-phone"] },
    { name: "admins-rule", use: desktop, testMatch: ADMINS_RULE, dependencies: ["translations-desktop", "translations-phone"] },
  ],
  webServer: {
    // A fresh data directory and the server compiled from the current source (tests/e2e/server.ts),
    // then that compiled server as `npm run serve` runs it; exec puts it in the shell's place, so
    // Playwright's SIGTERM reaches it.
    command: `node --import tsx tests/e2e/server.ts && exec node --enable-source-maps ${JSON.stringify(E2E.serverEntry)}`,
    url: `${E2E.baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM lets the server stop its embedded PostgreSQL (a killed server leaves it running).
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: E2E.serverEnv,
  },
});
