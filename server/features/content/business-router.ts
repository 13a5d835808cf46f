import { Hono } from "hono";
import { businessSchema, type BusinessBrand } from "#schemas/business";
import type { DataAnswer } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { readDocument, saveDocument } from "./document-routes";

const readBusiness = readDocument((s) => s.business.read());
const saveBusiness = saveDocument(businessSchema, (s) => s.business.save, "Business details saved");

/**
 * Business details: staff (managers and admins) read and save the whole document; each save is one
 * transaction with its audit entry, and the public site shows it at once. The brand (name and short
 * name) is public: the login page shows it to someone not signed in yet.
 */
export const businessRoutes = new Hono<AppEnv>().get("/", requireUser, readBusiness).put("/", requireUser, requireRole("admin", "manager"), saveBusiness);

/** /api/site/brand: the business name and short name, public (the login page shows them). */
export const brandRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { name, shortName } = await c.get("services").business.read();
  return c.json({ success: true, data: { name, shortName } } satisfies DataAnswer<BusinessBrand>);
});
