/**
 * The project's folder (package.json, drizzle/, assets/), where the server finds the files it
 * reads at run time. The same whether this code runs from its TypeScript source (server/) or from
 * the compiled bundle (BUILD_DIR/server-main/, at whatever depth BUILD_DIR is): the nearest folder
 * above this module holding our package.json; failing that (a bundle copied out of the project),
 * the working directory, which `npm run` sets to the project.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_NAME = "cement-products-site";

function isProjectRoot(dir: string): boolean {
  try {
    return (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { name?: string }).name === PACKAGE_NAME;
  } catch {
    return false;
  }
}

export function findProjectRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (isProjectRoot(dir)) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

let root: string | undefined;

/** A path under the project's folder, e.g. `projectPath("drizzle")`. */
export const projectPath = (...segments: string[]): string => path.join((root ??= findProjectRoot()), ...segments);
