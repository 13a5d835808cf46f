/**
 * Which of the public site's messages each page sends to the browser, so a page carries only the
 * words it can show. The site layout's loader sends the frame's (header, menus, footer, search
 * panel, and the not-found and failure texts a page shows when its own loader fails); each page's
 * loader sends its own. A part is a namespace ("catalogue") or one group of it ("forms.errors").
 * tests/unit/i18n-page-messages.test.ts reads every page's code and fails when a page can show a
 * message its parts and the frame's do not cover.
 */
import type { en } from "./messages/en";

type Namespace = keyof typeof en;
export type MessagePart = { [N in Namespace]: N | `${N}.${keyof (typeof en)[N] & string}` }[Namespace];

/** The site layout's: every page's frame, and the texts of a page whose loader failed. */
export const FRAME_MESSAGES = [
  "site",
  "search.button",
  "search.contactUs",
  "search.escToClose",
  "search.fieldLabel",
  "search.medicalProject",
  "search.placeholder",
  "search.pressEnter",
  "search.quickLinks",
  "search.siteSearch",
  "about.fact",
  "estimate.area",
  "estimate.by",
  "home.common",
  "business.contactUs",
  "business.getQuote",
  "catalogue.error",
  "catalogue.breadcrumb",
  "catalogue.aside",
  "catalogue.category",
  "catalogue.download",
  "catalogue.pager",
  "projects.notFound",
] as const satisfies readonly MessagePart[];

/** The cards of products and their enquiry (the quote modal, its instant estimate and its form's messages). */
const PRODUCT_ENQUIRY = [
  "catalogue",
  "estimate",
  "inquiry",
  "business.contactUs",
  "business.getQuote",
  "forms.country",
  "forms.errors",
  "forms.retry",
] as const;

/** Each public page's own, by its route module's name (app/routes/site/{name}.tsx). */
export const PAGE_MESSAGES = {
  home: ["home"],
  "who-we-are": ["about", "business.contactUs", "business.getQuote"],
  "meet-our-team": ["team"],
  products: ["catalogue.products", "catalogue.download"],
  category: PRODUCT_ENQUIRY,
  product: ["product", ...PRODUCT_ENQUIRY],
  projects: ["projects"],
  project: ["projects"],
  gallery: ["gallery", "lightbox"],
  clients: ["clients"],
  contact: ["contact", "business", "forms.budgets", "forms.contact", "forms.country", "forms.errors", "forms.retry"],
  search: ["search", "catalogue.card", "catalogue.category", "catalogue.pager", "catalogue.units"],
  quotation: ["forms.country"],
} as const satisfies Record<string, readonly MessagePart[]>;

export type PageName = keyof typeof PAGE_MESSAGES;
