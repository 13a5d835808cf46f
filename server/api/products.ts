import { Hono } from "hono";
import type { AppEnv } from "../http/env";

export const productRoutes = new Hono<AppEnv>()
  /** Spec 7: active products, all or one category's; { success, data[] }. */
  .get("/products", async (c) => {
    const category = c.req.query("category")?.trim() || undefined;
    const search = c.req.query("search")?.trim().slice(0, 200) || undefined;
    const data = await c.get("services").catalogue.listPublic({ categorySlug: category, search });
    return c.json({ success: true, data });
  })
  .get("/categories", async (c) => {
    const rows = await c.get("services").catalogue.listCategories();
    return c.json({ success: true, data: rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug })) });
  });
