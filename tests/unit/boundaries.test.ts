/**
 * The import rules of .dependency-cruiser.cjs (run by `npm run check:boundaries` in `npm test`)
 * catch what they are written for: a small tree under tests/fixtures/boundaries breaks each rule
 * once, and its one allowed import (a feature through another's index.ts) is not reported.
 */
import path from "node:path";
import { createRequire } from "node:module";
import { cruise, type IConfiguration } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const config = createRequire(import.meta.url)(path.join(ROOT, ".dependency-cruiser.cjs")) as IConfiguration;

async function violations() {
  const { output } = await cruise(["server", "app"], {
    baseDir: path.join(ROOT, "tests/fixtures/boundaries"),
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
  });
  if (typeof output === "string") throw new Error(output);
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe("the import boundaries", () => {
  it("refuse a circle (type-only imports included), the database importing a feature, feature internals, and app/server values across", async () => {
    expect(await violations()).toEqual([
      "app-imports-only-types-from-server: app/features/orders/screen.ts → server/features/invoices/invoices.ts",
      "core-imports-no-feature: server/core/db/schema.ts → server/features/orders/orders.ts",
      "database-imports-no-feature: server/core/db/schema.ts → server/features/orders/orders.ts",
      "feature-through-public-entry: server/features/invoices/invoices.ts → server/features/orders/orders.ts",
      "no-circular: server/core/calendar.ts → server/core/clock.ts",
      "server-imports-only-types-from-app: server/features/orders/orders.ts → app/lib/label.ts",
    ]);
  });
});
