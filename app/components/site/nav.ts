/** The public site's fixed navigation (the Products and Projects menus come from the database). */
export type NavLink = { label: string; to: string };

export const ABOUT_LINKS: NavLink[] = [
  { label: "Who We Are", to: "/who-we-are" },
  { label: "Meet Our Team", to: "/meet-our-team" },
];

/** The Projects menu lists at most this many published projects, then "All projects". */
export const PROJECT_MENU_MAX = 6;

/**
 * The Projects menu: the published projects by title, the first at /project-one (its address
 * since the site began), the others at their own pages.
 */
export function projectLinks(projects: readonly { title: string; slug: string }[]): NavLink[] {
  return projects.slice(0, PROJECT_MENU_MAX).map((p, i) => ({ label: p.title, to: i === 0 ? "/project-one" : `/projects/${encodeURIComponent(p.slug)}` }));
}

export const ALL_PROJECTS_LINK: NavLink = { label: "All projects", to: "/projects" };

/** The Products menu ends with the page of every category. */
export const ALL_PRODUCTS_LINK: NavLink = { label: "View all products", to: "/products" };

export const DIRECT_LINKS: NavLink[] = [
  { label: "Gallery", to: "/gallery" },
  { label: "Our Clients", to: "/clients" },
  { label: "Contact", to: "/contact" },
];

/** Ids of the panels the header's toggles control. */
export const SEARCH_PANEL_ID = "site-search-panel";
export const MOBILE_MENU_ID = "site-mobile-menu";

/** The search panel offers the first 4 categories as quick links. */
export const QUICK_LINK_CATEGORIES = 4;
