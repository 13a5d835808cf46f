import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SiteCategory } from "~/components/site/site-data";
import { useLocalePath } from "~/i18n/t";

/** Every product category as a list of links, as a page offers them when it has nothing to show (no such category, no search result). */
export function CategoryLinks({
  categories,
  label,
  heading,
  className,
  listClassName,
  linkClassName,
}: {
  categories: SiteCategory[];
  label: string;
  heading?: ReactNode;
  className?: string;
  listClassName: string;
  linkClassName: string;
}) {
  const lp = useLocalePath();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      {heading}
      <ul className={listClassName}>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link to={lp(`/${c.slug}`)} className={linkClassName}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
