import { Hono } from "hono";
import { galleryCreateSchema, galleryImageSchema } from "#schemas/gallery";
import { moveSchema } from "#schemas/team";
import { requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { readDocument } from "./document-routes";
import { parseJson } from "../../core/http/errors";
import { orderedRowRoutes } from "./ordered-rows";

const readGallery = readDocument((s) => s.gallery.list());

/**
 * The gallery's images: staff (managers and admins) add several at once (all or none), edit and
 * reorder them; only admins delete one. Each change is one transaction with its audit entry, and
 * the public gallery shows it at once.
 */
export const galleryRoutes = new Hono<AppEnv>()
  .get("/", requireUser, readGallery)
  /** `{ images: [{ image_url, title, alt, category }] }`, 1 to 20, placed last in that order. */
  .post("/", requireUser, async (c) => {
    const { images } = await parseJson(c, galleryCreateSchema);
    const data = await c.get("services").gallery.create(images, c.get("user"));
    const message = data.length === 1 ? `${data[0].title} added to the gallery` : `${data.length} images added to the gallery`;
    return c.json({ success: true, message, data }, 201);
  })
  /** Staff edit and move an image (at the start or end nothing changes: answered as it is); only admins delete one. */
  .route(
    "/",
    orderedRowRoutes({
      notFound: "Gallery image not found",
      update: { schema: galleryImageSchema, save: (services) => services.gallery.update },
      moveSchema,
      rows: (services) => services.gallery,
      name: (image) => image.title,
      removed: (title) => `${title} deleted from the gallery`,
      edge: "answer",
    }),
  );
