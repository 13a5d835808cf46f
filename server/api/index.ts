import { Hono } from "hono";
import type { AppEnv } from "../http/env";
import { activityRoutes } from "./activity";
import { adminProductRoutes } from "./admin-products";
import { authRoutes } from "./auth";
import { backupRoutes } from "./backups";
import { businessRoutes } from "./business";
import { categoryRoutes } from "./categories";
import { contactRoutes } from "./contact";
import { galleryRoutes } from "./gallery";
import { inquiryRoutes } from "./inquiries";
import { leadDashboardRoutes } from "./lead-dashboard";
import { leadRoutes } from "./leads";
import { productRoutes } from "./products";
import { projectRoutes } from "./projects";
import { publicQuotationRoutes } from "./public-quotations";
import { quotationRoutes } from "./quotations";
import { settingsRoutes } from "./settings";
import { teamRoutes } from "./team";
import { siteHomeClientsRoutes } from "./site-home-clients";
import { uploadRoutes } from "./uploads";
import { userRoutes } from "./users";

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
