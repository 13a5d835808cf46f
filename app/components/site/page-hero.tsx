import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalePath, useT } from "~/i18n/t";
import type { Crumb } from "~/lib/seo";

/** The title band of a content page, with an optional visible breadcrumb (Home first, named in the page's language). */
export function PageHero({ title, subtitle, crumbs }: { title: string; subtitle?: ReactNode; crumbs?: Crumb[] }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <div className="bg-gradient-to-br from-gray-900 to-gray-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16 lg:px-6">
        {crumbs?.length ? (
          <nav aria-label={t("home.common.breadcrumb")} className="mb-4 text-sm text-gray-300">
            <ol className="flex flex-wrap items-center gap-1.5">
              {crumbs.map((c, i) => {
                const last = i === crumbs.length - 1;
                const name = i === 0 && c.path === "/" ? t("site.nav.home") : c.name;
                return (
                  <li key={c.path} className="flex items-center gap-1.5">
                    {last ? (
                      <span aria-current="page" className="text-white">
                        {name}
                      </span>
                    ) : (
                      <>
                        <Link to={lp(c.path)} className="hover:text-white hover:underline">
                          {name}
                        </Link>
                        <span aria-hidden="true">/</span>
                      </>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
        ) : null}
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-3xl text-lg text-gray-200">{subtitle}</p> : null}
      </div>
    </div>
  );
}
