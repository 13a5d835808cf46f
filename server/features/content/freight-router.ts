import { Hono } from "hono";
import { freightSchema, type Freight } from "#schemas/freight";
import type { DataAnswer } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { parseJson } from "../../core/http/errors";
import type { PublicFreight } from "./freight";

/**
 * /api/settings/freight: staff read the truck types and the road factor; those who may change the
 * business details (admins and managers) save them, audited, and the estimate uses them at once.
 */
export const freightSettingsRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    return c.json({ success: true, data: await c.get("services").freight.read() } satisfies DataAnswer<Freight>);
  })
  .put("/", requireUser, requireRole("admin", "manager"), async (c) => {
    const doc = await parseJson(c, freightSchema);
    const data = await c.get("services").freight.save(doc, c.get("user"));
    return c.json({ success: true, message: "Freight settings saved", data } satisfies DataAnswer<Freight> & { message: string });
  });

/** /api/freight: the public read of the estimate, `{ roadFactor, trucks, factoryPin }` as it is; in the page cache. */
export const publicFreightRoutes = new Hono<AppEnv>().get("/", async (c) => {
  return c.json((await c.get("services").freight.readPublic()) satisfies PublicFreight);
});
