import { Hono } from "hono";
import { productCreateSchema, productUpdateSchema, publicProductQuery } from "#schemas/product";
import type { PagedAnswer, ProductCountAnswer, PublicProduct } from "#schemas/wire";
import { imageUrlRefusal } from "./product-images";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError, idParam, parseJson, parseQuery } from "../../core/http/errors";
import { paginationOf } from "../../core/http/paging";

/** /api/products: the public catalogue and the product screens' changes. */
export const productRoutes = new Hono<AppEnv>()
  /** Active products, all or one category's, one page of at most 100; { success, data[], pagination }. */
  .get("/", async (c) => {
    const q = parseQuery(c, publicProductQuery);
    const { catalogue } = c.get("services");
    const { data, total } = await catalogue.listPublic({ categorySlug: q.category || undefined, search: q.search || undefined, page: q.page, limit: q.limit });
    // An empty list (an unknown or empty category) is not kept: made-up names must not fill the page cache.
    const record = c.get("pageRecord");
    if (record && total === 0) record.tags = null;
    return c.json({ success: true, data, pagination: paginationOf(q, total) } satisfies PagedAnswer<PublicProduct>);
  })

  /** The dashboard's product count (every status). */
  .get("/count", requireUser, async (c) => {
    return c.json({ success: true, count: await c.get("services").catalogue.countAll() } satisfies ProductCountAnswer);
  })

  /** The add-product form; a category named there for the first time is created with the product. */
  .post("/", requireUser, async (c) => {
    const input = await parseJson(c, productCreateSchema);
    const services = c.get("services");
    allowedImages(input, services.config.imageHosts);
    const data = await services.catalogue.create(input, services.db, c.get("user"));
    return c.json({ success: true, message: "Product created successfully", data }, 201);
  })

  /** An admin edit, stored on the server: only the fields sent change. */
  .patch("/:id", requireUser, async (c) => {
    const id = idParam(c);
    const input = await parseJson(c, productUpdateSchema);
    if (!Object.values(input).some((v) => v !== undefined)) apiError(400, "Send at least one field to change");
    allowedImages(input, c.get("services").config.imageHosts);
    const data = await c.get("services").catalogue.update(id, input, c.get("user"));
    if (!data) apiError(404, "Product not found");
    return c.json({ success: true, message: `${data.product_name} updated successfully!`, data });
  })

  /** Active → inactive; inactive or draft → active. */
  .post("/:id/toggle-status", requireUser, async (c) => {
    const id = idParam(c);
    const data = await c.get("services").catalogue.toggleStatus(id, c.get("user"));
    if (!data) apiError(404, "Product not found");
    const verb = data.status === "active" ? "activated" : "deactivated";
    return c.json({ success: true, message: `${data.product_name} ${verb} successfully!`, data });
  })

  /** Only admins may delete products. Quote requests keep the product's name. */
  .delete("/:id", requireUser, requireRole("admin"), async (c) => {
    const id = idParam(c);
    const removed = await c.get("services").catalogue.remove(id, c.get("user"));
    if (!removed) apiError(404, "Product not found");
    return c.json({ success: true, message: `${removed.name} deleted successfully!` });
  });

/** 400 on image_url or an image of `images` unless the image is ours or on an IMAGE_HOSTS host (server/features/catalogue/product-images.ts). */
function allowedImages(input: { image_url?: string | null; images?: { url: string }[] }, imageHosts: readonly string[]) {
  const refusal = imageUrlRefusal(input.image_url, imageHosts);
  if (refusal) apiError(400, refusal, { image_url: refusal });
  input.images?.forEach((image, i) => {
    const refused = imageUrlRefusal(image.url, imageHosts);
    if (refused) apiError(400, refused, { images: refused, [`images.${i}.url`]: refused });
  });
}
