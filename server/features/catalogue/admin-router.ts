import { Hono } from "hono";
import { productListQuery } from "#schemas/product";
import type { ProductListAnswer } from "#schemas/wire";
import { productsCsv } from "./catalogue";
import { requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError, idParam, parseQuery } from "../../core/http/errors";
import { paginationOf } from "../../core/http/paging";

/** The admin catalogue reads the real products in every status: filters, paging, counters, and a CSV export of the listed ones. */
export const adminProductRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    const q = parseQuery(c, productListQuery);
    const { data, total, summary } = await c.get("services").catalogue.listAdmin(q);
    return c.json({ success: true, data, pagination: paginationOf(q, total), summary } satisfies ProductListAnswer);
  })

  .get("/export", requireUser, async (c) => {
    const { page: _page, limit: _limit, ...filters } = parseQuery(c, productListQuery);
    const rows = await c.get("services").catalogue.listForExport(filters);
    const date = new Date().toISOString().slice(0, 10);
    return c.body(productsCsv(rows), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="products-${date}.csv"`,
    });
  })

  .get("/:id", requireUser, async (c) => {
    const data = await c.get("services").catalogue.findAdmin(idParam(c));
    if (!data) apiError(404, "Product not found");
    return c.json({ success: true, data });
  });
