import type { Context } from "hono";
import type { z } from "zod";
import type { DataAnswer, PagedAnswer, Pagination } from "#schemas/wire";
import type { AppEnv } from "./env";
import { apiError, idParam, parseQuery } from "./errors";

/** The `pagination` block of a list answer for the page asked and the rows counted. */
export function paginationOf(q: { page: number; limit: number }, total: number): Pagination {
  return { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) };
}

/**
 * The GET handler of a paged list: the query string read by `schema` (400 naming a bad field), one
 * page of rows from `page`, answered as `{ success, data, pagination }`.
 */
export function pagedList<S extends z.ZodType<{ page: number; limit: number }>, T>(
  schema: S,
  page: (c: Context<AppEnv>, q: z.output<S>) => Promise<{ data: T[]; total: number }>,
) {
  return async (c: Context<AppEnv>) => {
    const q = parseQuery(c, schema);
    const { data, total } = await page(c, q);
    return c.json({ success: true, data, pagination: paginationOf(q, total) } satisfies PagedAnswer<T>);
  };
}

/** The GET handler of one record by its `:id`: 404 with `notFound` for a malformed or unknown id, else `{ success, data }`. */
export function recordById<T>(notFound: string, find: (c: Context<AppEnv>, id: number) => Promise<T | undefined>) {
  return async (c: Context<AppEnv>) => {
    const data = await find(c, idParam(c, "id", notFound));
    if (!data) apiError(404, notFound);
    return c.json({ success: true, data } satisfies DataAnswer<T>);
  };
}
