import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Three projects, one run (`npx vitest run` runs them all; `--project unit` or `--project 'api*'` a part):
 * - unit: pure functions and components, no database; starts nothing.
 * - api: the HTTP API over a real PostgreSQL, which its global setup starts once per run.
 * - api-own-modules: the API files that need modules of their own (OWN_MODULES), on the same database.
 * All fail a test that logs console.error.
 *
 * A worker runs its files in one process that keeps the modules it imported (isolate: false):
 * importing the server's and the app's modules afresh for every file took most of the run's time.
 * So a test file leaves no state in a module behind it (each API file has its own database and
 * app from createTestApp), and counts on fresh modules only when it is in OWN_MODULES.
 */

/**
 * The API files whose page cache answers differently when another file ran before them in the same
 * worker (their CSP script hashes, the product views it counts): each gets modules of its own.
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
          name: "api-own-modules",
          include: OWN_MODULES,
          isolate: true,
          globalSetup: ["tests/helpers/global-setup.ts"],
        },
      },
    ],
  },
});
