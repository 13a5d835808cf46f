import { Hono } from "hono";
import { categoryCreateSchema, categoryMoveSchema, categoryUpdateSchema, type AdminCategory } from "#schemas/categories";
import type { CategoryDto, DataAnswer } from "#schemas/wire";
import type { CategoryResult } from "./categories";
import { imageUrlRefusal } from "../catalogue";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError, idParam, parseJson } from "../../core/http/errors";

/** A change's answer: what was stored and a sentence for the toast. */
type Saved = DataAnswer<AdminCategory> & { message: string };

/** The data of an accepted change, or the refusal's status and words (a name's under `fieldErrors.name`). */
function unwrap<T>(result: CategoryResult<T>): T {
  if (result.ok) return result.data;
  apiError(result.status, result.error, result.field ? { [result.field]: result.error } : undefined);
}

/** 400 on image_url unless the image is ours or on an IMAGE_HOSTS host: the rule of product images. */
function allowedImage(imageUrl: string | null | undefined, imageHosts: readonly string[]) {
  const refusal = imageUrlRefusal(imageUrl, imageHosts);
  if (refusal) apiError(400, refusal, { image_url: refusal });
}

/**
 * The Categories screen (staff): the list with product counts, add, rename, describe, picture and
 * reorder; only admins delete, and only an empty category. The public list is GET /api/categories.
 */
export const categoryRoutes = new Hono<AppEnv>()
  /** The public list: id, name and slug of each category in order. */
  .get("/", async (c) => {
    const rows = await c.get("services").catalogue.listCategories();
    return c.json({ success: true, data: rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug })) } satisfies DataAnswer<CategoryDto[]>);
  })

  .post("/", requireUser, async (c) => {
    const input = await parseJson(c, categoryCreateSchema);
    const services = c.get("services");
    allowedImage(input.image_url, services.config.imageHosts);
    const data = unwrap(await services.categories.create(input, c.get("user")));
    return c.json({ success: true, message: `${data.name} added`, data } satisfies Saved, 201);
  })

  .patch("/:id", requireUser, async (c) => {
    const id = idParam(c);
    const input = await parseJson(c, categoryUpdateSchema);
    const services = c.get("services");
    allowedImage(input.image_url, services.config.imageHosts);
    const data = unwrap(await services.categories.update(id, input, c.get("user")));
    return c.json({ success: true, message: `${data.name} saved`, data } satisfies Saved);
  })

  .post("/:id/move", requireUser, async (c) => {
    const id = idParam(c);
    const { direction } = await parseJson(c, categoryMoveSchema);
    const data = unwrap(await c.get("services").categories.move(id, direction, c.get("user")));
    return c.json({ success: true, message: `${data.name} moved ${direction}`, data } satisfies Saved);
  })

  .delete("/:id", requireUser, requireRole("admin"), async (c) => {
    const id = idParam(c);
    const removed = unwrap(await c.get("services").categories.remove(id, c.get("user")));
    return c.json({ success: true, message: `${removed.name} deleted` });
  });

/** /api/admin/categories: the Categories screen's list with product counts (staff). */
export const adminCategoryRoutes = new Hono<AppEnv>().get("/", requireUser, async (c) => {
  const data = await c.get("services").categories.listAdmin();
  return c.json({ success: true, data } satisfies DataAnswer<AdminCategory[]>);
});
