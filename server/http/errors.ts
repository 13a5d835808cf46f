import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { fieldErrorsOf, type FieldErrors } from "../../schemas/errors";

/** The one error shape on the wire: { success: false, error, fieldErrors? }. */
export function apiError(status: ContentfulStatusCode, error: string, fieldErrors?: FieldErrors, headers?: Record<string, string>): never {
  const body = JSON.stringify(fieldErrors ? { success: false, error, fieldErrors } : { success: false, error });
  throw new HTTPException(status, {
    message: error,
    res: new Response(body, { status, headers: { "content-type": "application/json; charset=utf-8", ...headers } }),
  });
}

/** Read a JSON body and validate it; 400 with the schema's messages when it does not fit. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    apiError(400, "Request body must be valid JSON");
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) apiError(400, "Request body must be a JSON object");
  return parseWith(schema, raw);
}

export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const { error, fieldErrors } = fieldErrorsOf(result.error);
    apiError(400, error, fieldErrors);
  }
  return result.data;
}

/** A positive integer id from the path, or 404 (an id that cannot exist is an unknown one). */
export function idParam(c: Context, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) apiError(404, "Not found");
  return id;
}
