import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/** A screen or page whose URL segment is its module's name. */
const admin = (name: string) => route(name, `routes/admin/${name}.tsx`);
const site = (name: string) => route(name, `routes/site/${name}.tsx`);

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

  // Public site: shared header and footer
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx", { id: "home" }),
    route("home", "routes/site/home.tsx", { id: "home-alias" }),
    ...["who-we-are", "meet-our-team", "products"].map(site),
    route("project-one", "routes/site/project.tsx", { id: "project-one" }),
    route("project", "routes/site/project.tsx", { id: "project" }),
    site("projects"),
    route("projects/:slug", "routes/site/project.tsx", { id: "project-page" }),
    ...["gallery", "clients", "contact", "search"].map(site),
    route("q/:token", "routes/site/quotation.tsx"),
    route("d/:token", "routes/site/dispatch.tsx"),
    route(":category", "routes/site/category.tsx"),
    route(":category/:product", "routes/site/product.tsx"),
    route("*", "routes/site/home.tsx", { id: "fallback-home" }),
  ]),
] satisfies RouteConfig;
