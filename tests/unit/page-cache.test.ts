import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache } from "../../server/core/http/page-cache";
import { chooseEncoding, makeEntry, matchesEtag } from "../../server/core/http/page-entry";
import { markedScriptHashes, withScriptHashes } from "../../server/core/http/script-hashes";
import { answerParts, cacheKeyOf } from "../../server/core/http/page-cache-http";
import { canonicalPath, canonicalSearch } from "../../server/core/http/page-cache-key";

const html = (text: string) => new TextEncoder().encode(`<!DOCTYPE html><html><body>${text}</body></html>`);

async function entry(key: string, tags: string[], body = html(key)) {
  return makeEntry({ key, status: 200, headers: new Headers({ "content-type": "text/html; charset=utf-8" }), body, tags, route: "/" });
}

describe("page cache", () => {
  it("drops by tag exactly what a change affects; '*' entries on any change; a '*' change drops all", async () => {
    const cache = new PageCache(10 * 1024 * 1024);
    const since = cache.begin();
    cache.store(await entry("/paver-blocks", ["business", "category:paver-blocks"]), since);
    cache.store(await entry("/kerb-stones", ["business", "category:kerb-stones"]), since);
    cache.store(await entry("/mystery", ["*"]), since);
    cache.invalidate(["category:paver-blocks"]);
    expect(cache.get("/paver-blocks")).toBeUndefined();
    expect(cache.get("/kerb-stones")).toBeDefined();
    expect(cache.get("/mystery")).toBeUndefined();
    cache.invalidate(["business"]);
    expect(cache.size).toBe(0);
    cache.store(await entry("/a", ["home"]), cache.begin());
    cache.invalidate(["*"]);
    expect(cache.size).toBe(0);
  });

  it("does not store a render that was under way when something it shows changed", async () => {
    const cache = new PageCache(10 * 1024 * 1024);
    const since = cache.begin();
    cache.invalidate(["products"]);
    expect(cache.store(await entry("/products", ["products"]), since)).toBe(false);
    expect(cache.store(await entry("/gallery", ["gallery"]), since)).toBe(true);
    expect(cache.store(await entry("/products", ["products"]), cache.begin())).toBe(true);
  });

  it("holds nothing while suspended (its change notices may be missed) and starts empty after", async () => {
    const cache = new PageCache(10 * 1024 * 1024);
    cache.store(await entry("/", ["home"]), cache.begin());
    cache.suspend(true);
    expect(cache.size).toBe(0);
    expect(cache.store(await entry("/", ["home"]), cache.begin())).toBe(false);
    cache.suspend(false);
    expect(cache.store(await entry("/", ["home"]), cache.begin())).toBe(true);
  });

  it("stays within its memory bound, dropping first the oldest entries not used since the last sweep", async () => {
    const noise = (n: number) => html(createHash("sha256").update(String(n)).digest("hex").repeat(200)); // ~13 KB, little to compress
    const one = await entry("/0", [], noise(0));
    const cache = new PageCache(one.bytes * 5 + 100);
    for (let i = 0; i < 5; i++) cache.store(await entry(`/${i}`, [], noise(i)), cache.begin());
    expect(cache.size).toBe(5);
    cache.get("/0"); // marked as used: the next sweep spares it
    for (let i = 5; i < 40; i++) {
      cache.store(await entry(`/${i}`, [], noise(i)), cache.begin());
      expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
      if (i === 5) {
        expect(cache.get("/1")).toBeUndefined();
        expect(cache.get("/0")).toBeDefined();
      }
    }
    expect(cache.size).toBe(5);
    expect(cache.store(await entry("/huge", [], noise(99)), cache.begin())).toBe(true);
    const tiny = new PageCache(1000);
    expect(tiny.store(await entry("/big", [], noise(1)), tiny.begin())).toBe(false);
    expect(new PageCache(0).store(await entry("/x", []), 0)).toBe(false);
  });

  it("compresses once per entry, with a strong ETag per encoding, and answers If-None-Match with 304", async () => {
    const body = html("paver ".repeat(2000));
    const e = await entry("/p", [], body);
    expect(zlib.brotliDecompressSync(e.bodies.br!)).toEqual(Buffer.from(body));
    expect(zlib.gunzipSync(e.bodies.gzip!)).toEqual(Buffer.from(body));
    expect(e.etags.identity).toMatch(/^"[\w-]{27}"$/);
    expect(new Set(Object.values(e.etags)).size).toBe(3);
    expect(chooseEncoding(e, "gzip, deflate, br")).toBe("br");
    expect(chooseEncoding(e, "gzip")).toBe("gzip");
    expect(chooseEncoding(e, "br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding(e, undefined)).toBe("identity");
    expect(matchesEtag(e, `W/${e.etags.gzip}`)).toBe(true);
    expect(matchesEtag(e, '"other"')).toBe(false);

    const got = answerParts(e, "GET", "br", undefined);
    expect(got.status).toBe(200);
    expect(got.headers).toMatchObject({
      etag: e.etags.br,
      "content-encoding": "br",
      vary: "Accept-Encoding",
      "content-length": String(e.bodies.br!.byteLength),
    });
    expect(answerParts(e, "GET", "br", e.etags.br).status).toBe(304);
    expect(answerParts(e, "GET", "br", e.etags.br).body).toBeNull();
    const head = answerParts(e, "HEAD", undefined, undefined);
    expect(head.body).toBeNull();
    expect(head.headers["content-length"]).toBe(String(body.byteLength));
  });

  it("lists the hashes of exactly the inline scripts the renderer marked, removes the mark, and drops the nonce", () => {
    const page =
      `<script nonce="m4rk" type="module" src="/assets/a.js"></script><script nonce="m4rk">window.x=1</script><script type="application/ld+json">{"a":1}</script>` +
      `<p><script>injected()</script><script nonce="guess">b()</script></p><script nonce="m4rk" type="text/x-deferred-module">boot()</script>`;
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    const marked = markedScriptHashes(page, "m4rk");
    expect(marked.hashes).toEqual([sha("window.x=1"), sha("boot()")]);
    expect(marked.html).not.toContain("m4rk");
    expect(marked.html).toContain("<script>window.x=1</script>");
    expect(marked.html).toContain('<script nonce="guess">b()</script>');
    const csp = "default-src 'self'; script-src 'self' 'nonce-abc123'; style-src 'self' 'unsafe-inline'";
    expect(withScriptHashes(csp, [sha("x")])).toBe(`default-src 'self'; script-src 'self' ${sha("x")}; style-src 'self' 'unsafe-inline'`);
    expect(withScriptHashes(csp, [])).toBe("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'");
  });

  it("takes public pages and the public lists, never staff screens, files, quotations, other queries or signed-in requests", () => {
    expect(cacheKeyOf("/paver-blocks", "", undefined)?.key).toBe("/paver-blocks");
    expect(cacheKeyOf("/paver-blocks", "?page=2", undefined)?.key).toBe("/paver-blocks?page=2");
    expect(cacheKeyOf("/paver-blocks/zig-zag-paver-block-60-mm", "", undefined)?.key).toBe("/paver-blocks/zig-zag-paver-block-60-mm");
    expect(cacheKeyOf("/api/categories", "", undefined)?.api?.tags).toEqual(["categories"]);
    expect(cacheKeyOf("/api/products", "?category=paver-blocks", undefined)?.key).toBe("/api/products?category=paver-blocks");
    for (const [path, search] of [
      ["/admin/products", ""],
      ["/admin", ""],
      ["/api/auth/me", ""],
      ["/api/products", "?search=x"],
      ["/api/products", "?category=paver-blocks&page=2"],
      ["/api/products", "?category=Paver-Blocks"],
      ["/api/categories", "?category=paver-blocks"],
      ["/q/some-token", ""],
      ["/assets/app.js", ""],
      ["/sitemap.xml", ""],
      ["/paver-blocks.data", ""],
      ["/search", "?q=paver"],
      ["/paver-blocks", "?page=0"],
      ["/paver-blocks", "?page=2&x=1"],
      ["/paver-blocks/zig-zag-paver-block-60-mm/more", ""],
      ["/Paver-Blocks/zig-zag-paver-block-60-mm", ""],
    ]) {
      expect(cacheKeyOf(path, search, undefined), `${path}${search}`).toBeUndefined();
    }
    expect(cacheKeyOf("/paver-blocks", "", "Bearer x")).toBeUndefined();
    expect(cacheKeyOf("/api/categories", "", "Bearer x")).toBeUndefined();
  });

  it("gives a page path's canonical form: unreserved escapes unescaped, no trailing slash, lowercase; undefined for what is no page address", () => {
    for (const [path, canonical] of [
      ["/paver-blocks", "/paver-blocks"],
      ["/%70aver-blocks", "/paver-blocks"],
      ["/paver%2Dblocks/", "/paver-blocks"],
      ["/Paver-Blocks//", "/paver-blocks"],
      ["/", "/"],
      ["//", "/"],
      ["/contact/", "/contact"],
      ["/paver-blocks/Zig-Zag", "/paver-blocks/zig-zag"],
    ]) {
      expect(canonicalPath(path), path).toBe(canonical);
    }
    for (const path of ["/paver%2Fblocks", "/paver blocks", "/a/b/c", "/Q/Some-Token", "/admin/", "/%61dmin", "/sitemap.xml", "/p%C3%A4ver"]) {
      expect(canonicalPath(path), path).toBeUndefined();
    }
  });

  it("keeps in a canonical query only the parameters the page reads, each once, `page` from 2 and within the pages it has, as written", () => {
    const category = { query: ["page"], pages: 3 };
    const search = { query: ["q", "page"] };
    for (const [query, page, canonical] of [
      ["?page=2", category, "?page=2"],
      ["?page=9", category, "?page=3"],
      ["?page=1", category, ""],
      ["?page=x", category, ""],
      ["?page=02", category, "?page=2"],
      ["?page=&page=2", category, ""],
      ["?utm_source=a&page=2", category, "?page=2"],
      ["?page=2", { query: ["page"], pages: 0 }, ""],
      ["?page=2", {}, ""],
      ["?", {}, ""],
      ["?q=80+mm%20paver&page=2", search, "?q=80+mm%20paver&page=2"],
      ["?page=2&q=kerb", search, "?page=2&q=kerb"],
      ["?page=2", search, ""],
      ["?q=&ref=x", search, ""],
      ["?q=kerb&ref=x", search, "?q=kerb"],
    ] as const) {
      expect(canonicalSearch(query, page), query).toBe(canonical);
    }
  });

  it("makes each encoding's header list when the entry is made; the choice per Accept-Encoding text is the same the first time and after", async () => {
    const e = await entry("/p", [], html("block ".repeat(2000)));
    const list = e.answers.gzip!.ok;
    expect(list.slice(-2)).toEqual(["x-cache", "HIT"]);
    const headers = Object.fromEntries(list.flatMap((v, i) => (i % 2 ? [] : [[v, list[i + 1]]])));
    expect(headers).toMatchObject({ etag: e.etags.gzip, "content-encoding": "gzip", "content-length": String(e.bodies.gzip!.byteLength) });
    expect(e.answers.gzip!.notModified).not.toContain("content-length");
    expect(e.answers.identity.ok).not.toContain("content-encoding");
    for (let i = 0; i < 3; i++) {
      expect(chooseEncoding(e, "gzip;q=0, br;q=0, identity")).toBe("identity");
      expect(chooseEncoding(e, `${"x-custom, ".repeat(40)}gzip`)).toBe("gzip");
    }
    for (let i = 0; i < 300; i++) chooseEncoding(e, `x-${i}, br`); // many distinct values: the memo stays bounded and right
    expect(chooseEncoding(e, "x-0, br")).toBe("br");
  });
});
