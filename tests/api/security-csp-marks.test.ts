/**
 * The CSP of a cached page allows only the inline scripts the renderer wrote: they carry the
 * render's secret mark (given to the renderer as its nonce), only those are hashed, and the mark
 * leaves the page. An inline <script> that arrived inside some content (a field rendered raw) is
 * not allowed, so the browser does not run it. A test renderer stands in for React Router here (the
 * built app's pages are checked end to end in tests/e2e/page-cache.spec.ts).
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type DocumentContext } from "../../server/app";
import { parseTrustProxy } from "../../server/core/http/client-address";
import { DEFERRED_TYPE } from "../../server/core/http/deferred-scripts";
import { startPageCache } from "../../server/core/http/page-cache-http";
import { createLogger } from "../../server/core/log";
import { createTestApp, type TestApp } from "../helpers/app";

const INJECTED = "fetch('/steal?c='+document.cookie)";
const CONTEXT = "window.__reactRouterContext = {};";
const BOOT = 'import("/assets/entry.client-b.js");';

/** A page as the server entry writes one: its own scripts with the nonce it is given, and some content holding a script. */
function render(_request: Request, context: DocumentContext): Promise<Response> {
  if (context.page) context.page.tags = ["*"];
  const nonce = context.cspNonce ? ` nonce="${context.cspNonce}"` : "";
  const html =
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-b.js"${nonce}/></head><body>` +
    `<article><p>About us</p><script>${INJECTED}</script></article>` +
    `<script${nonce}>${CONTEXT}</script><script${nonce} type="module" async="">${BOOT}</script></body></html>`;
  return Promise.resolve(new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }));
}

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const scriptSrc = (res: Response) => /(?:^|;\s*)script-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1].split(" ") ?? [];

let t: TestApp;
let pageCache: ReturnType<typeof startPageCache>;
let request: (path: string) => Promise<Response>;
beforeAll(async () => {
  t = await createTestApp();
  pageCache = startPageCache({ maxBytes: 5 * 1024 * 1024, cacheControl: "public, max-age=0, s-maxage=60" }, t.database.pool.options, {
    log: createLogger("silent"),
    trustProxy: parseTrustProxy("false"),
  });
  const app = createApp({ services: t.services, pageCache, handleDocument: render });
  request = (path) => Promise.resolve(app.request(path, {}, { incoming: { socket: { remoteAddress: "127.0.0.1" } } }));
  // The cache stores once its LISTEN connection is up.
  for (let tries = 0; tries < 100 && pageCache.cache.size === 0; tries++) {
    await request("/about-us");
    if (pageCache.cache.size === 0) await new Promise((r) => setTimeout(r, 50));
  }
  expect(pageCache.cache.size).toBeGreaterThan(0);
});
afterAll(async () => {
  await pageCache.stop();
});

describe("the CSP of a cached page", () => {
  it("lists only the scripts the renderer marked, never one that came with the content; the mark leaves the page", async () => {
    for (const res of [await request("/about-us"), await request("/about-us")]) {
      expect(res.status).toBe(200);
      const html = await res.text();
      const sources = scriptSrc(res);
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources.filter((s) => s.startsWith("'nonce-"))).toEqual([]);
      const hashes = sources.filter((s) => s.startsWith("'sha256-"));
      expect(hashes).not.toContain(sha(INJECTED));
      expect(hashes).toContain(sha(CONTEXT));
      // The module script, deferred, keeps its hash; the starter written beside it is allowed too.
      expect(html).toContain(`<script type="${DEFERRED_TYPE}">${BOOT}</script><script>(function(){var __name`);
      const starter = /<script type="text\/x-deferred-module">[^<]*<\/script><script>([\s\S]*?)<\/script>/.exec(html)![1];
      expect(hashes.sort()).toEqual([sha(CONTEXT), sha(BOOT), sha(starter)].sort());
      // The content's script is still in the page (the CSP stops it); no mark is left anywhere.
      expect(html).toContain(`<script>${INJECTED}</script>`);
      expect(html).not.toMatch(/nonce=/);
    }
  });
});
