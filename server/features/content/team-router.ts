import { Hono } from "hono";
import { moveSchema, teamMemberSchema, teamPageSchema, type TeamMemberDto, type TeamPage } from "#schemas/team";
import type { DataAnswer } from "#schemas/wire";
import { requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { parseJson } from "../../core/http/errors";
import { orderedRowRoutes } from "./ordered-rows";

/**
 * Meet Our Team: its document (group photo, caption, values) and its members. Staff (managers and
 * admins) read and change them; only admins remove a member. Each change is one transaction with
 * its audit entry, and the public page shows it at once.
 */
export const teamRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    return c.json({ success: true, data: await c.get("services").team.page() } satisfies DataAnswer<TeamPage>);
  })
  .put("/", requireUser, async (c) => {
    const doc = await parseJson(c, teamPageSchema);
    await c.get("services").team.savePage(doc, c.get("user"));
    return c.json({ success: true, message: "Meet Our Team page saved", data: doc } satisfies DataAnswer<TeamPage> & { message: string });
  });

/** /api/team-members: the team members, in order (staff). */
export const teamMemberRoutes = new Hono<AppEnv>()

  .get("/", requireUser, async (c) => {
    return c.json({ success: true, data: await c.get("services").team.list() } satisfies DataAnswer<TeamMemberDto[]>);
  })
  /** A new member, placed last. */
  .post("/", requireUser, async (c) => {
    const input = await parseJson(c, teamMemberSchema);
    const data = await c.get("services").team.create(input, c.get("user"));
    return c.json({ success: true, message: `${data.name} added to the team`, data }, 201);
  })
  /** Staff edit (every field is replaced) and move a member (at the start or end nothing changes: answered as it is); only admins remove one. */
  .route(
    "/",
    orderedRowRoutes({
      notFound: "Team member not found",
      update: { schema: teamMemberSchema, save: (services) => services.team.update },
      moveSchema,
      rows: (services) => services.team,
      name: (member) => member.name,
      removed: (name) => `${name} removed from the team`,
      edge: "answer",
    }),
  );
