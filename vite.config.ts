import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { firstLoadChunks, plainDynamicImports, reactRouterProductionBuild } from "./vite.first-load";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouterProductionBuild(), plainDynamicImports(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    assetsInlineLimit: 0,
    // The browser's bundle is minified with terser (two passes): about 3 KB of gzip less than
    // esbuild on every first load (tests/e2e/budget.spec.ts). The server's bundle stays as it is.
    ...(isSsrBuild
      ? {}
      : {
          minify: "terser" as const,
          terserOptions: { compress: { passes: 2 } },
          // No preload lists for lazily imported code: every chunk that imports something on demand
          // (a dialog, a static island's part) would carry the file names of all its dependencies,
          // about 0.3–0.5 KB of gzip on a public first load, to save one round trip the first time
          // the piece is used (most of what it imports is on the page already).
          modulePreload: false as const,
          rollupOptions: { output: { manualChunks: firstLoadChunks(path.resolve(import.meta.dirname, "app")) } },
        }),
  },
}));
