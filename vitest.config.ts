import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Two projects, one run (`npx vitest run` runs both; `--project unit` or `--project api` one):
 * - unit: pure functions and components, no database; starts nothing.
 * - api: the HTTP API over a real PostgreSQL, which its global setup starts once per run.
 * Both fail a test that logs console.error.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    setupFiles: ["tests/helpers/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
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
          globalSetup: ["tests/helpers/global-setup.ts"],
        },
      },
    ],
  },
});
