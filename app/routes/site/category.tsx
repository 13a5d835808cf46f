import { lazy, useState } from "react";
import { data, Link, redirect, useNavigation } from "react-router";
import { PackageOpen } from "~/components/site/catalogue-icons";
import { buttonClass } from "~/components/ui/button";
import { CategoryHeading, CategoryPager } from "~/components/site/category-parts";
import { CategoryShell } from "~/components/site/category-shell";
import { ProductCard, type CardProduct } from "~/components/site/product-card";
import { useSiteCategories, type SiteCategory } from "~/components/site/site-data";
import { staticIsland } from "~/components/site/static-island";
import { Spinner } from "~/components/ui/spinner";
import { formatCountOf, formatRupees } from "#schemas/format";
import { addJsonLd, breadcrumbJsonLd, productListJsonLd } from "~/lib/json-ld.server";
import { crumbsFromHome, pageMeta } from "~/lib/seo";
import { pageParam } from "~/lib/page-param";
import { loadProductPage, SITE_PAGE_SIZE } from "~/lib/site-paging";
import { cardProductOf } from "~/lib/card-product.server";
import { toast } from "~/lib/toast";
import type { InquiryModal } from "~/components/site/inquiry-modal";
import { requestContext, servicesContext } from "~/load-context";
import type { Route } from "./+types/category";

type InquiryModalComponent = typeof InquiryModal;

/**
 * The quote modal's code (dialog, country picker, API client, retry) is loaded when 'Get Best
 * Price' is first pointed at, focused or pressed, not with the page: the page's first load has a
 * JavaScript budget (tests/e2e/budget.spec.ts). A failed download is asked for again next time
 * (browsers that remember a failed import() need a reload, which the error toast suggests).
 */
let inquiryModal: Promise<InquiryModalComponent> | undefined;
let loadedInquiryModal: InquiryModalComponent | undefined;
function loadInquiryModal(): Promise<InquiryModalComponent> {
  inquiryModal ??= import("~/components/site/inquiry-modal").then(
    (m) => (loadedInquiryModal = m.InquiryModal),
    (err: unknown) => {
      inquiryModal = undefined;
      throw err;
    },
  );
  return inquiryModal;
}
const prefetchInquiryModal = () => void loadInquiryModal().catch(() => undefined);

/**
 * The products of one category, SITE_PAGE_SIZE a page (`?page=2`), rendered on the server (the
 * catalogue reads without JavaScript). An address the category had before a rename answers 301 to
 * its current one with the same query (`?page=2` stays), so links already shared keep working.
 *
 * Each visit counts a view of every product whose card it shows: a page the cache may keep passes
 * the ids to it (it counts hits too), any other request (a client navigation's data) counts here.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalogue, categories, productViews } = context.get(servicesContext);
  const url = new URL(request.url);
  const found = await categories.lookup(params.category);
  if (found?.redirectTo) throw redirect(`/${found.redirectTo}${url.search}`, 301);
  const category = found?.category;
  if (!category) throw data({ slug: params.category }, { status: 404, statusText: "Category not found" });
  const page = await loadProductPage(catalogue, { categorySlug: category.slug }, pageParam(url.searchParams));
  const productIds = page.data.map((p) => p.id);
  const cached = context.get(requestContext).page;
  if (cached) {
    cached.productIds = productIds;
    cached.pages = page.totalPages;
  } else {
    const { headers } = request;
    productViews.seen(productIds, {
      method: request.method,
      userAgent: headers.get("user-agent"),
      purpose: headers.get("sec-purpose") ?? headers.get("purpose"),
    });
  }
  const crumbs = crumbsFromHome({ name: "Products", path: "/products" }, { name: category.name, path: `/${category.slug}` });
  addJsonLd(context, "page", (site) => breadcrumbJsonLd(site.siteUrl, crumbs));
  if (page.data.length > 0) {
    const offset = (page.page - 1) * SITE_PAGE_SIZE;
    addJsonLd(context, "page", (site) => productListJsonLd(site.siteUrl, site.business.name, category, page.data, offset));
  }
  const totalText = formatCountOf(page.total, "product");
  const from = page.lowestPrice !== null ? ` from ${formatRupees(page.lowestPrice)}` : "";
  return {
    category: { id: category.id, name: category.name, slug: category.slug, description: category.description, image: category.imageUrl },
    products: page.data.map(cardProductOf),
    // Written here, so the page's JavaScript needs no number formatting.
    totalText,
    metaDescription: `${category.name} from our Surat factory: ${totalText}${from}, with sizes, strength and minimum order. Ask for the best price.`,
    page: page.page,
    totalPages: page.totalPages,
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) {
    return pageMeta(args, {
      title: "Category not found",
      description: "This product category does not exist. Browse the cement and concrete products of {business}.",
      noindex: true,
    });
  }
  const { category, products, metaDescription } = args.data;
  return pageMeta(args, {
    title: category.name,
    description: metaDescription,
    path: `/${category.slug}`,
    image: products.find((p) => p.image_url)?.image_url ?? undefined,
  });
};

/** The loader's data is never cached by the browser: prices and stock change. */
export function headers() {
  return { "Cache-Control": "no-cache" };
}

