import { en } from "~/i18n/messages/en";
import { describe, expect, it } from "vitest";
import type { SiteLayoutData } from "~/components/site/site-data";
import { addBreadcrumbJsonLd, addJsonLd, documentJsonLd, productListJsonLd, serializeJsonLd } from "~/lib/json-ld.server";
import { SITE_LAYOUT_ID } from "~/lib/seo";
import { getLoadContext, requestContext } from "~/load-context";

const SITE = { siteUrl: "https://www.example.in", lang: "en", messages: en, business: { name: "Shree Ganesh Cement Products" } } as SiteLayoutData;

/** A request's context with the objects a site layout and a page added. */
function documentContext() {
  const context = getLoadContext({ services: {} as never, cspNonce: undefined, clientAddress: "127.0.0.1" });
  addJsonLd(context, "site", () => ({ "@type": "LocalBusiness" }));
  addBreadcrumbJsonLd(context, [
    { name: "Home", path: "/" },
    { name: "Gallery", path: "/gallery" },
  ]);
  addJsonLd(context, "page", (site) => ({ "@type": "ItemList", name: site.business.name }));
  return context.get(requestContext).jsonLd;
}

const types = (texts: string[]) => texts.map((t) => (JSON.parse(t) as { "@type": string })["@type"]);

describe("JSON-LD written by the server", () => {
  it("escapes JSON-LD so no text can close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script> & \u2028" });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script> & \u2028" });
  });

  it("writes the page's objects, in the order added, then the site layout's, built from the layout's data", () => {
    const texts = documentJsonLd(documentContext(), { loaderData: { [SITE_LAYOUT_ID]: SITE }, errors: null });
    expect(types(texts)).toEqual(["BreadcrumbList", "ItemList", "LocalBusiness"]);
    expect(JSON.parse(texts[0])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.in/" },
        { "@type": "ListItem", position: 2, name: "Gallery", item: "https://www.example.in/gallery" },
      ],
    });
    expect(JSON.parse(texts[1])).toEqual({ "@type": "ItemList", name: "Shree Ganesh Cement Products" });
  });

  it("writes only what the rendered components showed: the layout's under a page's error boundary, nothing under the layout's or the root's", () => {
    const blocks = documentContext();
    const loaderData = { [SITE_LAYOUT_ID]: SITE };
    expect(types(documentJsonLd(blocks, { loaderData, errors: { "routes/site/category": new Error("404") } }))).toEqual(["LocalBusiness"]);
    expect(documentJsonLd(blocks, { loaderData, errors: { [SITE_LAYOUT_ID]: new Error("x") } })).toEqual([]);
    expect(documentJsonLd(blocks, { loaderData, errors: { root: new Error("x") } })).toEqual([]);
    expect(documentJsonLd(blocks, { loaderData: {}, errors: null })).toEqual([]);
  });

  it("describes the products of a category page as an ItemList of Products with INR offers", () => {
    const product = {
      id: 7,
      product_name: "Zig-Zag Paver 80mm",
      price: 42.5,
      image_url: null,
      description: "M-30 grade",
      min_order_quantity: 500,
      min_order_unit: "pieces",
    };
    const list = productListJsonLd("https://www.example.in", "Shree Ganesh Cement Products", { name: "Paver Blocks", slug: "paver-blocks" }, [product], 12);
    expect(list).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Paver Blocks",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 13,
          item: {
            "@type": "Product",
            "@id": "https://www.example.in/paver-blocks#product-7",
            name: "Zig-Zag Paver 80mm",
            description: "M-30 grade",
            category: "Paver Blocks",
            image: "https://www.example.in/images/placeholder.webp",
            brand: { "@type": "Brand", name: "Shree Ganesh Cement Products" },
            offers: {
              "@type": "Offer",
              url: "https://www.example.in/paver-blocks#product-7",
              priceCurrency: "INR",
              price: "42.50",
              eligibleQuantity: { "@type": "QuantitativeValue", minValue: 500, unitText: "pieces" },
              seller: { "@id": "https://www.example.in/#organization" },
            },
          },
        },
      ],
    });
  });
});
