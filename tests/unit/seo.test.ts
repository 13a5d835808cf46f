import { afterEach, describe, expect, it, vi } from "vitest";
import { imageSrcSet } from "~/components/site/responsive-image";
import { BUSINESS } from "../../server/features/content/seed-data/business";
import { breadcrumbJsonLd } from "~/lib/json-ld.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { absoluteUrl, clampText, DESCRIPTION_MAX, fullTitle, pageMeta, SERVER_HEAD, TITLE_MAX } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/site-business.server";

const args = (pathname: string, siteUrl = "https://www.example.in") => ({
  location: { pathname },
  matches: [
    { id: "root", loaderData: undefined },
    { id: "routes/site/layout", loaderData: { siteUrl, categories: [], business: { name: "Shree Ganesh Cement Products" } } },
  ],
});

describe("seo helpers", () => {
  it("builds title, description, canonical and Open Graph tags", () => {
    const tags = pageMeta(args("/gallery"), { title: "Gallery", description: "Photos." });
    expect(tags).toContainEqual({ title: "Gallery | Shree Ganesh Cement Products" });
    expect(tags).toContainEqual({ name: "description", content: "Photos." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.in/gallery" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://www.example.in/gallery" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://www.example.in/images/og-default.webp" });
    expect(tags.some((t) => "name" in t && t.name === "robots")).toBe(false);
  });

  it("in Gujarati or Hindi: the canonical in the page's language, the four alternates and the locale; none on a page kept out of the index", () => {
    const gu = (pathname: string) => ({
      ...args(pathname),
      matches: [args(pathname).matches[0], { ...args(pathname).matches[1], id: "gu:routes/site/layout" }],
    });
    const tags = pageMeta(gu("/gu/gallery"), { title: "ગેલેરી", description: "ફોટા.", path: "/gallery" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.in/gu/gallery" });
    expect(tags).toContainEqual({ property: "og:locale", content: "gu_IN" });
    expect(tags.filter((t) => "rel" in t && t.rel === "alternate")).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en-IN", href: "https://www.example.in/gallery" },
      { tagName: "link", rel: "alternate", hrefLang: "gu-IN", href: "https://www.example.in/gu/gallery" },
      { tagName: "link", rel: "alternate", hrefLang: "hi-IN", href: "https://www.example.in/hi/gallery" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://www.example.in/gallery" },
    ]);
    expect(tags).toContainEqual({ title: "ગેલેરી | Shree Ganesh Cement Products" });
    const home = pageMeta(gu("/gu"), { title: "હોમ", description: "ફોટા." });
    expect(home).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.in/gu" });
    const search = pageMeta(gu("/gu/search"), { title: "શોધ", description: "પરિણામ.", noindex: true });
    expect(search.some((t) => "rel" in t && t.rel === "alternate")).toBe(false);
  });

  describe("in the browser", () => {
    afterEach(() => vi.unstubAllEnvs());
    it("gives only the title and robots: the server writes the other tags, which a client-side page change drops", () => {
      vi.stubEnv("SSR", false);
      expect(pageMeta(args("/gallery"), { title: "Gallery", description: "Photos." })).toEqual([{ title: "Gallery | Shree Ganesh Cement Products" }]);
      expect(pageMeta(args("/search"), { title: "Search", description: "Results.", noindex: true })).toEqual([
        { title: "Search | Shree Ganesh Cement Products" },
        { name: "robots", content: "noindex, follow" },
      ]);
    });

    it("renders nothing the server-only head tags' selector matches: dropping those never removes a tag React keeps", () => {
      vi.stubEnv("SSR", false);
      const rendered: Record<string, unknown>[] = [
        ...pageMeta(args("/gallery"), { title: "Gallery", description: "Photos.", path: "/gallery", image: "/images/x.webp" }),
        ...pageMeta(args("/search"), { title: "Search", description: "Results.", noindex: true }),
        ...adminMeta("Dashboard", "Shree Ganesh Cement Products"),
      ];
      // SERVER_HEAD's parts, each as a test of a descriptor React Router's <Meta/> would render.
      const parts = SERVER_HEAD.split(/,\s*/);
      expect(parts).toEqual([
        'script[type="application/ld+json"]',
        'meta[name="description"]',
        'meta[property^="og:"]',
        'meta[name^="twitter:"]',
        'link[rel="canonical"]',
        'link[rel="alternate"][hreflang]',
      ]);
      const serverOnly = (d: Record<string, unknown>) =>
        "script:ld+json" in d ||
        d.name === "description" ||
        String(d.property ?? "").startsWith("og:") ||
        String(d.name ?? "").startsWith("twitter:") ||
        (d.tagName === "link" && (d.rel === "canonical" || (d.rel === "alternate" && "hrefLang" in d)));
      expect(rendered.filter(serverOnly)).toEqual([]);
      expect(rendered).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    });
  });

  it("keeps titles within 65 characters: the business name is appended only while it fits, a long title is shortened at a word", () => {
    const name = "Shree Ganesh Cement Products";
    expect(fullTitle("Paver Blocks & Kerb Stones, Surat", name)).toBe("Paver Blocks & Kerb Stones, Surat | Shree Ganesh Cement Products");
    expect(fullTitle("Sanjeevani Multispeciality Hospital Campus Project", name)).toBe("Sanjeevani Multispeciality Hospital Campus Project");
    expect(fullTitle(`About ${name}`, name)).toBe(`About ${name}`);
    const long = fullTitle("Search results for “interlocking zig-zag paver blocks for a housing society compound”", name);
    expect(long.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(long).toBe("Search results for “interlocking zig-zag paver blocks for a…");
  });

  it("shortens a description over 160 characters at a word, and leaves shorter text alone", () => {
    const text = "Paver blocks, kerb stones and precast walls. ".repeat(5);
    const cut = clampText(text, DESCRIPTION_MAX);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut).toMatch(/ [a-z]+…$/);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(clampText("  Photos of   our work. ", DESCRIPTION_MAX)).toBe("Photos of our work.");
    const tags = pageMeta(args("/x"), { title: "X", description: text });
    expect(tags).toContainEqual({ name: "description", content: cut });
    expect(tags).toContainEqual({ property: "og:description", content: cut });
  });

  it("honours an explicit path, image and noindex", () => {
    const tags = pageMeta(args("/project"), { title: "P", description: "D", path: "/project-one", image: "/images/project/hospital-1.webp", noindex: true });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.in/project-one" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://www.example.in/images/project/hospital-1.webp" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
  });

  it("describes the business and breadcrumbs as schema.org data", () => {
    const org = organizationJsonLd("https://www.example.in", BUSINESS);
    expect(org["@type"]).toBe("LocalBusiness");
    expect(org.name).toBe("Shree Ganesh Cement Products");
    expect(org.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Plot No. 42, GIDC Sachin Industrial Estate",
      addressLocality: "Surat",
      addressRegion: "Gujarat",
      postalCode: "394230",
      addressCountry: "IN",
    });
    expect(org.openingHours).toEqual(["Mo-Fr 09:00-18:00", "Sa 09:00-14:00"]);
    expect(org.description).toBe("Trusted since 2009 for paver blocks, kerb stones, fly ash bricks and precast walls");
    expect(org.sameAs).toHaveLength(4);
    const crumbs = breadcrumbJsonLd("https://www.example.in", [
      { name: "Home", path: "/" },
      { name: "Gallery", path: "/gallery" },
    ]);
    expect(crumbs.itemListElement[1]).toEqual({ "@type": "ListItem", position: 2, name: "Gallery", item: "https://www.example.in/gallery" });
    expect(absoluteUrl("https://a.in", "https://b.in/x")).toBe("https://b.in/x");
  });

  it("offers width variants only for our own WebP images", () => {
    expect(imageSrcSet("/images/products/x.webp")).toBe("/images/products/x-400.webp 400w, /images/products/x-800.webp 800w");
    expect(imageSrcSet("/uploads/ab12-800.webp")).toBe("/uploads/ab12-400.webp 400w, /uploads/ab12-800.webp 800w");
    expect(imageSrcSet("/images/logo.svg")).toBeUndefined();
    expect(imageSrcSet("https://cdn.example.com/x.webp")).toBeUndefined();
  });
});
