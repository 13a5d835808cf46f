import type { SiteCategory } from "~/components/site/site-data";
import { CategoryAside } from "~/components/site/category-parts";
import { staticIsland } from "~/components/site/static-island";

/** The sidebar is markup only: a first load keeps the server's HTML of it. */
const CategoryAsideIsland = staticIsland(import.meta.env.SSR ? CategoryAside : null, () =>
  import("~/components/site/category-parts").then((m) => m.CategoryAside),
);

/** The category page's frame: the page beside a sidebar with every category and the branch's contact box. */
export function CategoryShell({ categories, currentSlug, children }: { categories: SiteCategory[]; currentSlug?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-6 sm:px-6 sm:py-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
      <div className="min-w-0">{children}</div>
      <CategoryAsideIsland categories={categories} currentSlug={currentSlug} />
    </div>
  );
}
