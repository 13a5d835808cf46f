import { gzipSync } from "node:zlib";
import { expect, test, type Page, type Response } from "@playwright/test";
import { queryE2E } from "./db";
import { htmlEscape } from "./site-helpers";

/** Performance budget of the public pages (gzip bytes of the initial load). */
const JS_BUDGET = 130 * 1024;
const CSS_BUDGET = 25 * 1024;

/** Bytes on the wire if compressed, else the body gzipped here (the server itself may not compress). */
async function gzipSize(res: Response): Promise<number> {
  const headers = await res.allHeaders();
  const encoding = headers["content-encoding"];
  const length = Number(headers["content-length"]);
  if (encoding && encoding !== "identity" && Number.isFinite(length) && length > 0) return length;
  return gzipSync(await res.body(), { level: 9 }).length;
}

async function measure(page: Page, path: string) {
  const assets: Response[] = [];
  page.on("response", (res) => {
    const type = res.request().resourceType();
    if ((type === "script" || type === "stylesheet") && res.status() === 200) assets.push(res);
  });
  await page.goto(path, { waitUntil: "networkidle" });
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

for (const path of ["/", "/paver-blocks"]) {
  test(`initial JavaScript and CSS of ${path} stay within budget`, async ({ page }, info) => {
    const { js, css, files } = await measure(page, path);
    await info.attach(`assets of ${path}`, { body: `JS ${js} B gzip, CSS ${css} B gzip\n${files.join("\n")}`, contentType: "text/plain" });
    console.log(`${path}: JS ${(js / 1024).toFixed(1)} KB gzip, CSS ${(css / 1024).toFixed(1)} KB gzip`);
    expect(js, `JS of ${path}:\n${files.join("\n")}`).toBeGreaterThan(0);
    expect(js, `JS of ${path}:\n${files.join("\n")}`).toBeLessThanOrEqual(JS_BUDGET);
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
