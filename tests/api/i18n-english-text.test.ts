/**
 * The English pages say exactly what they said before the site had other languages: the words of
 * each public page (tags, scripts and the document's head left out), rendered from the seeded
 * database, are those recorded from the last English-only code (tests/fixtures/english-pages-text.json),
 * apart from the language switcher's three names. WRITE_ENGLISH_TEXT=1 records them anew: only from
 * code whose English is known to be right.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { renderPublicPage } from "../helpers/render-page";

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/english-pages-text.json");
const SWITCHER = new Set(["English", "ગુજરાતી", "हिंदी"]);

const PAGES: [path: string, module: string, pattern?: string][] = [
  ["/", "home"],
  ["/who-we-are", "who-we-are"],
  ["/meet-our-team", "meet-our-team"],
  ["/products", "products"],
  ["/paver-blocks", "category", "/:category"],
  ["/paver-blocks/zig-zag-paver-block-60-mm", "product", "/:category/:product"],
  ["/projects", "projects"],
  ["/projects/sanjeevani-multispeciality-hospital-campus", "project", "/projects/:slug"],
  ["/gallery", "gallery"],
  ["/clients", "clients"],
  ["/contact", "contact"],
  ["/search?q=paver", "search", "/search"],
];

/** The words a person reads on the page, in order. */
function words(html: string): string[] {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x?[0-9a-f]+|amp|lt|gt|quot|apos|nbsp);/gi, (e, code: string) =>
      code[0] === "#"
        ? String.fromCodePoint(parseInt(code.slice(code[1] === "x" ? 2 : 1), code[1] === "x" ? 16 : 10))
        : ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " } as Record<string, string>)[code.toLowerCase()],
    );
  return text.split(/\s+/).filter((w) => w !== "" && !SWITCHER.has(w));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("the English pages' words", () => {
  it("are what they were before the site spoke Gujarati and Hindi", async () => {
    const now: Record<string, string[]> = {};
    for (const [address, name, pattern] of PAGES) {
      const module = (await import(`../../app/routes/site/${name}.tsx`)) as Parameters<typeof renderPublicPage>[1];
      now[address] = words(await renderPublicPage(t.services, module, address, pattern));
    }
    if (process.env.WRITE_ENGLISH_TEXT === "1") fs.writeFileSync(FIXTURE, `${JSON.stringify(now, null, 1)}\n`);
    const recorded = JSON.parse(fs.readFileSync(FIXTURE, "utf8")) as Record<string, string[]>;
    for (const [address] of PAGES) expect(now[address].join(" "), address).toBe(recorded[address].join(" "));
  });
});
