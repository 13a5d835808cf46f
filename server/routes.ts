import { Hono } from "hono";
import type { AppEnv } from "./core/http/env";
import { activityRoutes } from "./features/activity/router";
import { adminProductRoutes } from "./features/catalogue/admin-router";
import { authRoutes } from "./features/auth/router";
import { backupRoutes } from "./features/backups/router";
import { businessRoutes } from "./features/content/business-router";
import { categoryRoutes } from "./features/categories/router";
import { contactRoutes } from "./features/messages/router";
import { galleryRoutes } from "./features/content/gallery-router";
import { inquiryRoutes } from "./features/leads/inquiries-router";
import { leadDashboardRoutes } from "./features/leads/dashboard-router";
import { leadRoutes } from "./features/leads/router";
import { productRoutes } from "./features/catalogue/router";
import { projectRoutes } from "./features/content/projects-router";
import { publicQuotationRoutes } from "./features/quotations/public-router";
import { quotationRoutes } from "./features/quotations/router";
import { settingsRoutes } from "./features/auth/settings-router";
import { teamRoutes } from "./features/content/team-router";
import { siteHomeClientsRoutes } from "./features/content/home-clients-router";
import { uploadRoutes } from "./features/uploads/router";
import { userRoutes } from "./features/staff/router";

/** Every JSON endpoint, mounted under /api. The table in README.md lists them. */
export const apiRoutes = new Hono<AppEnv>()
  .route("/auth", authRoutes)
  // The customer's quotation link (/q/:token) first: no other router may take its path.
  .route("/", publicQuotationRoutes)
  .route("/", productRoutes)
  .route("/", categoryRoutes)
  .route("/", adminProductRoutes)
  .route("/", inquiryRoutes)
  // Before the leads router, so /leads/:id does not take /leads/dashboard.
  .route("/", leadDashboardRoutes)
  .route("/", leadRoutes)
  .route("/", quotationRoutes)
  .route("/", contactRoutes)
  .route("/", settingsRoutes)
  .route("/", backupRoutes)
  .route("/", businessRoutes)
  .route("/", projectRoutes)
  .route("/", siteHomeClientsRoutes)
  .route("/", teamRoutes)
  .route("/", galleryRoutes)
  .route("/", uploadRoutes)
  .route("/", userRoutes)
  .route("/", activityRoutes);
