import { Hono } from "hono";
import { ACTIVITY_PAGE_SIZE, activityQuery } from "#schemas/activity";
import type { ActivityListAnswer } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { parseQuery } from "../../core/http/errors";
import { paginationOf } from "../../core/http/paging";

/** The activity log (who changed what, from the audit log): admins only, newest first, 50 a page. */
export const activityRoutes = new Hono<AppEnv>().get("/", requireUser, requireRole("admin"), async (c) => {
  const q = parseQuery(c, activityQuery);
  const { data, total, capped } = await c.get("services").activity.list(q);
  return c.json({
    success: true,
    data,
    pagination: paginationOf({ page: q.page, limit: ACTIVITY_PAGE_SIZE }, total),
    ...(capped ? { capped: true as const } : {}),
  } satisfies ActivityListAnswer);
});
