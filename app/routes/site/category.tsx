import { data, Link, redirect, useNavigation } from "react-router";
import { PackageOpen } from "~/components/site/catalogue-icons";
import { CategoryHeading, CategoryPager } from "~/components/site/category-parts";
import { CatalogueErrorBoundary } from "~/components/site/catalogue-error-boundary";
import { CategoryShell } from "~/components/site/category-shell";
import { ProductCard } from "~/components/site/product-card";
import { prefetchInquiryModal, useInquiryModal } from "~/components/site/use-inquiry-modal";
import { useSiteCategories, type SiteCategory } from "~/components/site/site-data";
import { staticIsland } from "~/components/site/static-island";
import { Spinner } from "~/components/ui/spinner";
import { formatCount, formatRupees } from "#schemas/format";
import { langFromPath, localePath, stripLang } from "~/i18n/languages";
import { pageMessages, serverT } from "~/i18n/messages.server";
import { useLocalePath, useT } from "~/i18n/t";
import { addBreadcrumbJsonLd, addJsonLd, productListJsonLd } from "~/lib/json-ld.server";
import { crumbsFromHome, messagePageMeta, pageMeta } from "~/lib/seo";
import { pageParam } from "~/lib/page-param";
import { loadProductPage, SITE_PAGE_SIZE } from "~/lib/site-paging";
import { cardProductOf } from "~/lib/card-product.server";
import { countProductViews } from "~/lib/product-views.server";
import { requestContext, servicesContext } from "~/load-context";
import type { Route } from "./+types/category";

/**
 * The products of one category, SITE_PAGE_SIZE a page (`?page=2`), rendered on the server (the
 * catalogue reads without JavaScript). An address the category had before a rename answers 301 to
 * its current one with the same query (`?page=2` stays), so links already shared keep working.
 *
 * Each visit counts a view of every product whose card it shows: a page the cache may keep passes
 * the ids to it (it counts hits too), any other request (a client navigation's data) counts here.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalogue, categories } = context.get(servicesContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = serverT(lang);
  const found = await categories.lookup(params.category, lang);
  if (found?.redirectTo) throw redirect(localePath(lang, `/${found.redirectTo}${url.search}`), 301);
  const category = found?.category;
  if (!category) throw data({ slug: params.category }, { status: 404, statusText: "Category not found" });
  const page = await loadProductPage(catalogue, { categorySlug: category.slug, lang }, pageParam(url.searchParams));
  countProductViews(
    context,
    request,
    page.data.map((p) => p.id),
  );
  const cached = context.get(requestContext).page;
  if (cached) cached.pages = page.totalPages;
  const crumbs = crumbsFromHome({ name: t("catalogue.breadcrumb.products"), path: "/products" }, { name: category.name, path: `/${category.slug}` });
  addBreadcrumbJsonLd(context, crumbs);
  if (page.data.length > 0) {
    const offset = (page.page - 1) * SITE_PAGE_SIZE;
    addJsonLd(context, "page", (site) => productListJsonLd(site.siteUrl, site.business.name, category, page.data, offset, site.lang));
  }
  const totalText = t(page.total === 1 ? "catalogue.category.count" : "catalogue.category.countPlural", { count: formatCount(page.total) });
  const from = page.lowestPrice !== null ? t("catalogue.category.from", { price: formatRupees(page.lowestPrice) }) : "";
  return {
    category: { id: category.id, name: category.name, slug: category.slug, description: category.description, image: category.imageUrl },
    products: page.data.map((p) => cardProductOf(p, t)),
    // Written here, so the page's JavaScript needs no number formatting.
    totalText,
    metaDescription: t("catalogue.category.metaDescription", { name: category.name, total: totalText, from }),
    page: page.page,
    totalPages: page.totalPages,
    messages: pageMessages(request, "category"),
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return messagePageMeta(args, "catalogue.category.notFoundTitle", "catalogue.category.notFoundDescription", { noindex: true });
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
  const { inquiry, Modal, getBestPrice, close } = useInquiryModal();
  const t = useT();
  const lp = useLocalePath();

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
          <p className="text-base font-medium">{t("catalogue.category.loading", { name: loadingOther.name })}</p>
        </div>
      ) : (
        <>
          <CategoryHeadingIsland category={category} catalogueHref={products.length > 0 ? `/catalogue/${category.slug}.pdf` : undefined} />
          {products.length === 0 ? (
            <div className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-gray-50 px-6 py-12 text-center">
              <PackageOpen className="h-10 w-10 text-gray-400" />
              <p className="text-base text-gray-700">{t("catalogue.category.empty", { name: category.name })}</p>
              <Link to={lp("/contact")} className="font-semibold text-brand-700 underline hover:text-brand-800">
                {t("catalogue.category.askAbout", { name: category.name })}
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
      {Modal ? <Modal product={inquiry} onClose={close} /> : null}
    </CategoryShell>
  );
}

/** Unknown slug (404) or a failed load, inside the site layout. */
export const ErrorBoundary = CatalogueErrorBoundary;

function categoryOfPath(categories: SiteCategory[], pathname: string): SiteCategory | undefined {
  const slug = stripLang(pathname).replace(/^\/+|\/+$/g, "");
  return categories.find((c) => c.slug === slug);
}
