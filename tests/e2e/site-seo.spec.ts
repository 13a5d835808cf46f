import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { E2E } from "./env";
import { BUSINESS_NAME, categoriesInMenuOrder, DEMO_CATEGORIES, gotoHydrated } from "./site-helpers";

/** Attributes of every `<tag …>` in server-rendered HTML. */
function tags(html: string, tag: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))) {
    const attrs: Record<string, string> = {};
    for (const a of m[1].matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1]] = decode(a[2]);
    out.push(attrs);
  }
  return out;
}
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[e]!);

async function head(request: APIRequestContext, path: string, status = 200) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(status);
  const html = await res.text();
  const meta = tags(html, "meta");
  const prop = (p: string) => meta.find((m) => m.property === p || m.name === p)?.content;
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  // The server writes the structured data into <head>, outside what the browser's React renders.
  expect(blocks.filter((m) => m.index > html.indexOf("</head>")).length, `${path}: JSON-LD after </head>`).toBe(0);
  const jsonLd = blocks.map((m) => JSON.parse(m[1]) as Record<string, unknown>);
  return {
    html,
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ""),
    canonical: tags(html, "link").find((l) => l.rel === "canonical")?.href,
    prop,
    jsonLd,
  };
}

const PAGES: { path: string; title: string; canonical: string; breadcrumb?: string[]; noindex?: boolean; status?: number }[] = [
  { path: "/", title: "Paver Blocks & Kerb Stones, Surat", canonical: "/" },
  { path: "/home", title: "Paver Blocks & Kerb Stones, Surat", canonical: "/" },
  { path: "/who-we-are", title: "Who We Are", canonical: "/who-we-are", breadcrumb: ["Home", "Who We Are"] },
  { path: "/meet-our-team", title: "Meet Our Team", canonical: "/meet-our-team", breadcrumb: ["Home", "Meet Our Team"] },
  { path: "/products", title: "Our Products", canonical: "/products", breadcrumb: ["Home", "Products"] },
  {
    path: "/project-one",
    title: "Sanjeevani Hospital Paving Project",
    canonical: "/projects/sanjeevani-multispeciality-hospital-campus",
    breadcrumb: ["Home", "Projects", "Sanjeevani Multispeciality Hospital Campus"],
  },
  {
    path: "/projects/sanjeevani-multispeciality-hospital-campus",
    title: "Sanjeevani Hospital Paving Project",
    canonical: "/projects/sanjeevani-multispeciality-hospital-campus",
    breadcrumb: ["Home", "Projects", "Sanjeevani Multispeciality Hospital Campus"],
  },
  { path: "/projects", title: "Our Projects", canonical: "/projects", breadcrumb: ["Home", "Projects"] },
  { path: "/gallery", title: "Gallery", canonical: "/gallery", breadcrumb: ["Home", "Gallery"] },
  { path: "/clients", title: "Our Clients", canonical: "/clients", breadcrumb: ["Home", "Our Clients"] },
  { path: "/search?q=paver", title: "Search results for “paver”", canonical: "/search", noindex: true },
  { path: "/contact", title: "Contact Us", canonical: "/contact", breadcrumb: ["Home", "Contact Us"] },
  {
    path: "/paver-blocks/zig-zag-paver-block-60-mm",
    title: "Zig-Zag Paver Block 60 mm",
    canonical: "/paver-blocks/zig-zag-paver-block-60-mm",
    breadcrumb: ["Home", "Products", "Paver Blocks", "Zig-Zag Paver Block 60 mm"],
  },
  { path: "/a/b/c", title: "Paver Blocks & Kerb Stones, Surat", canonical: "/", noindex: true, status: 404 },
];

