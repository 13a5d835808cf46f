import { Hono } from "hono";
import { moveSchema, teamMemberSchema, teamPageSchema } from "#schemas/team";
import { requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { readDocument, saveDocument } from "./document-routes";
import { parseJson } from "../../core/http/errors";
import { orderedRowRoutes } from "./ordered-rows";

const readTeamPage = readDocument((s) => s.team.page());
const saveTeamPage = saveDocument(teamPageSchema, (s) => s.team.savePage, "Meet Our Team page saved");
const readTeamMembers = readDocument((s) => s.team.list());

/**
 * Meet Our Team: its document (group photo, caption, values) and its members. Staff (managers and
 * admins) read and change them; only admins remove a member. Each change is one transaction with
 * its audit entry, and the public page shows it at once.
 */
export const teamRoutes = new Hono<AppEnv>().get("/", requireUser, readTeamPage).put("/", requireUser, saveTeamPage);

/** /api/team-members: the team members, in order (staff). */
export const teamMemberRoutes = new Hono<AppEnv>()

  .get("/", requireUser, readTeamMembers)
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
