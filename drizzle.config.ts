import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/core/db/schema.ts",
  out: "./drizzle",
});
