/** The public site's fixed navigation (the Products menu comes from the database). */
export type NavLink = { label: string; to: string };

export const ABOUT_LINKS: NavLink[] = [
  { label: "Who We Are", to: "/who-we-are" },
  { label: "Meet Our Team", to: "/meet-our-team" },
];

export const PROJECT_LINKS: NavLink[] = [{ label: "Project 1", to: "/project-one" }];

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

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: "Products",
    links: [
      { label: "Paver Blocks", to: "/paver-blocks" },
      { label: "Boundary Walls", to: "/boundary-walls" },
      { label: "Concrete Blocks", to: "/concrete-blocks" },
    ],
  },
  {
    title: "More Info",
    links: [
      { label: "Projects", to: "/projects" },
      { label: "Gallery", to: "/gallery" },
      { label: "Contact", to: "/contact" },
      { label: "Clients", to: "/clients" },
    ],
  },
  {
    title: "About",
    links: [
      { label: "Who We Are", to: "/who-we-are" },
      { label: "Meet Our Team", to: "/meet-our-team" },
      { label: "Find Us", to: "/contact#find-us" },
      { label: "Enquiry Form", to: "/contact#enquiry-form" },
      { label: "Admin Login", to: "/admin/login" },
    ],
  },
];
