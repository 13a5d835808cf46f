import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test, type Page, type Response } from "@playwright/test";
import { queryE2E } from "./db";
import { E2E } from "./env";
import { htmlEscape, startApp } from "./site-helpers";

/**
 * Performance budget of the pages a visitor or staff member opens first: gzip bytes of the JavaScript
 * of a first load (each test has a new browser context, so an empty cache), every script loaded until
 * the app has started and the network is quiet. React, React DOM and React Router alone are about
 * 108 KB, which leaves the home and category pages about 7 KB of their own: their markup-only parts
 * (footer, header strip, the home page under its carousel, the category's heading, sidebar and
 * pager) come as the server's HTML without their code (app/components/site/static-island.tsx). The
 * CSS budget is the same for every page. Every public page also carries the half kilobyte that
 * records where a visit came from (app/lib/first-touch.ts), which must run on whatever page a visitor lands on,
 * and about a kilobyte that shows it in the visitor's language: the messages' lookup, the language's
 * addresses, the switcher and the remembered choice (app/i18n/; measured 114.8 → 116.0 KB on "/", 116.1 →
 * 117.1 on /paver-blocks, 121.0 → 122.0 on the product page). No language's texts are in the JavaScript:
 * the site layout's loader sends the page's own. The cards and the product page get their units as
 * words from the server (cardProductOf), so neither loads the other pages' shared chunk for the
 * table of unit names, and the estimate's button draws its icon from the sprite, not lucide-react
 * (measured 122.4 → 119.6 KB on the product page, 117.5 → 116.5 on /paver-blocks): the product
 * page is within the public budget of 120 KB.
 */
const JS_BUDGETS: Record<string, number> = {
  "/": 117 * 1024,
  "/paver-blocks": 117 * 1024,
  // A product's page: its image viewer, sharing and the quote modal's opener on top of the category page's share.
  "/paver-blocks/zig-zag-paver-block-60-mm": 120 * 1024,
  "/contact": 126 * 1024,
  "/admin/login": 140 * 1024,
};
const CSS_BUDGET = 25 * 1024;

/**
 * The gzip size of an answer's body (level 9), whatever encoding the server chose: the budgets are
 * gzip bytes, and a server with brotli copies (`npm run build`) would otherwise be measured smaller.
 */
async function gzipSize(res: Response): Promise<number> {
  return gzipSync(await res.body(), { level: 9 }).length;
}

/**
 * Every script and stylesheet of a first load: the page's app has started (`html[data-hydrated]`,
 * at the first key press) and its stylesheet is in the document (a cached page adds it from the
 * app), and then no request has been in flight for half a second. Scripts fetched ahead of the
 * start (prefetched, not run) count once, when they run. The browser's own "network idle"
 * can come between the page's load and the app's start on a busy machine, before any script.
 */
async function measure(page: Page, path: string) {
  const assets: Response[] = [];
  let inFlight = 0;
  let quietSince = Date.now();
  page.on("request", () => inFlight++);
  const settled = () => {
    inFlight--;
    quietSince = Date.now();
  };
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  page.on("response", (res) => {
    const type = res.request().resourceType();
    if ((type === "script" || type === "stylesheet") && res.status() === 200) assets.push(res);
  });
  await page.goto(path);
  await startApp(page);
  await page.waitForFunction(() => Array.from(document.styleSheets).some((sheet) => sheet.href?.includes("/assets/")), undefined, { timeout: 30_000 });
  await expect.poll(() => inFlight === 0 && Date.now() - quietSince >= 500, { timeout: 30_000, intervals: [100] }).toBe(true);
  let js = 0;
  let css = 0;
  const files: string[] = [];
  for (const res of assets) {
    const size = await gzipSize(res);
    if (res.request().resourceType() === "script") js += size;
    else css += size;
    files.push(`${new URL(res.url()).pathname} ${size}`);
  }
  return { js, css, files };
}

for (const [path, jsBudget] of Object.entries(JS_BUDGETS)) {
  test(`initial JavaScript and CSS of ${path} stay within budget @phone`, async ({ page }, info) => {
    const { js, css, files } = await measure(page, path);
    await info.attach(`assets of ${path}`, { body: `JS ${js} B gzip, CSS ${css} B gzip\n${files.join("\n")}`, contentType: "text/plain" });
    console.log(`${path}: JS ${(js / 1024).toFixed(1)} KB gzip, CSS ${(css / 1024).toFixed(1)} KB gzip`);
    expect(js, `JS of ${path}:\n${files.join("\n")}`).toBeGreaterThan(0);
    expect(js, `JS of ${path}:\n${files.join("\n")}`).toBeLessThanOrEqual(jsBudget);
    expect(css, `CSS of ${path}`).toBeGreaterThan(0);
    expect(css, `CSS of ${path}`).toBeLessThanOrEqual(CSS_BUDGET);
  });
}

test("the category page's HTML carries the products from the database without JavaScript", async ({ request }) => {
  const rows = await queryE2E<{ name: string }>(
    `select p.name from products p join categories c on c.id = p.category_id
     where c.slug = 'paver-blocks' and p.status = 'active' order by p.id`,
  );
  expect(rows.length).toBeGreaterThan(0);
  const res = await request.get("/paver-blocks");
  expect(res.status()).toBe(200);
  const html = await res.text();
  for (const { name } of rows) expect(html, name).toContain(htmlEscape(name));
});

test("the browser's scripts carry no schema.org data or its builders: the server alone writes JSON-LD", () => {
  const assets = path.resolve(E2E.serverEnv.BUILD_DIR, "client", "assets");
  const scripts = fs.readdirSync(assets).filter((f) => f.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  const found = scripts.flatMap((f) => {
    const code = fs.readFileSync(path.join(assets, f), "utf8");
    return ["//schema.org", "BreadcrumbList", "ItemList", "LocalBusiness", "PostalAddress", "QuantitativeValue"]
      .filter((w) => code.includes(w))
      .map((w) => `${f}: ${w}`);
  });
  expect(found).toEqual([]);
});
