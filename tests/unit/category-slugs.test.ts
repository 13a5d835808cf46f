import { describe, expect, it } from "vitest";
import { isReservedCategorySlug, RESERVED_CATEGORY_SLUGS } from "#schemas/categories";
import { slugify } from "#schemas/product-fields";
import routes from "../../app/routes";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** The first segment of every path the public site and the admin answer (app/routes.ts), without parameters. */
function firstSegments(entries: RouteEntry[], prefix = ""): string[] {
  return entries.flatMap((r) => {
    const path = [prefix, r.path ?? ""].filter(Boolean).join("/");
    const own = path && !path.startsWith(":") && path !== "*" ? [path.split("/")[0]] : [];
    return [...own, ...firstSegments(r.children ?? [], path)];
  });
}

describe("category addresses", () => {
  it("never take a page of the site: every first path segment of app/routes.ts is reserved", () => {
    const segments = [...new Set(firstSegments(routes as RouteEntry[]))];
    expect(segments.length).toBeGreaterThan(10);
    for (const segment of segments) expect(isReservedCategorySlug(slugify(segment)), segment).toBe(true);
  });

  it("never take what the server itself answers", () => {
    for (const path of ["api", "uploads", "assets", "images", "healthz"]) expect(RESERVED_CATEGORY_SLUGS).toContain(path);
  });
});
