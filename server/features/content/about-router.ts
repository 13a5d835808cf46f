import { Hono } from "hono";
import { aboutSchema, type AboutTexts } from "#schemas/about";
import type { DataAnswer } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { parseJson } from "../../core/http/errors";

const staff = [requireUser, requireRole("admin", "manager")] as const;

/**
 * /api/site/about: the Who We Are page's texts. Staff (managers and admins) read and replace the
 * document whole; a save is one transaction with its audit entry, and the public page shows it at once.
 */
export const aboutPageRoutes = new Hono<AppEnv>()
  .get("/", ...staff, async (c) => {
    return c.json({ success: true, data: await c.get("services").aboutContent.read() } satisfies DataAnswer<AboutTexts>);
  })
  .put("/", ...staff, async (c) => {
    const doc = await parseJson(c, aboutSchema);
    await c.get("services").aboutContent.save(doc, c.get("user"));
    return c.json({ success: true, message: "Who We Are saved", data: doc } satisfies DataAnswer<AboutTexts> & { message: string });
  });