/** The heading and the pager are markup only: a first load keeps the server's HTML of them. */
const CategoryHeadingIsland = staticIsland(import.meta.env.SSR ? CategoryHeading : null, () =>
  import("~/components/site/category-parts").then((m) => m.CategoryHeading),
);
const CategoryPagerIsland = staticIsland(import.meta.env.SSR ? CategoryPager : null, () =>
  import("~/components/site/category-parts").then((m) => m.CategoryPager),
);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, products, totalText, page, totalPages } = loaderData;
  const categories = useSiteCategories();
  const navigation = useNavigation();
  const [inquiry, setInquiry] = useState<CardProduct | null>(null);
  const [Modal, setModal] = useState(() => loadedInquiryModal);

  function getBestPrice(product: CardProduct) {
    setInquiry(product);
    if (Modal) return;
    loadInquiryModal().then(
      (loaded) => setModal(() => loaded),
      () => {
        setInquiry(null);
        toast.error("Could not open the quote form. Please check your connection and reload the page.");
      },
    );
  }

  // Client-side navigation to another category: say which one is loading.
  const target = navigation.state === "loading" && navigation.location ? categoryOfPath(categories, navigation.location.pathname) : undefined;
  const loadingOther = target && target.slug !== category.slug ? target : undefined;

  return (
    <CategoryShell categories={categories} currentSlug={category.slug}>
      {loadingOther ? (
        <div
          role="status"
          className="flex min-h-[16rem] flex-col items-center justify-center gap-3 rounded-xl border border-gray-200 bg-gray-50 p-8 text-gray-700"
        >
          <Spinner size="lg" className="text-brand-700" />
          <p className="text-base font-medium">{`Loading ${loadingOther.name}...`}</p>
        </div>
      ) : (
        <>
          <CategoryHeadingIsland category={category} catalogueHref={products.length > 0 ? `/catalogue/${category.slug}.pdf` : undefined} />
          {products.length === 0 ? (
            <div className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-gray-50 px-6 py-12 text-center">
              <PackageOpen className="h-10 w-10 text-gray-400" />
              <p className="text-base text-gray-700">{`No ${category.name} available at the moment.`}</p>
              <Link to="/contact" className="font-semibold text-brand-700 underline hover:text-brand-800">
                Ask us about {category.name}
              </Link>
            </div>
          ) : (
            <>
              <p className="mt-1 text-sm text-gray-600">{totalText}</p>
              <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 2xl:grid-cols-3">
                {products.map((p, i) => (
                  <ProductCard key={p.id} product={p} priority={i === 0} onGetBestPrice={getBestPrice} onGetBestPriceIntent={prefetchInquiryModal} />
                ))}
              </div>
              <CategoryPagerIsland category={category} page={page} totalPages={totalPages} />
            </>
          )}
        </>
      )}
      {/* Stays mounted once loaded: closing the native dialog returns focus to the button. */}
      {Modal ? <Modal product={inquiry} onClose={() => setInquiry(null)} /> : null}
    </CategoryShell>
  );
}

/**
 * Unknown slug (404) or a failed load (anything else), inside the site layout. Loaded when a
 * category page fails, not with every category page (tests/e2e/budget.spec.ts). When that code
 * cannot be had either (the connection dropped, or a new version replaced it), a plain notice
 * with a reload stands in, rather than the whole site's error page.
 */
export const ErrorBoundary = lazy(() => import("~/components/site/category-error").catch(() => ({ default: ReloadNotice })));

function ReloadNotice() {
  return (
    <div role="alert" className="mx-auto max-w-7xl px-4 py-12 text-center">
      <p className="text-base font-medium text-red-800">This page could not be loaded. Please check your connection.</p>
      <button type="button" onClick={() => window.location.reload()} className={buttonClass({ size: "lg", className: "mt-4" })}>
        Reload
      </button>
    </div>
  );
}

function categoryOfPath(categories: SiteCategory[], pathname: string): SiteCategory | undefined {
  const slug = pathname.replace(/^\/+|\/+$/g, "");
  return categories.find((c) => c.slug === slug);
}
