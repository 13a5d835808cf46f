import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/site/icons";
import { useT } from "~/i18n/t";

const linkClass =
  "inline-flex items-center gap-1 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-800 hover:border-brand-600 hover:text-brand-700";

/**
 * Previous and Next links of a public list, rendered on the server: plain links to `href(page)`,
 * so paging works without JavaScript. Nothing when everything fits on one page. `href` gives the
 * address in the page's language.
 */
export function LinkPager({ page, totalPages, href, label }: { page: number; totalPages: number; href: (page: number) => string; label: string }) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-4">
      <div className="flex-1">
        {page > 1 ? (
          <Link to={href(page - 1)} rel="prev" className={linkClass}>
            <ChevronLeft className="h-4 w-4" />
            {t("catalogue.pager.previous")}
            <span className="sr-only">{t("catalogue.pager.page")}</span>
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-gray-700">{t("catalogue.pager.pageOf", { page, total: totalPages })}</p>
      <div className="flex flex-1 justify-end">
        {page < totalPages ? (
          <Link to={href(page + 1)} rel="next" className={linkClass}>
            {t("catalogue.pager.next")}
            <span className="sr-only">{t("catalogue.pager.page")}</span>
            <ChevronRight className="h-4 w-4" />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
