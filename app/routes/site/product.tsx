import { data, redirect } from "react-router";
import { CatalogueErrorBoundary } from "~/components/site/catalogue-error-boundary";
import { ImageViewer } from "~/components/site/image-viewer";
import { GetBestPriceButton, ProductCard } from "~/components/site/product-card";
import { ProductDetails } from "~/components/site/product-details";
import { ProductBreadcrumb } from "~/components/site/product-parts";
import { ShareLinks } from "~/components/site/share-links";
import { staticIsland } from "~/components/site/static-island";
import { ProductEstimate } from "~/components/site/product-estimate";
import { prefetchInquiryModal, useInquiryModal } from "~/components/site/use-inquiry-modal";
import { langFromPath, localePath } from "~/i18n/languages";
import { pageMessages, serverT } from "~/i18n/messages.server";
import { useT } from "~/i18n/t";
import { cardProductOf } from "~/lib/card-product.server";
import { addBreadcrumbJsonLd, addJsonLd, productPageJsonLd } from "~/lib/json-ld.server";
import { countProductViews } from "~/lib/product-views.server";
import { crumbsFromHome, messagePageMeta, pageMeta } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import type { Route } from "./+types/product";

const STOCK_TEXT = { "in-stock": "product.stock.inStock", "low-stock": "product.stock.lowStock", "out-of-stock": "product.stock.outOfStock" } as const;

/**
 * A product's own page at /{category}/{product}: active products only (a draft or inactive one, or
 * a pair that names no product, answers 404 as unknown addresses do). An earlier slug of the
 * product, or a category it was in or an earlier address of its category, answers 301 to its
 * current page, so links already shared keep working.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalogue, categories, config } = context.get(servicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const t = serverT(lang);
  const notFound = () => data({ slug: params.product }, { status: 404, statusText: "Product not found" });
  const [found, category] = await Promise.all([catalogue.findProductPage(params.product, lang), categories.lookup(params.category)]);
  if (!found || !category) throw notFound();
  const { product } = found;
  const path = `/${product.category_slug}/${product.product_slug}`;
  if (found.earlierSlug || category.category?.slug !== product.category_slug) throw redirect(localePath(lang, path), 301);
  const more = await catalogue.moreInCategory(product.category_id, product.id, lang);
  countProductViews(context, request, [product.id]);

  const categoryLink = { name: product.category_name, slug: product.category_slug };
  addBreadcrumbJsonLd(
    context,
    crumbsFromHome(
      { name: t("catalogue.breadcrumb.products"), path: "/products" },
      { name: categoryLink.name, path: `/${categoryLink.slug}` },
      { name: product.product_name, path },
    ),
  );
  addJsonLd(context, "page", (site) => productPageJsonLd(site.siteUrl, site.business.name, path, product, site.lang));
  const card = cardProductOf(product, t);
  const priceLine = t("product.priceLine", { price: card.priceText, unit: card.unitWord });
  return {
    product: {
      ...card,
      images: product.images.length > 0 ? product.images : [{ url: null, alt: product.product_name }],
      gstRate: product.gst_rate,
      hsnCode: product.hsn_code,
      stock: product.stock,
    },
    category: categoryLink,
    more: more.map((p) => cardProductOf(p, t)),
    // Written here, so the page's JavaScript needs no number formatting.
    priceLine,
    // The page's own address, in its language (what the share links send).
    url: config.siteUrl + localePath(lang, path),
    metaDescription: t("product.metaDescription", {
      name: product.product_name,
      priceLine,
      quantity: product.min_order_quantity,
      unit: card.minOrderUnitWord,
      description: product.description,
    }),
    messages: pageMessages(request, "product"),
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return messagePageMeta(args, "product.notFoundTitle", "product.notFoundDescription", { noindex: true });
  const { product, metaDescription } = args.data;
  return pageMeta(args, {
    title: product.product_name,
    description: metaDescription,
    path: product.path,
    image: product.images[0]?.url ?? undefined,
    type: "product",
  });
};

/** The loader's data is never cached by the browser: prices and stock change. */
export function headers() {
  return { "Cache-Control": "no-cache" };
}

/**
 * The breadcrumb is markup only: a first load keeps the server's HTML of it. (The specifications
 * share their rows' code with the cards, which the page loads anyway.)
 */
const BreadcrumbIsland = staticIsland(import.meta.env.SSR ? ProductBreadcrumb : null, () =>
  import("~/components/site/product-parts").then((m) => m.ProductBreadcrumb),
);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, category, more, priceLine, url } = loaderData;
  const { inquiry, estimate, Modal, getBestPrice, close } = useInquiryModal();
  const t = useT();

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <BreadcrumbIsland category={category} product={product.product_name} />
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <ImageViewer key={product.id} images={product.images} label={t("product.viewer.label", { name: product.product_name })} />
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{product.product_name}</h1>
          <p className="mt-3 text-2xl font-bold text-brand-700">{priceLine}</p>
          <ul className="mt-2 space-y-1 text-sm text-gray-700" aria-label={t("product.orderAndTax")}>
            <li className="font-medium">{t("product.minimumOrder", { quantity: product.min_order_quantity, unit: product.minOrderUnitWord })}</li>
            <li>{t("product.gst", { rate: product.gstRate, hsn: product.hsnCode })}</li>
            <li>{t(STOCK_TEXT[product.stock])}</li>
          </ul>
          <ProductEstimate product={product} onGetPrice={(started) => getBestPrice(product, started)} />
          <div className="mt-6 flex flex-col gap-4">
            <GetBestPriceButton className="w-full sm:w-auto sm:self-start" onClick={() => getBestPrice(product)} onIntent={prefetchInquiryModal} />
            <ShareLinks title={product.product_name} url={url} />
          </div>
        </div>
      </div>
      <ProductDetails name={product.product_name} specs={product.specs} description={product.description} />
      {more.length > 0 ? (
        <section aria-labelledby="more-in-category" className="mt-12">
          <h2 id="more-in-category" className="text-xl font-semibold text-ink">
            {t("product.more", { name: category.name })}
          </h2>
          <div className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((p) => (
              <ProductCard key={p.id} product={p} onGetBestPrice={getBestPrice} onGetBestPriceIntent={prefetchInquiryModal} />
            ))}
          </div>
        </section>
      ) : null}
      {/* Stays mounted once loaded: closing the native dialog returns focus to the button. */}
      {Modal ? <Modal product={inquiry} estimate={estimate} onClose={close} /> : null}
    </div>
  );
}

/** A pair that names no active product (404) or a failed load, inside the site layout. */
export const ErrorBoundary = CatalogueErrorBoundary;
