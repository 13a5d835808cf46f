import { lazy } from "react";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/t";

/**
 * The error view of a category's or a product's page: an unknown address (404) or a failed load
 * (anything else), inside the site layout. Loaded when such a page fails, not with every page
 * (tests/e2e/budget.spec.ts). When that code cannot be had either (the connection dropped, or a
 * new version replaced it), a plain notice with a reload stands in, rather than the whole site's error page.
 */
export const CatalogueErrorBoundary = lazy(() => import("~/components/site/category-error").catch(() => ({ default: ReloadNotice })));

function ReloadNotice() {
  const t = useT();
  return (
    <div role="alert" className="mx-auto max-w-7xl px-4 py-12 text-center">
      <p className="text-base font-medium text-red-800">{t("catalogue.error.reloadNotice")}</p>
      <button type="button" onClick={() => window.location.reload()} className={buttonClass({ size: "lg", className: "mt-4" })}>
        {t("catalogue.error.reload")}
      </button>
    </div>
  );
}
