import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * A worker thread running the module `<source>.ts` (a path relative to the calling module,
 * `callerUrl`, its import.meta.url: "./pin-worker"): from the TypeScript source (tests, development)
 * through tsx; from the compiled bundle, its own entry `<name>.js` (the source's file name) beside
 * index.js (scripts/build-server.ts), above the chunk the caller may be in.
 */
export function startWorkerThread(callerUrl: string, source: string): Worker {
  const here = fileURLToPath(callerUrl);
  const dir = path.dirname(here);
  const name = path.basename(source);
  if (here.endsWith(".ts")) {
    const module = JSON.stringify(new URL(`${source}.ts`, callerUrl).href);
    return new Worker(`import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${module}); });`, { eval: true });
  }
  const compiled = [dir, path.dirname(dir)].map((d) => path.join(d, `${name}.js`)).find((f) => fs.existsSync(f));
  if (!compiled) throw new Error(`${name}.js not found beside ${here}`);
  return new Worker(compiled);
}
