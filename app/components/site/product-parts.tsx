import { CategoryBreadcrumb } from "~/components/site/category-parts";

/*
 * The breadcrumb of a product's page is markup only: a first load keeps the server's HTML of it
 * (staticIsland in the product route), so the page's JavaScript does not carry it.
 */

/** Home / Products / the category / the product. */
export function ProductBreadcrumb({ category, product }: { category: { name: string; slug: string }; product: string }) {
  return <CategoryBreadcrumb name={category.name} slug={category.slug} product={product} />;
}
