import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Loaders read a typed context: `context.get(servicesContext)` (see app/load-context.ts).
  future: { v8_middleware: true },
} satisfies Config;
