import type { Context } from "hono";
import type { z } from "zod";
import type { DataAnswer } from "#schemas/wire";
import type { AppEnv } from "../../core/http/env";
import { parseJson } from "../../core/http/errors";
import type { Actor } from "../../core/audit";
import type { Services } from "../../services";

/** GET of a content document (or list) as stored: `{ success, data }`. */
export function readDocument<T>(read: (services: Services) => Promise<T>) {
  return async (c: Context<AppEnv>) => c.json({ success: true, data: await read(c.get("services")) } satisfies DataAnswer<T>);
}

/**
 * PUT of a whole content document: the body checked by `schema` (400 naming the field), stored by
 * `save` with its audit entry, answered with `saved` and the document as stored.
 */
export function saveDocument<T extends Record<string, unknown>>(
  schema: z.ZodType<T>,
  save: (services: Services) => (doc: T, actor: Actor) => Promise<unknown>,
  saved: string,
) {
  return async (c: Context<AppEnv>) => {
    const doc = await parseJson(c, schema);
    await save(c.get("services"))(doc, c.get("user"));
    return c.json({ success: true, message: saved, data: doc } satisfies DataAnswer<T> & { message: string });
  };
}
