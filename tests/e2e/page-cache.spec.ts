/**
 * The rendered-page cache as browsers and CDNs meet it: the same bytes for everyone with a strong
 * ETag, a CSP that lists the hashes of exactly the inline scripts its renderer wrote (never a nonce shared
 * between visitors, never 'unsafe-inline'), HEAD like GET, 404 for missing files and unknown
 * paths, and nothing personal or staff-only ever marked for a shared cache. Desktop only: the
 * answers do not depend on the screen.
 */
import { createHash } from "node:crypto";
import { expect, test, type APIResponse } from "@playwright/test";
import { adminToken, bearer } from "./admin-helpers";
import { DEMO_CATEGORIES, gotoHydrated } from "./site-helpers";

const PAGE = `/${DEMO_CATEGORIES[1].slug}`;

function scriptSrc(res: APIResponse): string {
  const csp = res.headers()["content-security-policy"] ?? "";
  return /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? "";
}

/** The renderer's inline scripts: every one but the schema.org data blocks (never run, so never listed). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\ssrc=/.test(` ${m[1]}`) && !/type="application\/ld\+json"/.test(m[1]))
    .map((m) => `'sha256-${createHash("sha256").update(m[2]).digest("base64")}'`);

test("a cached page: the same bytes with a strong ETag, 304 on a match, a CSP of its inline scripts' hashes, HEAD as GET", async ({ request }) => {
  const first = await request.get(PAGE);
  const second = await request.get(PAGE);
  expect(first.status()).toBe(200);
  const etag = second.headers()["etag"];
  expect(etag).toMatch(/^"[\w-]+"$/); // strong: no W/
  expect(second.headers()["etag"]).toBe(first.headers()["etag"]);
  const html = await second.text();
  expect(html).toBe(await first.text());
  expect(second.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");

  // No nonce (it would be the same for everyone), no 'unsafe-inline': the hashes of exactly the inline scripts.
  expect(html).not.toMatch(/nonce="[^"]/);
  const sources = scriptSrc(second).split(" ");
  expect(sources).not.toContain("'unsafe-inline'");
  expect(sources.filter((s) => s.startsWith("'nonce-"))).toEqual([]);
  const hashes = [...new Set(inlineScriptHashes(html))];
  expect(hashes.length).toBeGreaterThan(0);
  expect(sources.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(hashes.sort());

  const notModified = await request.get(PAGE, { headers: { "if-none-match": etag } });
  expect(notModified.status()).toBe(304);
  expect(notModified.headers()["etag"]).toBe(etag);

  // Compressed once when stored: brotli, gzip or none by Accept-Encoding, each its own representation.
  expect(second.headers()["content-encoding"]).toBe("br"); // Playwright accepts gzip, deflate, br
  expect(second.headers()["vary"]).toMatch(/accept-encoding/i);
  const gzip = await request.get(PAGE, { headers: { "accept-encoding": "gzip" } });
  const plain = await request.get(PAGE, { headers: { "accept-encoding": "identity" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(new Set([etag, gzip.headers()["etag"], plain.headers()["etag"]]).size).toBe(3);
  expect(await plain.text()).toBe(html);

  for (const path of [PAGE, "/"]) {
    const head = await request.head(path);
    const get = await request.get(path);
    expect(head.status(), path).toBe(get.status());
    for (const name of ["content-type", "etag", "cache-control", "content-security-policy", "content-length"]) {
      expect(head.headers()[name], `${path} ${name}`).toBe(get.headers()[name]);
    }
  }
  expect((await request.head("/")).headers()["content-type"]).toBe("text/html; charset=utf-8");
});

test("Chrome runs a page from the cache without a CSP violation, and two visits get the same page", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.request.get(PAGE); // in the cache before the visits
  const etags: (string | undefined)[] = [];
  for (const path of ["/", PAGE, PAGE]) {
    const res = await gotoHydrated(page, path);
    etags.push(res?.headers()["etag"]);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  }
  expect(etags[1]).toBeTruthy();
  expect(etags[2]).toBe(etags[1]);
  // A page change in the browser still works (the scripts run).
  await page
    .getByRole("link", { name: /, home$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});

test("staff screens, signed-in answers and pages with a query are never marked for a shared cache; a page for the cache has no nonce", async ({ request }) => {
  const admin = await request.get("/admin/products");
  expect(admin.headers()["cache-control"]).toBe("no-store");
  expect(admin.headers()["etag"]).toBeUndefined();
  expect(scriptSrc(admin)).toMatch(/'nonce-[^']+'/);

  const token = await adminToken(request);
  const me = await request.get("/api/auth/me", { headers: bearer(token) });
  expect(me.headers()["cache-control"]).toBe("no-store");
  const signedIn = await request.get("/api/categories", { headers: bearer(token) });
  expect(signedIn.headers()["cache-control"]).toBe("no-store");
  expect(signedIn.headers()["etag"]).toBeUndefined();

  // A search is rendered per request, with a nonce of its own: two answers, two nonces, private.
  const [a, b] = [await request.get("/search?q=paver"), await request.get("/search?q=paver")];
  expect(a.headers()["cache-control"]).toBe("private, no-cache");
  expect(scriptSrc(a)).not.toBe(scriptSrc(b));
  expect(scriptSrc(a)).not.toContain("'unsafe-inline'");
});

test("missing files answer 404; an unknown path shows the home page with 404 and noindex, under /admin too", async ({ request }) => {
  for (const path of ["/assets/nope.js", "/images/nope.webp", "/uploads/nope.webp"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()["content-type"], path).not.toMatch(/html/);
  }
  for (const path of ["/no/such/page", "/admin/no-such-screen"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()["cache-control"], path).toMatch(/no-cache|no-store/);
    const html = await res.text();
    expect(html, path).toContain('<meta name="robots" content="noindex, follow"/>');
  }
});

test("another spelling of a page's address answers 301 to the page's own; the queries a page reads are rendered as they are", async ({ page, request }) => {
  const location = async (path: string) => {
    const res = await request.get(path, { maxRedirects: 0 });
    return `${res.status()} ${res.headers()["location"] ?? ""}`;
  };
  // The path's form alone.
  expect(await location(`${PAGE}/`)).toBe(`301 ${PAGE}`);
  expect(await location(PAGE.toUpperCase())).toBe(`301 ${PAGE}`);
  expect(await location(`/%${PAGE.charCodeAt(1).toString(16)}${PAGE.slice(2)}`)).toBe(`301 ${PAGE}`);
  // The query: told by the page's own render, which the first variant has made and kept (a change
  // by another test may drop it meanwhile: then the next variant keeps it again).
  const past = new RegExp(`^301 ${PAGE}(\\?page=2)?$`); // page 2, or the path itself when the category has one page
  for (const [variant, canonical] of [
    [`${PAGE}?page=1`, `301 ${PAGE}`],
    [`${PAGE}?page=2&ref=mail`, past],
    ["/contact?ref=mail", "301 /contact"],
    ["/?page=2", "301 /"],
    ["/search?q=paver&ref=mail", "301 /search?q=paver"],
  ] as const) {
    if (typeof canonical === "string") await expect.poll(() => location(variant), { message: variant }).toBe(canonical);
    else await expect.poll(() => location(variant), { message: variant }).toMatch(canonical);
  }
  for (const path of ["/search?q=paver", "/search?q=paver&page=2", PAGE]) expect(await location(path), path).toBe("200 ");

  // A person following such a link lands on the page's own address.
  await gotoHydrated(page, `${PAGE}/?ref=mail`);
  await expect(page).toHaveURL(PAGE);
});
