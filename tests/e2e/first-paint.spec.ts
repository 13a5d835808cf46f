/**
 * A public page from the page cache paints from its HTML alone: its critical CSS inline instead of
 * a render-blocking stylesheet, no module preloads in its head, and the app's module script inert
 * until the visitor's first sign of use (server/core/http/critical-css.ts, deferred-scripts.ts). Then
 * the app starts, hydrates, and loads the whole stylesheet, without a console error.
 */
import { expect, test } from "@playwright/test";
import { DEMO_CATEGORIES, gotoHydrated } from "./site-helpers";

const PAGES = ["/", `/${DEMO_CATEGORIES[0].slug}`, `/${DEMO_CATEGORIES[0].slug}/zig-zag-paver-block-60-mm`, "/contact"];

for (const path of PAGES) {
  test(`${path}: critical CSS inline, scripts at first use, then the app and the whole stylesheet @phone`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<style>@layer properties\{[\s\S]+?<\/style><noscript><link rel="stylesheet" href="\/assets\/[\w.-]+\.css"\/><\/noscript>/);
    expect(head.replace(/<noscript>.*?<\/noscript>/g, "")).not.toContain('rel="stylesheet"');
    expect(head).not.toContain("modulepreload");
    expect(html).toContain('<script type="text/x-deferred-module">');
    expect(html).not.toContain('<script type="module"');
    const href = /<noscript><link rel="stylesheet" href="([^"]+)"/.exec(head)![1];

    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
    await gotoHydrated(page, path);
    await expect(page.locator(`link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
    await expect.poll(() => page.evaluate((h) => [...document.styleSheets].some((s) => s.href?.endsWith(h) && s.cssRules.length > 0), href)).toBe(true);
    expect(problems).toEqual([]);
  });
}

test("a page rendered per request keeps its stylesheet link and module preloads", async ({ request }) => {
  // A query other than ?page=N is never cached: rendered per request with a nonce.
  const html = await (await request.get("/search?q=paver")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/[\w.-]+\.css"\/>/);
  expect(head).toContain('rel="modulepreload"');
  expect(html).toMatch(/<script [^>]*type="module"/);
});
