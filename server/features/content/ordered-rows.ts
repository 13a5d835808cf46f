import { Hono, type ContextVariableMap } from "hono";
import type { z } from "zod";
import type { Direction } from "../../core/ordering";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError, idParam, parseJson } from "../../core/http/errors";
import type { Actor } from "../../core/audit";

/** The services every handler reads (`c.get("services")`), as the composition root declares them. */
type Services = ContextVariableMap["services"];

/** What the routes need of an ordered collection's domain module (see orderedCollection in server/core/ordering.ts). */
interface OrderedRows<T> {
  move(id: number, direction: Direction, actor: Actor): Promise<{ item: T; moved: boolean } | undefined>;
  remove(id: number, actor: Actor): Promise<T | undefined>;
}

/**
 * The routes of a row of an ordered collection (team members, gallery images, projects): with
 * `update`, PUT `/:id` (staff) replaces its fields; POST `/:id/move`
 * `{ direction }` (staff) moves it one place up or down; DELETE `/:id` (admins only) deletes
 * it; 404 with `notFound` when there is no such row. At the start or end a move changes nothing:
 * answered as it is (`edge: "answer"`) or refused with 409 (`edge: "refuse"`).
 */
export function orderedRowRoutes<T, V>(spec: {
  notFound: string;
  /** PUT's body (`schema`) and the domain's update (undefined when there is no such row). */
  update?: { schema: z.ZodType<V>; save: (services: Services) => (id: number, values: V, actor: Actor) => Promise<T | undefined> };
  moveSchema: z.ZodType<{ direction: Direction }>;
  rows: (services: Services) => OrderedRows<T>;
  /** The row's name in the answers' messages. */
  name: (item: T) => string;
  /** The message after a deletion, e.g. `${name} deleted`. */
  removed: (name: string) => string;
  edge: "answer" | "refuse";
}) {
  const routes = new Hono<AppEnv>();
  const { update } = spec;
  if (update) {
    routes.put("/:id", requireUser, async (c) => {
      const id = idParam(c);
      const input = await parseJson(c, update.schema);
      const data = await update.save(c.get("services"))(id, input, c.get("user"));
      if (!data) apiError(404, spec.notFound);
      return c.json({ success: true, message: `${spec.name(data)} saved`, data });
    });
  }
  return routes
    .delete("/:id", requireUser, requireRole("admin"), async (c) => {
      const id = idParam(c);
      const removed = await spec.rows(c.get("services")).remove(id, c.get("user"));
      if (!removed) apiError(404, spec.notFound);
      return c.json({ success: true, message: spec.removed(spec.name(removed)) });
    })
    .post("/:id/move", requireUser, async (c) => {
      const id = idParam(c);
      const { direction } = await parseJson(c, spec.moveSchema);
      const result = await spec.rows(c.get("services")).move(id, direction, c.get("user"));
      if (!result) apiError(404, spec.notFound);
      const { item, moved } = result;
      const name = spec.name(item);
      const atEdge = `${name} is already ${direction === "up" ? "first" : "last"}`;
      if (!moved && spec.edge === "refuse") apiError(409, atEdge);
      return c.json({ success: true, message: moved ? `${name} moved ${direction}` : atEdge, data: item });
    });
}
