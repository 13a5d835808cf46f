import { Link } from "react-router";
import type { NavLink } from "~/components/site/nav";

/** Each link as a list item, for a menu's or a link column's list; `linkClassName` is the look of that list's links. */
export function LinkItems({ links, linkClassName }: { links: NavLink[]; linkClassName: string }) {
  return (
    <>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to} className={linkClassName}>
            {l.label}
          </Link>
        </li>
      ))}
    </>
  );
}
