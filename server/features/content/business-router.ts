import { Hono } from "hono";
import { businessSchema, type BusinessBrand, type BusinessDetails } from "#schemas/business";
import type { DataAnswer } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { parseJson } from "../../core/http/errors";

/**
 * Business details: staff (managers and admins) read and save the whole document; each save is one
 * transaction with its audit entry, and the public site shows it at once. The brand (name and short
 * name) is public: the login page shows it to someone not signed in yet.
 */
export const businessRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    return c.json({ success: true, data: await c.get("services").business.read() } satisfies DataAnswer<BusinessDetails>);
  })
  .put("/", requireUser, requireRole("admin", "manager"), async (c) => {
    const doc = await parseJson(c, businessSchema);
    const data = await c.get("services").business.save(doc, c.get("user"));
    return c.json({ success: true, message: "Business details saved", data } satisfies DataAnswer<BusinessDetails> & { message: string });
  });

/** /api/site/brand: the business name and short name, public (the login page shows them). */
export const brandRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { name, shortName } = await c.get("services").business.read();
  return c.json({ success: true, data: { name, shortName } } satisfies DataAnswer<BusinessBrand>);
});
