import { CatalogueDownload } from "~/components/site/catalogue-download";
import { CategoryGrid } from "~/components/site/category-grid";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { langFromPath } from "~/i18n/languages";
import { pageMessages, serverT } from "~/i18n/messages.server";
import { useT, type Translate } from "~/i18n/t";
import { addBreadcrumbJsonLd } from "~/lib/json-ld.server";
import { crumbsFromHome, metaT, pageMeta } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import type { Route } from "./+types/products";

const crumbsOf = (t: Translate) => crumbsFromHome({ name: t("catalogue.breadcrumb.products"), path: "/products" });

/** Every category with its number of active products (read from the database on each request). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { catalogue } = context.get(servicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const categories = await catalogue.listCategorySummaries(lang);
  addBreadcrumbJsonLd(context, crumbsOf(serverT(lang)));
  return { categories, total: categories.reduce((n, c) => n + c.productCount, 0), messages: pageMessages(request, "products") };
}

export const meta: Route.MetaFunction = (args) => {
  const t = metaT(args);
  return pageMeta(args, { title: t("catalogue.products.title"), description: t("catalogue.products.description"), path: "/products" });
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { categories, total } = loaderData;
  const t = useT();
  return (
    <>
      <PageHero
        title={t("catalogue.products.title")}
        subtitle={t("catalogue.products.summary", {
          products: total,
          productWord: t(total === 1 ? "catalogue.products.product" : "catalogue.products.productPlural"),
          categories: categories.length,
          categoryWord: t(categories.length === 1 ? "catalogue.products.category" : "catalogue.products.categoryPlural"),
        })}
        crumbs={crumbsOf(t)}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        {total > 0 ? <CatalogueDownload href="/catalogue.pdf" className="mb-8" /> : null}
        <CategoryGrid categories={categories} headingLevel={2} showDescription />
      </div>
      <CtaBand title={t("catalogue.products.helpTitle")} text={t("catalogue.products.helpText")} label={t("catalogue.products.helpLabel")} />
    </>
  );
}
