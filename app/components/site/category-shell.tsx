import { Fragment } from "react";
import { Link, NavLink } from "react-router";
import { ContactSidebar } from "~/components/site/contact-sidebar";
import { ChevronRight } from "~/components/site/icons";
import type { SiteCategory } from "~/components/site/site-data";
import { cn } from "~/lib/cn";

/** The category page's frame: the page beside a sidebar with every category and the branch's contact box. */
export function CategoryShell({ categories, currentSlug, children }: { categories: SiteCategory[]; currentSlug?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-6 sm:px-6 sm:py-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
      <div className="min-w-0">{children}</div>
      <aside className="space-y-6" aria-label="Products and contact">
        <section aria-labelledby="sidebar-products" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <h2 id="sidebar-products" className="mb-3 text-lg font-semibold text-ink">
            Products
          </h2>
          <nav aria-label="Product categories">
            <ul className="space-y-1">
              {categories.map((c) => (
                <li key={c.slug}>
                  <NavLink
                    to={`/${c.slug}`}
                    aria-current={c.slug === currentSlug ? "page" : undefined}
                    className={cn(
                      "flex items-center justify-between rounded-lg px-3 py-2 text-sm",
                      c.slug === currentSlug ? "bg-brand-700 font-semibold text-white" : "text-gray-800 hover:bg-brand-50 hover:text-brand-800",
                    )}
                  >
                    {c.name}
                    <ChevronRight className="h-4 w-4 opacity-70" />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </section>
        <ContactSidebar office="branch" landmark="section" />
      </aside>
    </div>
  );
}

const CRUMBS = [
  { to: "/", label: "Home" },
  { to: "/products", label: "Products" },
];

/** Home / Products / the category, the last one the current page. */
export function CategoryBreadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-gray-600">
        {CRUMBS.map((c) => (
          <Fragment key={c.to}>
            <li>
              <Link to={c.to} className="hover:text-brand-700 hover:underline">
                {c.label}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li>
          <span aria-current="page" className="font-medium text-ink">
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
