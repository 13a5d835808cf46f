import { Hono } from "hono";
import type { AppEnv } from "./core/http/env";
import { activityRoutes } from "./features/activity/router";
import { authRoutes } from "./features/auth/router";
import { passwordRoutes } from "./features/auth/password-router";
import { settingsRoutes } from "./features/auth/settings-router";
import { twoStepSettingsRoutes, twoStepSignInRoutes } from "./features/auth/two-step-router";
import { backupRoutes } from "./features/backups/router";
import { adminProductRoutes } from "./features/catalogue/admin-router";
import { productRoutes } from "./features/catalogue/router";
import { adminCategoryRoutes, categoryRoutes } from "./features/categories/router";
import { aboutPageRoutes } from "./features/content/about-router";
import { brandRoutes, businessRoutes } from "./features/content/business-router";
import { freightSettingsRoutes, publicFreightRoutes } from "./features/content/freight-router";
import { galleryRoutes } from "./features/content/gallery-router";
import { clientsPageRoutes, homePageRoutes } from "./features/content/home-clients-router";
import { projectRoutes } from "./features/content/projects-router";
import { teamMemberRoutes, teamRoutes } from "./features/content/team-router";
import { pincodeRoutes } from "./features/estimate/router";
import { ewayBillRoutes, exportRoutes, tallyLedgerRoutes } from "./features/exports/router";
import { inboundLeadRoutes, leadWebhookRoutes } from "./features/integrations/webhooks-router";
import { dispatchInvoiceRoutes, invoiceRoutes, orderInvoiceRoutes } from "./features/invoices/router";
import { inquiryListRoutes, inquiryRoutes } from "./features/leads/inquiries-router";
import { integrationRoutes } from "./features/integrations/router";
import { leadRoutes } from "./features/leads/router";
import { customerRoutes } from "./features/customers/router";
import { contactRoutes, messageDeleteRoutes } from "./features/messages/router";
import { challanSettingsRoutes, dispatchRoutes, orderDispatchRoutes } from "./features/dispatch/router";
import { publicDispatchRoutes } from "./features/dispatch/public-router";
import { orderRoutes } from "./features/orders/router";
import { paymentRoutes } from "./features/payments/router";
import { publicQuotationRoutes } from "./features/quotations/public-router";
import { quotationRoutes } from "./features/quotations/router";
import { receivableRoutes } from "./features/receivables/router";
import { userRoutes } from "./features/staff/router";
import { uploadRoutes } from "./features/uploads/router";

/**
 * Every JSON endpoint, mounted under /api, each router at its own path prefix: no two prefixes
 * overlap, so the order below does not matter. The table in README.md lists them.
 */
export const apiRoutes = new Hono<AppEnv>()
  .route("/auth", authRoutes)
  .route("/auth/two-step", twoStepSignInRoutes)
  .route("/settings", settingsRoutes)
  .route("/settings/", settingsRoutes)
  .route("/settings/backups", backupRoutes)
  .route("/settings/two-step", twoStepSettingsRoutes)
  .route("/settings/password", passwordRoutes)
  .route("/settings/freight", freightSettingsRoutes)
  .route("/freight", publicFreightRoutes)
  .route("/users", userRoutes)
  .route("/products", productRoutes)
  .route("/admin/products", adminProductRoutes)
  .route("/categories", categoryRoutes)
  .route("/admin/categories", adminCategoryRoutes)
  .route("/inquiry", inquiryRoutes)
  .route("/inquiries", inquiryListRoutes)
  .route("/pincodes", pincodeRoutes)
  .route("/leads", leadRoutes)
  .route("/leads/inbound", inboundLeadRoutes)
  .route("/integrations/webhooks", leadWebhookRoutes)
  .route("/quotations", quotationRoutes)
  .route("/q", publicQuotationRoutes)
  .route("/customers", customerRoutes)
  .route("/orders/:orderId/dispatches", orderDispatchRoutes)
  .route("/dispatches", dispatchRoutes)
  .route("/d", publicDispatchRoutes)
  .route("/settings/challan", challanSettingsRoutes)
  .route("/orders", orderRoutes)
  .route("/dispatches/:dispatchId/invoice", dispatchInvoiceRoutes)
  .route("/orders/:orderId/invoice", orderInvoiceRoutes)
  .route("/invoices", invoiceRoutes)
  .route("/receivables", receivableRoutes)
  .route("/payments", paymentRoutes)
  .route("/dispatches/:dispatchId/eway-bill", ewayBillRoutes)
  .route("/exports", exportRoutes)
  .route("/settings/tally-ledgers", tallyLedgerRoutes)
  .route("/contact", contactRoutes)
  .route("/delete/reply", messageDeleteRoutes)
  .route("/site/business", businessRoutes)
  .route("/site/brand", brandRoutes)
  .route("/site/home", homePageRoutes)
  .route("/site/about", aboutPageRoutes)
  .route("/site/clients", clientsPageRoutes)
  .route("/site/team", teamRoutes)
  .route("/team-members", teamMemberRoutes)
  .route("/projects", projectRoutes)
  .route("/gallery", galleryRoutes)
  .route("/uploads", uploadRoutes)
  .route("/activity", activityRoutes)
  .route("/integrations", integrationRoutes);

/** The API's routes as the browser's client sees them: every path, its input and its answer. */
export type ApiRoutes = typeof apiRoutes;
