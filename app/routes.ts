import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { DEFAULT_LANG, LANGS, langRouteId, type Lang } from "./i18n/languages";

/** A screen or page whose URL segment is its module's name. */
const admin = (name: string) => route(name, `routes/admin/${name}.tsx`);

/**
 * The public site in one language: the same pages and slugs in each, English at the root and the
 * others under their prefix (/gu/paver-blocks), each route with an id of its language ("gu:home").
 * The pages read their language from the address (~/i18n/languages).
 */
function publicSite(lang: Lang): RouteConfigEntry[] {
  const id = (routeId: string) => ({ id: langRouteId(lang, routeId) });
  const page = (path: string, file: string, routeId = file.replace(/\.tsx?$/, "")) => route(path, file, id(routeId));
  const site = (name: string) => page(name, `routes/site/${name}.tsx`);
  const pages = [
    index("routes/site/home.tsx", id("home")),
    page("home", "routes/site/home.tsx", "home-alias"),
    ...["who-we-are", "meet-our-team", "products"].map(site),
    page("project-one", "routes/site/project.tsx", "project-one"),
    page("project", "routes/site/project.tsx", "project"),
    site("projects"),
    page("projects/:slug", "routes/site/project.tsx", "project-page"),
    ...["gallery", "clients", "contact", "search"].map(site),
    // A customer's quotation and dispatch are English documents at one address each.
    ...(lang === DEFAULT_LANG ? [route("q/:token", "routes/site/quotation.tsx"), route("d/:token", "routes/site/dispatch.tsx")] : []),
    page(":category", "routes/site/category.tsx"),
    page(":category/:product", "routes/site/product.tsx"),
    page("*", "routes/site/home.tsx", "fallback-home"),
  ];
  const frame = layout("routes/site/layout.tsx", id("routes/site/layout"), pages);
  return lang === DEFAULT_LANG ? [frame] : prefix(lang, [frame]);
}

/** Every URL of the product in one list: the public pages, the admin login and the guarded admin screens. */
export default [
  // Machine-readable files
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),

  // Admin: login and choosing a new password in place of a temporary one outside the guard, everything else inside it
  ...prefix("admin", [
    admin("login"),
    admin("choose-password"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx", { id: "admin-index" }),
      route("dashboard", "routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
      ...["messages", "inquiries"].map(admin),
      route("inquiries/:id", "routes/admin/lead.tsx"),
      admin("quotations"),
      route("quotations/new", "routes/admin/quotation.tsx", { id: "admin-quotation-new" }),
      route("quotations/:id", "routes/admin/quotation.tsx", { id: "admin-quotation" }),
      admin("customers"),
      route("customers/:id", "routes/admin/customer.tsx"),
      admin("orders"),
      route("orders/new", "routes/admin/order.tsx", { id: "admin-order-new" }),
      route("orders/:id", "routes/admin/order.tsx", { id: "admin-order" }),
      admin("dispatch"),
      admin("invoices"),
      route("invoices/:id", "routes/admin/invoice.tsx"),
      admin("receivables"),
      admin("exports"),
      ...["products", "add-product", "business", "categories", "home", "who-we-are", "team", "gallery", "projects"].map(admin),
      route("projects/new", "routes/admin/project.tsx", { id: "admin-project-new" }),
      route("projects/:id", "routes/admin/project.tsx", { id: "admin-project" }),
      ...["clients", "staff", "activity", "settings"].map(admin),
    ]),
  ]),

  // Public site: shared header and footer, in English at its own addresses and in Gujarati and Hindi under /gu and /hi
  ...LANGS.flatMap(publicSite),
] satisfies RouteConfig;
