import { Fragment } from "react";
import { Link } from "react-router";
import { CatalogueDownload } from "~/components/site/catalogue-download";
import { ContactSidebar } from "~/components/site/contact-sidebar";
import { ChevronRight } from "~/components/site/icons";
import { LinkPager } from "~/components/site/link-pager";
import { ResponsiveImage } from "~/components/site/responsive-image";
import type { SiteCategory } from "~/components/site/site-data";
import { useLocalePath, useT } from "~/i18n/t";
import { cn } from "~/lib/cn";

/*
 * The parts of the category page that are markup only: a first load keeps the server's HTML of
 * them (staticIsland, in ./category-shell.tsx and the category route), so the page's JavaScript
 * does not carry them.
 */

/** The sidebar: every category (the current one marked) and the branch's contact box. */
export function CategoryAside({ categories, currentSlug }: { categories: SiteCategory[]; currentSlug?: string }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <aside className="space-y-6" aria-label={t("catalogue.aside.label")}>
      <section aria-labelledby="sidebar-products" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
        <h2 id="sidebar-products" className="mb-3 text-lg font-semibold text-ink">
          {t("catalogue.aside.heading")}
        </h2>
        <nav aria-label={t("catalogue.aside.categories")}>
          <ul className="space-y-1">
            {categories.map((c) => (
              <li key={c.slug}>
                <Link
                  to={lp(`/${c.slug}`)}
                  aria-current={c.slug === currentSlug ? "page" : undefined}
                  className={cn(
                    "flex items-center justify-between rounded-lg px-3 py-2 text-sm",
                    c.slug === currentSlug ? "bg-brand-700 font-semibold text-white" : "text-gray-800 hover:bg-brand-50 hover:text-brand-800",
                  )}
                >
                  {c.name}
                  <ChevronRight className="h-4 w-4 opacity-70" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
      <ContactSidebar office="branch" landmark="section" />
    </aside>
  );
}

const CRUMBS = [
  { to: "/", label: "catalogue.breadcrumb.home" },
  { to: "/products", label: "catalogue.breadcrumb.products" },
] as const;

/** Home / Products / the category, the last one the current page; on a product's page (`product` given) the category links to its page and the product is current. */
export function CategoryBreadcrumb({ name, slug, product }: { name: string; slug?: string; product?: string }) {
  const t = useT();
  const lp = useLocalePath();
  const fixed = CRUMBS.map((c) => ({ to: c.to, label: t(c.label) }));
  const crumbs = product !== undefined && slug ? [...fixed, { to: `/${slug}`, label: name }] : fixed;
  return (
    <nav aria-label={t("catalogue.breadcrumb.label")}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-gray-600">
        {crumbs.map((c) => (
          <Fragment key={c.to}>
            <li>
              <Link to={lp(c.to)} className="hover:text-brand-700 hover:underline">
                {c.label}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li>
          <span aria-current="page" className="font-medium text-ink">
            {product ?? name}
          </span>
        </li>
      </ol>
    </nav>
  );
}

/** What the category page shows of its category above the products. */
export type CategoryIntroData = { name: string; description: string; image: string | null };

/**
 * Breadcrumb, the category's name, and its description and picture as staff set them (the
 * Categories screen); with `catalogueHref` (a category with products), the link to its catalogue PDF.
 */
export function CategoryHeading({ category, catalogueHref }: { category: CategoryIntroData; catalogueHref?: string }) {
  const { name, description, image } = category;
  return (
    <>
      <CategoryBreadcrumb name={name} />
      <h1 className="mt-3 text-2xl font-bold text-ink sm:text-3xl">{name}</h1>
      {description || image ? (
        <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
          {/* Decorative: the heading above names the category. */}
          {image ? (
            <ResponsiveImage
              src={image}
              alt=""
              width={800}
              height={600}
              sizes="(min-width: 640px) 16rem, 100vw"
              priority
              className="aspect-[4/3] w-full rounded-xl object-cover sm:w-64 sm:shrink-0"
            />
          ) : null}
          {description ? <p className="max-w-prose whitespace-pre-line text-gray-700">{description}</p> : null}
        </div>
      ) : null}
      {catalogueHref ? <CatalogueDownload href={catalogueHref} className="mt-4" /> : null}
    </>
  );
}

/** Previous and Next of a category's product pages (`/{slug}?page=2`). */
export function CategoryPager({ category, page, totalPages }: { category: { name: string; slug: string }; page: number; totalPages: number }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <LinkPager
      page={page}
      totalPages={totalPages}
      href={(p) => lp(p > 1 ? `/${category.slug}?page=${p}` : `/${category.slug}`)}
      label={t("catalogue.category.pages", { name: category.name })}
    />
  );
}