test.describe("search engines and link previews", () => {
  for (const p of PAGES) {
    test(`${p.path}: title, description, canonical, Open Graph and JSON-LD in the server's HTML`, async ({ request }) => {
      const h = await head(request, p.path, p.status);
      expect(h.title).toBe(`${p.title} | ${BUSINESS_NAME}`);
      expect(h.prop("description")?.length).toBeGreaterThan(40);
      expect(h.canonical).toBe(E2E.baseURL + p.canonical);
      expect(h.prop("og:url")).toBe(E2E.baseURL + p.canonical);
      expect(h.prop("og:title")).toBe(h.title);
      expect(h.prop("og:description")).toBe(h.prop("description"));
      expect(h.prop("og:image")).toMatch(new RegExp(`^${E2E.baseURL}/images/.+\\.webp$`));
      expect(h.prop("og:type")).toBeTruthy();
      expect(h.prop("robots")).toBe(p.noindex ? "noindex, follow" : undefined);

      const org = h.jsonLd.find((d) => d["@type"] === "LocalBusiness") as
        { name: string; url: string; telephone: string; address: { addressLocality: string } } | undefined;
      expect(org, "LocalBusiness JSON-LD").toBeTruthy();
      expect(org!.name).toBe(BUSINESS_NAME);
      expect(org!.url).toBe(`${E2E.baseURL}/`);
      expect(org!.address.addressLocality).toBe("Surat");
      expect(org!.telephone).toBe("+919825041234");

      const crumbs = h.jsonLd.find((d) => d["@type"] === "BreadcrumbList") as
        { itemListElement: { name: string; item: string; position: number }[] } | undefined;
      if (p.breadcrumb) {
        expect(crumbs?.itemListElement.map((i) => i.name)).toEqual(p.breadcrumb);
        expect(crumbs?.itemListElement[0].item).toBe(`${E2E.baseURL}/`);
      } else expect(crumbs).toBeUndefined();
    });
  }

  test("every public page: a title of at most 65 characters, a description of 50 to 160, and no broken possessive (“Products's”)", async ({ request }) => {
    const categories = await categoriesInMenuOrder();
    const longSearch = "interlocking zig-zag paver blocks for a housing society compound in Surat";
    const paths = [
      ...PAGES.map((p) => p.path),
      ...categories.map((c) => `/${c.slug}`),
      `/search?q=${encodeURIComponent(longSearch)}`,
      "/search",
      "/no-such-category",
    ];
    const problems: string[] = [];
    for (const path of paths) {
      const res = await request.get(path);
      expect([200, 404], path).toContain(res.status());
      const html = await res.text();
      const meta = tags(html, "meta");
      const prop = (p: string) => meta.find((m) => m.property === p || m.name === p)?.content ?? "";
      const title = decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "");
      const description = prop("description");
      if (title.length > 65) problems.push(`${path}: title of ${title.length} characters: ${title}`);
      if (description.length < 50 || description.length > 160) problems.push(`${path}: description of ${description.length} characters: ${description}`);
      if (prop("og:description") !== description || prop("twitter:description") !== description) problems.push(`${path}: link-preview descriptions differ`);
      if (prop("og:title") !== title || prop("twitter:title") !== title) problems.push(`${path}: link-preview titles differ`);
      const text = decode(html.replace(/<script\b[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " "));
      for (const m of `${title} ${meta.map((t) => t.content ?? "").join(" ")} ${text}`.matchAll(/\S*s['’]s\b\S*/gi)) problems.push(`${path}: “${m[0]}”`);
    }
    expect(problems).toEqual([]);
  });

  test("the Open Graph image exists", async ({ request }) => {
    const res = await request.get("/images/og-default.webp");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("image/webp");
  });

  test("/sitemap.xml lists every public page and every category in the database", async ({ request }) => {
    const categories = await categoriesInMenuOrder();
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/xml");
    const xml = await res.text();
    // The sitemap's namespace, and XHTML's for each address's alternates in the other languages.
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      "/",
      "/who-we-are",
      "/meet-our-team",
      "/products",
      "/projects",
      "/projects/sanjeevani-multispeciality-hospital-campus",
      "/gallery",
      "/clients",
      "/contact",
    ]) {
      expect(locs).toContain(E2E.baseURL + path);
    }
    for (const c of categories) expect(locs).toContain(`${E2E.baseURL}/${c.slug}`);
    // Every active product's page (other journeys add and remove their own meanwhile: a demo product stands for them).
    expect(locs).toContain(`${E2E.baseURL}/paver-blocks/zig-zag-paver-block-60-mm`);
    expect(locs.some((l) => l.includes("/admin"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  test("/robots.txt keeps crawlers out of /admin and points at the sitemap", async ({ request }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/plain");
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain(`Sitemap: ${E2E.baseURL}/sitemap.xml`);
  });

  test("a page from the page cache carries the same JSON-LD as one rendered for its request", async ({ request }) => {
    const jsonLdOf = async (res: APIResponse) =>
      [...(await res.text()).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as unknown);
    // (A demo category has one page: its `?page=2` is not its own address, so it is never kept.)
    for (const path of ["/", "/who-we-are", `/${DEMO_CATEGORIES[0].slug}`]) {
      await request.get(path);
      const cached = await request.get(path);
      expect(cached.headers()["x-cache"], path).toBe("HIT");
      // A request with credentials is rendered for itself, never kept (another query redirects to the page's own address).
      const rendered = await request.get(path, { headers: { authorization: "Bearer not-a-session" } });
      expect(rendered.headers()["x-cache"], path).toBeUndefined();
      const expected = await jsonLdOf(rendered);
      expect(expected.length, path).toBeGreaterThan(0);
      expect(await jsonLdOf(cached), path).toEqual(expected);
    }
  });

  test("pages with JSON-LD hydrate without an error or warning, and client-side navigation then works without the JSON-LD of the page left", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") problems.push(`${page.url()}: ${m.type()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`${page.url()}: pageerror: ${e.message}`));
    const [first, second] = DEMO_CATEGORIES;
    const paths = ["/", ...PAGES.filter((p) => p.breadcrumb).map((p) => p.path), `/${first.slug}`];
    for (const path of paths) {
      await gotoHydrated(page, path);
      expect(await page.locator('head > script[type="application/ld+json"]').count(), path).toBeGreaterThan(0);
    }
    expect(problems).toEqual([]);

    // Client-side page changes (the window's marker survives them): another category, then the products.
    await page.evaluate(() => Object.assign(window, { clientSide: true }));
    await page.getByRole("navigation", { name: "Product categories" }).getByRole("link", { name: second.name }).click();
    await expect(page).toHaveURL(`/${second.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: second.name })).toBeVisible();
    await expect(page).toHaveTitle(`${second.name} | ${BUSINESS_NAME}`);
    // The first page's JSON-LD, description, canonical link and link-preview tags would describe the
    // wrong page; crawlers and link previews load each page whole.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('head meta[name="description"], head meta[property^="og:"], head meta[name^="twitter:"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('head meta[name="viewport"]')).toHaveCount(1);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL("/products");
    await expect(page.getByRole("heading", { level: 1, name: "Our Products" })).toBeVisible();
    await expect(page).toHaveTitle(`Our Products | ${BUSINESS_NAME}`);
    expect(await page.evaluate(() => (window as { clientSide?: boolean }).clientSide)).toBe(true);
    expect(problems).toEqual([]);
  });
});
