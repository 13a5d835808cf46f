import { Link } from "react-router";
import type { NavLink } from "~/components/site/nav";
import { useLocalePath } from "~/i18n/t";

/**
 * Each link as a list item, for a menu's or a link column's list; `linkClassName` is the look of that
 * list's links. The links are English paths, given in the page's language.
 */
export function LinkItems({ links, linkClassName }: { links: NavLink[]; linkClassName: string }) {
  const lp = useLocalePath();
  return (
    <>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={lp(l.to)} className={linkClassName}>
            {l.label}
          </Link>
        </li>
      ))}
    </>
  );
}
