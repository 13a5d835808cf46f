import { ArrowRight } from "~/components/site/icons";
import type { CategorySummary } from "~/components/site/category-summary";
import { LinkCard } from "~/components/site/link-card";
import { useT } from "~/i18n/t";

/** Cards linking to each category page, with a picture and the number of products (and, with `showDescription`, the category's description). */
export function CategoryGrid({
  categories,
  headingLevel = 3,
  showDescription = false,
}: {
  categories: CategorySummary[];
  headingLevel?: 2 | 3;
  showDescription?: boolean;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (!categories.length) {
    return <p className="rounded-lg bg-gray-50 p-6 text-center text-gray-600">{t("home.common.categoriesEmpty")}</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {categories.map((c) => (
        <li key={c.slug}>
          <LinkCard
            to={`/${c.slug}`}
            image={c.image}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            imageClassName="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
          >
            <Heading className="text-lg font-semibold text-gray-900 group-hover:text-brand-700">{c.name}</Heading>
            <p className="mt-1 text-sm text-gray-600">
              {c.productCount === 1 ? t("home.common.oneProduct") : t("home.common.products", { count: c.productCount })}
            </p>
            {showDescription && c.description ? <p className="mt-2 line-clamp-4 text-sm text-gray-700">{c.description}</p> : null}
            <span className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-medium text-brand-700">
              {t("home.common.viewRange")} <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </span>
          </LinkCard>
        </li>
      ))}
    </ul>
  );
}
