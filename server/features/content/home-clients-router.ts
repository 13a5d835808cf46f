import { Hono } from "hono";
import { clientsContentSchema } from "#schemas/clients-content";
import { homeContentSchema } from "#schemas/home-content";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { readDocument, saveDocument } from "./document-routes";
import { apiError, parseJson } from "../../core/http/errors";
import { listItemDeletion } from "./list-item-route";

const staff = [requireUser, requireRole("admin", "manager")] as const;

const readHome = readDocument((s) => s.homeContent.read());
const readClients = readDocument((s) => s.clientsContent.read());
const saveClients = saveDocument(clientsContentSchema, (s) => s.clientsContent.save, "Clients page saved");

/**
 * The home page's and the Our Clients page's content documents: staff (managers and admins) read
 * and replace each whole, or delete one entry of a list at once (a slide, a testimonial, a sector:
 * listItemDeletion); a change is one transaction with its audit entry, and the public page shows
 * it at once.
 */
export const homePageRoutes = new Hono<AppEnv>()
  .get("/", ...staff, readHome)
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
  .get("/", ...staff, readClients)
  .put("/", ...staff, saveClients)
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
