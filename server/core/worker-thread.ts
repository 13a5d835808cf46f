import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * A worker thread running the module `<name>.ts` beside the calling module (`callerUrl`, its
 * import.meta.url): from the TypeScript source (tests, development) through tsx; from the compiled
 * bundle, its own entry `<name>.js` beside index.js (scripts/build-server.ts), above the chunk the
 * caller may be in.
 */
export function startWorkerThread(callerUrl: string, name: string): Worker {
  const here = fileURLToPath(callerUrl);
  const dir = path.dirname(here);
  if (here.endsWith(".ts")) {
    const source = JSON.stringify(new URL(`./${name}.ts`, callerUrl).href);
    return new Worker(`import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${source}); });`, { eval: true });
  }
  const compiled = [dir, path.dirname(dir)].map((d) => path.join(d, `${name}.js`)).find((f) => fs.existsSync(f));
  if (!compiled) throw new Error(`${name}.js not found beside ${here}`);
  return new Worker(compiled);
}
