import { Hono } from "hono";
import type { DataAnswer, LeadDashboard } from "#schemas/wire";
import { requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";

/** The lead desk's figures for the dashboard: any signed-in staff member, managers too. */
export const leadDashboardRoutes = new Hono<AppEnv>().get("/", requireUser, async (c) => {
  const data = await c.get("services").leadDashboard.figures(new Date());
  return c.json({ success: true, data } satisfies DataAnswer<LeadDashboard>);
});
