import { Hono } from "hono";
import type { AppEnv } from "../http/env";
import { authRoutes } from "./auth";
import { contactRoutes } from "./contact";
import { inquiryRoutes } from "./inquiries";
import { productRoutes } from "./products";

/** Every JSON endpoint, mounted under /api. The table in README.md lists them. */
export const apiRoutes = new Hono<AppEnv>()
  .route("/auth", authRoutes)
  .route("/", productRoutes)
  .route("/", inquiryRoutes)
  .route("/", contactRoutes);
