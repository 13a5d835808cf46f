import path from "node:path";
import { defineConfig } from "vitest/config";
import { TEST_PGOPTIONS } from "./tests/helpers/test-env";

/**
 * Three projects, one run (`npx vitest run` runs them all; `--project unit`, `--project 'api*'` a part):
 * - unit: pure functions and components, no database; starts nothing.
 * - api: the HTTP API over a real PostgreSQL, which the global setup starts once per run.
 * - api-isolated: the API files that need modules of their own (OWN_MODULES), on the same database.
 * All fail a test that logs console.error.
 *
 * The other test files share their worker's modules (isolate: false): importing the server's and
 * the app's modules afresh for every file took most of the run's time. So a test file must leave no
 * state in a module behind it (each API file has its own database and app from createTestApp), and
 * may not count on a module being fresh unless it is in OWN_MODULES; `--sequence.shuffle` runs the
 * files in another order to find one that does.
 */

/**
 * The API files whose page cache answers differently when another file ran before them in the same
 * worker (a module's state they read; which one is not known yet): each gets fresh modules.
 */
const OWN_MODULES = ["tests/api/product-views.test.ts", "tests/api/security-csp-marks.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    setupFiles: ["tests/helpers/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    isolate: false,
    env: { PGOPTIONS: process.env.PGOPTIONS ?? TEST_PGOPTIONS },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          exclude: OWN_MODULES,
          globalSetup: ["tests/helpers/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api-isolated",
          include: OWN_MODULES,
          isolate: true,
          globalSetup: ["tests/helpers/global-setup.ts"],
        },
      },
    ],
  },
});
