import { Hono } from "hono";
import { clientsContentSchema, type ClientsContent } from "#schemas/clients-content";
import { homeContentSchema, type HomeContent } from "#schemas/home-content";
import type { DataAnswer } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError, parseJson } from "../../core/http/errors";
import { listItemDeletion } from "./list-item-route";

const staff = [requireUser, requireRole("admin", "manager")] as const;

/**
 * The home page's and the Our Clients page's content documents: staff (managers and admins) read
 * and replace each whole, or delete one entry of a list at once (a slide, a testimonial, a sector:
 * listItemDeletion); a change is one transaction with its audit entry, and the public page shows
 * it at once.
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
  })
  .delete(
    "/slides/:index",
    ...staff,
    listItemDeletion({
      remove: (s) => s.homeContent.removeSlide,
      item: "Slide",
      list: "slides",
      removed: (name) => `Slide ${name} deleted`,
      fewest: "The carousel needs at least one slide: add another before deleting this one",
    }),
  );

/** /api/site/clients: the Our Clients page document (staff), and the deletion of one testimonial or sector at once. */
export const clientsPageRoutes = new Hono<AppEnv>()
  .get("/", ...staff, async (c) => {
    return c.json({ success: true, data: await c.get("services").clientsContent.read() } satisfies DataAnswer<ClientsContent>);
  })
  .put("/", ...staff, async (c) => {
    const doc = await parseJson(c, clientsContentSchema);
    await c.get("services").clientsContent.save(doc, c.get("user"));
    return c.json({ success: true, message: "Clients page saved", data: doc });
  })
  .delete(
    "/testimonials/:index",
    ...staff,
    listItemDeletion({
      remove: (s) => s.clientsContent.removeTestimonial,
      item: "Testimonial",
      list: "testimonials",
      removed: (name) => `Testimonial by ${name} deleted`,
    }),
  )
  .delete(
    "/sectors/:index",
    ...staff,
    listItemDeletion({
      remove: (s) => s.clientsContent.removeSector,
      item: "Sector",
      list: "sectors",
      removed: (name) => `Sector ${name} deleted`,
      fewest: "The page needs at least one sector: add another before deleting this one",
    }),
  );
