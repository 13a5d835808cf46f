import { Hono } from "hono";
import { projectInputSchema, projectMoveSchema, SLUG_TAKEN, type ProjectDto } from "#schemas/projects";
import type { DataAnswer } from "#schemas/wire";
import { requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { readDocument } from "./document-routes";
import { apiError, idParam, parseJson } from "../../core/http/errors";
import { orderedRowRoutes } from "./ordered-rows";

const NOT_FOUND = "Project not found";

type ProjectAnswer = DataAnswer<ProjectDto> & { message: string };

const readProjects = readDocument((s) => s.projects.list());

/**
 * The projects the site shows, for staff: the public pages read published ones through the domain
 * module. Managers may add, edit and order them; only admins may delete one. Images are checked
 * by the schema to be ours (an upload or a bundled /images file).
 */
export const projectRoutes = new Hono<AppEnv>()
  .get("/", requireUser, readProjects)

  .post("/", requireUser, async (c) => {
    const input = await parseJson(c, projectInputSchema);
    const created = await c.get("services").projects.create(input, c.get("user"));
    if (created === "slug-taken") apiError(409, SLUG_TAKEN, { slug: SLUG_TAKEN });
    return c.json({ success: true, message: `${created.title} added`, data: created } satisfies ProjectAnswer, 201);
  })

  .get("/:id", requireUser, async (c) => {
    const project = await c.get("services").projects.get(idParam(c));
    if (!project) apiError(404, NOT_FOUND);
    return c.json({ success: true, data: project } satisfies DataAnswer<ProjectDto>);
  })

  .put("/:id", requireUser, async (c) => {
    const id = idParam(c);
    const input = await parseJson(c, projectInputSchema);
    const saved = await c.get("services").projects.update(id, input, c.get("user"));
    if (saved === "missing") apiError(404, NOT_FOUND);
    if (saved === "slug-taken") apiError(409, SLUG_TAKEN, { slug: SLUG_TAKEN });
    return c.json({ success: true, message: `${saved.title} saved`, data: saved } satisfies ProjectAnswer);
  })

  /** Only admins delete; a move is one place up or down in the site's order, 409 when it is already first (or last). */
  .route(
    "/",
    orderedRowRoutes({
      notFound: NOT_FOUND,
      moveSchema: projectMoveSchema,
      rows: (services) => services.projects,
      name: (project) => project.title,
      removed: (title) => `${title} deleted`,
      edge: "refuse",
    }),
  );
