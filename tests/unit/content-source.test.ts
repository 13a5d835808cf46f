/**
 * What the public site shows comes from the database (staff change it in the admin's Website
 * screens): the files under server/features/content/seed-data/ are the first content the database is seeded with, and no
 * page, component or module the app ships reads them.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The app the browser and the renderer run (the server reads the seed only to write it, or when a part was never stored). */
const SHIPPED = ["app"];
const IMPORTS_CONTENT = /from\s+["'][^"']*seed-data\//;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe("the site's content", () => {
  it("is read from the database: no page or component imports the content seed", () => {
    const readers = SHIPPED.flatMap((d) => sourceFiles(path.join(ROOT, d)))
      .filter((f) => IMPORTS_CONTENT.test(fs.readFileSync(f, "utf8")))
      .map((f) => path.relative(ROOT, f));
    expect(readers).toEqual([]);
  });
});
