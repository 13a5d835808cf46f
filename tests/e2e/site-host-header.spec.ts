import { expect, test } from "@playwright/test";
import { E2E } from "./env";

/**
 * A forged Host header must not reach any absolute link: a cache in front of the site would keep
 * the poisoned page and serve it to everyone. The e2e server runs without PUBLIC_URL, the default,
 * so its links come from the start address (http://localhost:<port>), never from the request.
 */
const FORGED = { host: "evil.example" };

test.describe("links never come from the Host header", () => {
  test("canonical, Open Graph and JSON-LD of a page keep the site's address", async ({ request }) => {
    const res = await request.get("/gallery", { headers: FORGED });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${E2E.baseURL}/gallery"/>`);
    expect(html).toContain(`<meta property="og:url" content="${E2E.baseURL}/gallery"/>`);
    expect(html).toContain(`<meta property="og:image" content="${E2E.baseURL}/images/`);
    expect(html).toContain(`"url":"${E2E.baseURL}/"`);
    expect(html).not.toContain("evil.example");
  });

  test("/sitemap.xml and /robots.txt keep the site's address", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml", { headers: FORGED })).text();
    expect(sitemap).toContain(`<loc>${E2E.baseURL}/</loc>`);
    expect(sitemap).not.toContain("evil.example");
    const robots = await (await request.get("/robots.txt", { headers: FORGED })).text();
    expect(robots).toContain(`Sitemap: ${E2E.baseURL}/sitemap.xml`);
    expect(robots).not.toContain("evil.example");
  });
});
