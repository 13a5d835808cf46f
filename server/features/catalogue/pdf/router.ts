import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../../core/http/env";
import { rateLimit } from "../../../core/http/rate-limit";

/** Downloads of the catalogue PDFs, counted per address (RATE_LIMIT_CATALOGUE_DOWNLOADS): far more than a buyer's, few enough that a flood is refused. */
const downloadLimit = rateLimit({ name: "catalogue-download", limit: (l) => l.catalogueDownloads });

/** A non-ASCII name also as RFC 5987's filename* (the plain one then has "_" for those characters). */
function disposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_");
  return ascii === filename ? `inline; filename="${filename}"` : `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A category's slug as its links write it (lowercase, hyphens between words). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function answer(c: Context<AppEnv>, categorySlug?: string) {
  const file =
    categorySlug === undefined || (SLUG.test(categorySlug) && categorySlug.length <= 200)
      ? await c.get("services").cataloguePdfs.file(categorySlug)
      : undefined;
  // The site's 404 for a file that is not there (as /assets and /uploads answer).
  if (!file) return c.text("Not found", 404);
  // Browsers ask again every time and get a 304 while the catalogue is unchanged.
  c.header("cache-control", "public, no-cache");
  c.header("etag", file.etag);
  if (
    c.req
      .header("if-none-match")
      ?.split(",")
      .some((tag) => tag.trim().replace(/^W\//, "") === file.etag)
  )
    return c.body(null, 304);
  const pdf = await file.pdf();
  return c.body(new Uint8Array(pdf), 200, { "content-type": "application/pdf", "content-disposition": disposition(file.filename) });
}

/**
 * The product catalogue as a PDF: GET /catalogue.pdf (every active product) and
 * GET /catalogue/{category-slug}.pdf (that category's). Mounted by server/app.ts before the
 * pages, so no page route ever takes these addresses; any other /catalogue/… path is left to them.
 */
export const catalogueFileRoutes = new Hono<AppEnv>()
  .get("/catalogue.pdf", downloadLimit, (c) => answer(c))
  .get("/catalogue/:file{[^/]+\\.pdf}", downloadLimit, (c) => answer(c, c.req.param("file").slice(0, -".pdf".length)));
