/**
 * schema.org structured data (JSON-LD) of the public pages. Crawlers load whole pages, so the
 * server alone writes it, into the document's <head> (app/root.tsx through app/entry.server.tsx):
 * none of this code reaches the browser.
 *
 * A page's loader adds its page's objects:
 *
 *   addBreadcrumbJsonLd(context, CRUMBS);
 *   addJsonLd(context, "page", (site) => productListJsonLd(site.siteUrl, site.business.name, …));
 *
 * Each builder gets the site layout's data (its `siteUrl`: PUBLIC_URL or the start address, never
 * the request's Host) and runs only when the document is written, and only for the routes whose
 * components are rendered (see documentJsonLd).
 */
import type { RouterContextProvider } from "react-router";
import { unitCodeOf } from "#schemas/unit-codes";
import type { SiteLayoutData } from "~/components/site/site-data";
import { DEFAULT_LANG, localePath, type Lang } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";
import type { Translate } from "~/i18n/t";
import { absoluteUrl, isSiteLayoutId, type Crumb } from "~/lib/seo";
import { requestContext, type JsonLdBlocks, type JsonLdBuilder } from "~/load-context";

/** Adds objects to the document being rendered: the site layout's ("site") or the page's own ("page"). */
export function addJsonLd(context: Readonly<RouterContextProvider>, scope: keyof JsonLdBlocks, ...builders: JsonLdBuilder[]): void {
  context.get(requestContext).jsonLd[scope].push(...builders);
}

/**
 * Adds the schema.org BreadcrumbList of the breadcrumb the page shows, in the page's language: its
 * crumbs, or a trail named by messages (`(t) => crumbs`, given the page's language's messages when
 * the document is written, so the loader needs no language of its own).
 */
export function addBreadcrumbJsonLd(context: Readonly<RouterContextProvider>, crumbs: readonly Crumb[] | ((t: Translate) => readonly Crumb[])): void {
  addJsonLd(context, "page", (site) => breadcrumbJsonLd(site.siteUrl, localCrumbs(site, typeof crumbs === "function" ? crumbs(serverT(site.lang)) : crumbs)));
}

/**
 * The texts of the document's <script type="application/ld+json"> elements, the page's first.
 * Objects belong to the route that added them and are written only when that route's component
 * is rendered: none of the page's when any route failed (an error boundary shows instead of the
 * page), none at all when the root's or the site layout's error boundary shows.
 */
export function documentJsonLd(blocks: JsonLdBlocks, rendered: { loaderData: Record<string, unknown>; errors: Record<string, unknown> | null }): string[] {
  const layoutId = Object.keys(rendered.loaderData).find(isSiteLayoutId);
  const site = layoutId ? (rendered.loaderData[layoutId] as SiteLayoutData | undefined) : undefined;
  const failed = Object.keys(rendered.errors ?? {});
  if (!site || failed.some((id) => id === "root" || isSiteLayoutId(id))) return [];
  const builders = failed.length > 0 ? blocks.site : [...blocks.page, ...blocks.site];
  return builders.map((build) => serializeJsonLd(build(site)));
}

/**
 * JSON for an inline <script type="application/ld+json">: characters that could end the script
 * element or break parsing (<, >, &, U+2028, U+2029) are written as \u escapes, which JSON reads back
 * unchanged.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A trail in the page's language: its addresses under the language's prefix and the home page named in it. */
function localCrumbs(site: SiteLayoutData, crumbs: readonly Crumb[]): Crumb[] {
  const home = serverT(site.lang)("site.nav.home");
  return crumbs.map((c, i) => ({ name: i === 0 && c.path === "/" ? home : c.name, path: localePath(site.lang, c.path) }));
}

/** schema.org BreadcrumbList for a visible breadcrumb (Home first). */
export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, c.path),
    })),
  };
}

/** What a product card shows that the product list describes. */
export type LdProduct = {
  id: number;
  product_name: string;
  price: number;
  image_url: string | null;
  description: string;
  min_order_quantity: number;
  min_order_unit: string;
};

/**
 * schema.org Product per card, each with an INR Offer, as one ItemList; `offset` products came on
 * the pages before. Addresses are the category page's in `lang`.
 */
export function productListJsonLd(
  siteUrl: string,
  brand: string,
  category: { name: string; slug: string },
  products: readonly LdProduct[],
  offset: number,
  lang: Lang = DEFAULT_LANG,
) {
  const pageUrl = absoluteUrl(siteUrl, localePath(lang, `/${category.slug}`));
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: category.name,
    itemListElement: products.map((p, i) => ({
      "@type": "ListItem",
      position: offset + i + 1,
      item: {
        "@type": "Product",
        "@id": `${pageUrl}#product-${p.id}`,
        name: p.product_name,
        description: p.description,
        category: category.name,
        image: absoluteUrl(siteUrl, p.image_url ?? "/images/placeholder.webp"),
        brand: { "@type": "Brand", name: brand },
        offers: {
          "@type": "Offer",
          url: `${pageUrl}#product-${p.id}`,
          priceCurrency: "INR",
          price: p.price.toFixed(2),
          eligibleQuantity: { "@type": "QuantitativeValue", minValue: p.min_order_quantity, unitText: p.min_order_unit },
          seller: { "@id": `${siteUrl}/#organization` },
        },
      },
    })),
  };
}

/** What the Product JSON-LD of a product's own page describes. */
export type LdProductPage = LdProduct & {
  product_slug: string;
  unit: string;
  category_name: string;
  images: readonly { url: string }[];
  stock: "in-stock" | "low-stock" | "out-of-stock";
};

const AVAILABILITY = {
  "in-stock": "https://schema.org/InStock",
  "low-stock": "https://schema.org/LimitedAvailability",
  "out-of-stock": "https://schema.org/OutOfStock",
} as const;

/**
 * schema.org Product of a product's page, with an INR Offer: the price per unit as a
 * UnitPriceSpecification with the unit's UN/CEFACT code (left out for a unit not known), and the
 * minimum order as its eligible quantity (JSON leaves an undefined code out). Its address is the
 * page's in `lang` (`pagePath` is the English one).
 */
export function productPageJsonLd(siteUrl: string, brand: string, pagePath: string, p: LdProductPage, lang: Lang = DEFAULT_LANG) {
  const url = absoluteUrl(siteUrl, localePath(lang, pagePath));
  const price = p.price.toFixed(2);
  const images = p.images.length > 0 ? p.images.map((i) => i.url) : ["/images/placeholder.webp"];
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: p.product_name,
    image: images.map((i) => absoluteUrl(siteUrl, i)),
    description: p.description,
    sku: p.product_slug,
    productID: String(p.id),
    brand: { "@type": "Brand", name: brand },
    category: p.category_name,
    offers: {
      "@type": "Offer",
      url,
      price,
      priceCurrency: "INR",
      availability: AVAILABILITY[p.stock],
      priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: "INR", unitCode: unitCodeOf(p.unit), unitText: p.unit },
      eligibleQuantity: { "@type": "QuantitativeValue", value: p.min_order_quantity, unitCode: unitCodeOf(p.min_order_unit), unitText: p.min_order_unit },
      seller: { "@id": `${siteUrl}/#organization` },
    },
  };
}
