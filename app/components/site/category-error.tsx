import { isRouteErrorResponse, Link, useParams, useRouteError } from "react-router";
import { CategoryLinks } from "~/components/site/category-links";
import { CategoryBreadcrumb } from "~/components/site/category-parts";
import { CategoryShell } from "~/components/site/category-shell";
import { RotateCcw, SearchX, TriangleAlert } from "~/components/site/catalogue-icons";
import { useSiteCategories } from "~/components/site/site-data";
import { Button, buttonClass } from "~/components/ui/button";
import { useLocalePath, useT } from "~/i18n/t";

/**
 * The error view of a category's or a product's page: an unknown address (404) lists every
 * category, a failed load offers Retry. Its own module, loaded only when a category page fails, so the page's first load does not
 * carry it (tests/e2e/budget.spec.ts).
 */
export default function CategoryError() {
  const t = useT();
  const lp = useLocalePath();
  const error = useRouteError();
  const params = useParams();
  const slug = params.category ?? "";
  const product = params.product !== undefined;
  const categories = useSiteCategories();
  const known = categories.find((c) => c.slug === slug);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <CategoryShell categories={categories}>
        <div className="flex flex-col items-center gap-4 rounded-xl border border-gray-200 bg-gray-50 px-6 py-12 text-center">
          <SearchX className="h-10 w-10 text-gray-400" />
          <h1 className="text-2xl font-bold text-ink">{product ? t("catalogue.error.productNotFound") : t("catalogue.error.categoryNotFound")}</h1>
          <p className="max-w-md text-gray-700">{product ? t("catalogue.error.productNotFoundText") : t("catalogue.error.categoryNotFoundText")}</p>
          <Link to={lp("/")} className={buttonClass({ size: "lg" })}>
            {t("catalogue.error.home")}
          </Link>
          <CategoryLinks
            categories={categories}
            label={t("catalogue.error.allCategories")}
            className="mt-4 w-full max-w-md"
            listClassName="grid grid-cols-1 gap-2 sm:grid-cols-2"
            linkClassName="block rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm font-medium text-brand-700 hover:border-brand-600"
          />
        </div>
      </CategoryShell>
    );
  }

  const name = known?.name ?? slug;
  return (
    <CategoryShell categories={categories} currentSlug={slug}>
      {known ? <CategoryBreadcrumb name={known.name} /> : null}
      <div role="alert" className="mt-4 flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center">
        <TriangleAlert className="h-10 w-10 text-red-600" />
        <p className="text-base font-medium text-red-800">{t("catalogue.error.failed", { name })}</p>
        <Button size="lg" icon={<RotateCcw className="h-4 w-4" />} onClick={() => window.location.reload()}>
          {t("catalogue.error.retry")}
        </Button>
      </div>
    </CategoryShell>
  );
}
