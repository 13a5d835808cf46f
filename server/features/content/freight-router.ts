import { Hono } from "hono";
import { freightSchema } from "#schemas/freight";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { readDocument, saveDocument } from "./document-routes";
import type { PublicFreight } from "./freight";

const readFreight = readDocument((s) => s.freight.read());
const saveFreight = saveDocument(freightSchema, (s) => s.freight.save, "Freight settings saved");

/**
 * /api/settings/freight: staff read the truck types and the road factor; those who may change the
 * business details (admins and managers) save them, audited, and the estimate uses them at once.
 */
export const freightSettingsRoutes = new Hono<AppEnv>().get("/", requireUser, readFreight).put("/", requireUser, requireRole("admin", "manager"), saveFreight);

/** /api/freight: the public read of the estimate, `{ roadFactor, trucks, factoryPin }` as it is; in the page cache. */
export const publicFreightRoutes = new Hono<AppEnv>().get("/", async (c) => {
  return c.json((await c.get("services").freight.readPublic()) satisfies PublicFreight);
});
