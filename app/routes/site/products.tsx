import { CatalogueDownload } from "~/components/site/catalogue-download";
import { CategoryGrid } from "~/components/site/category-grid";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { addBreadcrumbJsonLd } from "~/lib/json-ld.server";
import { crumbsFromHome, pageMeta } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import type { Route } from "./+types/products";

const CRUMBS = crumbsFromHome({ name: "Products", path: "/products" });

/** Every category with its number of active products (read from the database on each request). */
export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue } = context.get(servicesContext);
  const categories = await catalogue.listCategorySummaries();
  addBreadcrumbJsonLd(context, CRUMBS);
  return { categories, total: categories.reduce((n, c) => n + c.productCount, 0) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Our Products",
    description:
      "Paver blocks, kerb stones, concrete, CCON and fly ash blocks, fencing poles and precast walls from our Surat factory: prices, minimum orders, sizes.",
  });

export default function Products({ loaderData }: Route.ComponentProps) {
  const { categories, total } = loaderData;
  return (
    <>
      <PageHero
        title="Our Products"
        subtitle={`${total} ${total === 1 ? "product" : "products"} in ${categories.length} ${categories.length === 1 ? "category" : "categories"}, made in our Surat factory.`}
        crumbs={CRUMBS}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        {total > 0 ? <CatalogueDownload href="/catalogue.pdf" className="mb-8" /> : null}
        <CategoryGrid categories={categories} headingLevel={2} showDescription />
      </div>
      <CtaBand
        title="Need Help Choosing?"
        text="Tell us where the product will be used and we will recommend the right type, size and strength."
        label="Ask Our Experts"
      />
    </>
  );
}
