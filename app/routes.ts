import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/** Every URL of the product in one list: the public pages, the admin login and the guarded admin screens. */
export default [
  // Machine-readable files
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),

  // Admin: login outside the guard, everything else inside it
  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx", { id: "admin-index" }),
      route("dashboard", "routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
      route("messages", "routes/admin/messages.tsx"),
      route("inquiries", "routes/admin/inquiries.tsx"),
      route("inquiries/:id", "routes/admin/lead.tsx"),
      route("quotations", "routes/admin/quotations.tsx"),
      route("quotations/new", "routes/admin/quotation.tsx", { id: "admin-quotation-new" }),
      route("quotations/:id", "routes/admin/quotation.tsx", { id: "admin-quotation" }),
      route("products", "routes/admin/products.tsx"),
      route("add-product", "routes/admin/add-product.tsx"),
      route("business", "routes/admin/business.tsx"),
      route("categories", "routes/admin/categories.tsx"),
      route("home", "routes/admin/home.tsx"),
      route("who-we-are", "routes/admin/who-we-are.tsx"),
      route("team", "routes/admin/team.tsx"),
      route("gallery", "routes/admin/gallery.tsx"),
      route("projects", "routes/admin/projects.tsx"),
      route("projects/new", "routes/admin/project.tsx", { id: "admin-project-new" }),
      route("projects/:id", "routes/admin/project.tsx", { id: "admin-project" }),
      route("clients", "routes/admin/clients.tsx"),
      route("staff", "routes/admin/staff.tsx"),
      route("activity", "routes/admin/activity.tsx"),
      route("settings", "routes/admin/settings.tsx"),
    ]),
  ]),

  // Public site: shared header and footer
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx", { id: "home" }),
    route("home", "routes/site/home.tsx", { id: "home-alias" }),
    route("who-we-are", "routes/site/who-we-are.tsx"),
    route("meet-our-team", "routes/site/meet-our-team.tsx"),
    route("products", "routes/site/products.tsx"),
    route("project-one", "routes/site/project.tsx", { id: "project-one" }),
    route("project", "routes/site/project.tsx", { id: "project" }),
    route("projects", "routes/site/projects.tsx"),
    route("projects/:slug", "routes/site/project.tsx", { id: "project-page" }),
    route("gallery", "routes/site/gallery.tsx"),
    route("clients", "routes/site/clients.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("search", "routes/site/search.tsx"),
    route("q/:token", "routes/site/quotation.tsx"),
    route(":category", "routes/site/category.tsx"),
    route("*", "routes/site/home.tsx", { id: "fallback-home" }),
  ]),
] satisfies RouteConfig;
