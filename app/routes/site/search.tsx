import { Form } from "react-router";
import { Search as SearchIcon } from "~/components/site/icons";
import { CategoryLinks } from "~/components/site/category-links";
import { LinkPager } from "~/components/site/link-pager";
import { PageHero } from "~/components/site/page-hero";
import { LinkCard } from "~/components/site/link-card";
import { useSiteCategories } from "~/components/site/site-data";
import { Button } from "~/components/ui/button";
import { unitWord } from "~/components/site/unit-word";
import { formatCount, formatRupees } from "#schemas/format";
import { langFromPath } from "~/i18n/languages";
import { useLocalePath, useT } from "~/i18n/t";
import { metaT, pageMeta } from "~/lib/seo";
import { pageParam } from "~/lib/page-param";
import { loadProductPage, SITE_PAGE_SIZE } from "~/lib/site-paging";
import { servicesContext } from "~/load-context";
import { pageMessages } from "~/i18n/messages.server";
import type { Route } from "./+types/search";

/** Longest search we run; longer text is cut (the header's box has the same limit). */
const MAX_QUERY = 100;

/**
 * The header's search runs (the panel's Enter lands here): active products matching by name,
 * category, description or specs, one page of SITE_PAGE_SIZE at a time (`?q=…&page=2`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const messages = pageMessages(request, "search");
  if (!q) return { q, page: 1, totalPages: 0, total: 0, results: [], messages };
  const lang = langFromPath(new URL(request.url).pathname);
  const found = await loadProductPage(context.get(servicesContext).catalogue, { search: q, lang }, pageParam(params));
  return {
    q,
    page: found.page,
    totalPages: found.totalPages,
    total: found.total,
    results: found.data.map((p) => ({
      id: p.id,
      name: p.product_name,
      description: p.description,
      price: p.price,
      unit: p.unit,
      minQuantity: p.min_order_quantity,
      minUnit: p.min_order_unit,
      image: p.image_url,
      categoryName: p.category_name,
      path: `/${p.category_slug}/${p.product_slug}`,
    })),
    messages,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = metaT(args);
  return pageMeta(args, {
    title: args.loaderData?.q ? t("search.resultsFor", { q: args.loaderData.q }) : t("search.title"),
    description: t("search.description"),
    path: "/search",
    noindex: true,
  });
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, page, totalPages, total, results } = loaderData;
  const first = (page - 1) * SITE_PAGE_SIZE + 1;
  const categories = useSiteCategories();
  const t = useT();
  const lp = useLocalePath();
  return (
    <>
      <PageHero title={q ? t("search.resultsFor", { q }) : t("search.title")} />
      <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
        <Form method="get" action={lp("/search")} role="search" aria-label={t("search.formLabel")} className="flex max-w-2xl gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            {t("search.fieldLabel")}
          </label>
          <input
            key={q}
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={q}
            placeholder={t("search.placeholder")}
            maxLength={MAX_QUERY}
            required
            className="min-w-0 flex-1 rounded-lg border border-gray-300 px-4 py-3 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700"
          />
          <Button type="submit" size="lg" icon={<SearchIcon className="h-5 w-5" />}>
            {t("search.button")}
          </Button>
        </Form>

        <div aria-live="polite" className="mt-8">
          {!q ? (
            <p className="text-gray-700">{t("search.hint")}</p>
          ) : total === 0 ? (
            <div className="rounded-xl bg-gray-50 p-8 text-center">
              <p className="text-lg font-medium text-gray-900">{t("search.none", { q })}</p>
              <p className="mt-2 text-gray-700">{t("search.noneHint")}</p>
            </div>
          ) : (
            <p className="text-gray-700">
              {t("search.found", {
                q,
                count: t(total === 1 ? "catalogue.category.count" : "catalogue.category.countPlural", { count: formatCount(total) }),
              })}
              {totalPages > 1 ? t("search.showing", { first, last: first + results.length - 1 }) : null}
            </p>
          )}
        </div>

        {results.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((r, i) => (
              <li key={r.id}>
                <LinkCard
                  to={lp(r.path)}
                  image={r.image}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  priority={i < 3}
                  imageClassName="aspect-[4/3] w-full object-cover"
                >
                  <p className="text-sm font-medium text-brand-700">{r.categoryName}</p>
                  <h2 className="mt-1 text-lg font-semibold text-gray-900 group-hover:text-brand-700">{r.name}</h2>
                  <p className="mt-2 line-clamp-2 text-sm text-gray-600">{r.description}</p>
                  <p className="mt-auto pt-3 text-gray-900">
                    <span className="text-lg font-bold">{formatRupees(r.price)}</span>{" "}
                    <span className="text-sm text-gray-600">{t("catalogue.card.perUnit", { unit: unitWord(t, r.unit) })}</span>
                  </p>
                  <p className="text-sm text-gray-600">{t("search.minOrder", { minOrder: `${r.minQuantity} ${unitWord(t, r.minUnit)}` })}</p>
                </LinkCard>
              </li>
            ))}
          </ul>
        ) : null}

        <LinkPager
          page={page}
          totalPages={totalPages}
          href={(p) => lp(`/search?${new URLSearchParams(p > 1 ? { q, page: String(p) } : { q })}`)}
          label={t("search.pages")}
        />

        {q && total === 0 ? (
          <CategoryLinks
            categories={categories}
            label={t("search.categories")}
            heading={<h2 className="text-lg font-semibold text-gray-900">{t("search.browse")}</h2>}
            className="mt-8"
            listClassName="mt-3 flex flex-wrap gap-2"
            linkClassName="inline-block rounded-full bg-gray-100 px-4 py-2 text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-700"
          />
        ) : null}
      </div>
    </>
  );
}
