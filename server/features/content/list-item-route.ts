import type { Context } from "hono";
import type { ItemRemoval } from "./site-content";
import type { AppEnv } from "../../core/http/env";
import { apiError } from "../../core/http/errors";
import type { Services } from "../../services";
import type { Actor } from "../../core/audit";

/** A list's place in the URL: 0, 1, 2… as in the field paths of its document (`testimonials.1.name`). */
const INDEX = /^(0|[1-9][0-9]{0,3})$/;

/**
 * DELETE `/<list>/:index?name=…` of a content document (a testimonial, a sector, a slide): the entry
 * goes at once, as a row of Projects, Team or Gallery does, with its audit entry, and the public
 * page follows. `name`, the entry's name as the screen showed it, guards against a list changed
 * since: 409 rather than deleting another entry. 404 when there is no such entry; 409 when the
 * list is at its fewest (`fewest` says so).
 */
export function listItemDeletion(spec: {
  remove: (services: Services) => (index: number, expected: string | undefined, actor: Actor) => Promise<ItemRemoval>;
  /** One entry, capitalised: "Testimonial". */
  item: string;
  /** The list, in lower case: "testimonials". */
  list: string;
  removed: (name: string) => string;
  fewest?: string;
}) {
  return async (c: Context<AppEnv>) => {
    const raw = c.req.param("index") ?? "";
    if (!INDEX.test(raw)) apiError(404, `${spec.item} not found`);
    const result = await spec.remove(c.get("services"))(Number(raw), c.req.query("name"), c.get("user"));
    switch (result.outcome) {
      case "missing":
        return apiError(404, `${spec.item} not found`);
      case "changed":
        return apiError(409, `The ${spec.list} have changed since this screen was loaded: reload it and try again`);
      case "last":
        return apiError(409, spec.fewest ?? `The ${spec.list} cannot be fewer`);
      case "removed":
        return c.json({ success: true as const, message: spec.removed(result.name) });
    }
  };
}
