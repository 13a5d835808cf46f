import { Hono } from "hono";
import { clientsContentSchema, type ClientsContent } from "#schemas/clients-content";
import { homeContentSchema, type HomeContent } from "#schemas/home-content";
import type { DataAnswer } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError, parseJson } from "../../core/http/errors";

const staff = [requireUser, requireRole("admin", "manager")] as const;

/**
 * The home page's and the Our Clients page's content documents: staff (managers and admins) read
 * and replace each whole; a save is one transaction with its audit entry, and the public page
 * shows it at once.
 */
export const homePageRoutes = new Hono<AppEnv>()
  .get("/", ...staff, async (c) => {
    return c.json({ success: true, data: await c.get("services").homeContent.read() } satisfies DataAnswer<HomeContent>);
  })
  .put("/", ...staff, async (c) => {
    const doc = await parseJson(c, homeContentSchema);
    const home = c.get("services").homeContent;
    const narrow = await home.narrowSlides(doc);
    const first = Object.values(narrow)[0];
    if (first) apiError(400, first, narrow);
    await home.save(doc, c.get("user"));
    return c.json({ success: true, message: "Home page saved", data: doc });
  });

/** /api/site/clients: the Our Clients page document (staff). */
export const clientsPageRoutes = new Hono<AppEnv>()

  .get("/", ...staff, async (c) => {
    return c.json({ success: true, data: await c.get("services").clientsContent.read() } satisfies DataAnswer<ClientsContent>);
  })
  .put("/", ...staff, async (c) => {
    const doc = await parseJson(c, clientsContentSchema);
    await c.get("services").clientsContent.save(doc, c.get("user"));
    return c.json({ success: true, message: "Clients page saved", data: doc });
  });
