import type { Translate } from "~/i18n/t";

/** The public site's fixed navigation (the Products and Projects menus come from the database). */
export type NavLink = { label: string; to: string };

/** The About menu's pages. */
export const aboutLinks = (t: Translate): NavLink[] => [
  { label: t("site.nav.whoWeAre"), to: "/who-we-are" },
  { label: t("site.nav.meetOurTeam"), to: "/meet-our-team" },
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

export const allProjectsLink = (t: Translate): NavLink => ({ label: t("site.nav.allProjects"), to: "/projects" });

/** The Products menu ends with the page of every category. */
export const allProductsLink = (t: Translate): NavLink => ({ label: t("site.nav.allProducts"), to: "/products" });

export const directLinks = (t: Translate): NavLink[] => [
  { label: t("site.nav.gallery"), to: "/gallery" },
  { label: t("site.nav.ourClients"), to: "/clients" },
  { label: t("site.nav.contact"), to: "/contact" },
];

/** Ids of the panels the header's toggles control. */
export const SEARCH_PANEL_ID = "site-search-panel";
export const MOBILE_MENU_ID = "site-mobile-menu";

/** The search panel offers the first 4 categories as quick links. */
export const QUICK_LINK_CATEGORIES = 4;
