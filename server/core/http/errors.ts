import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { fieldErrorsOf, type FieldErrors, type IssueList } from "#schemas/errors";
import type { PlainSchema } from "#schemas/plain-schema";
import { MAX_ID } from "#schemas/query";
import type { ErrorAnswer } from "#schemas/wire";

/** The one error shape on the wire: { success: false, error, fieldErrors? }. */
export function apiError(status: ContentfulStatusCode, error: string, fieldErrors?: FieldErrors, headers?: Record<string, string>): never {
  const body = JSON.stringify((fieldErrors ? { success: false, error, fieldErrors } : { success: false, error }) satisfies ErrorAnswer);
  throw new HTTPException(status, {
    message: error,
    res: new Response(body, { status, headers: { "content-type": "application/json; charset=utf-8", ...headers } }),
  });
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/** A zod schema, or a zod-free one of a public form (schemas/plain-schema.ts), and what it parses to. */
type BodySchema = z.ZodType | PlainSchema<unknown>;
type Parsed<S> = S extends z.ZodType ? z.output<S> : S extends PlainSchema<infer T> ? T : never;

/** How a schema's mistakes are named in the 400 answer: by default each by its field and by its whole path. */
type ErrorsOf = (error: IssueList) => { error: string; fieldErrors: FieldErrors };

/**
 * Read a JSON body and validate it; 400 with the schema's messages when it does not fit.
 * A non-empty body must be declared as JSON (415 otherwise): a cross-site page cannot then post
 * to the API without a CORS preflight, which we never grant.
 */
export async function parseJson<S extends BodySchema>(c: Context, schema: S, errorsOf: ErrorsOf = fieldErrorsOf): Promise<Parsed<S>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    apiError(400, "Request body could not be read");
  }
  let raw: unknown = {};
  if (text.trim() !== "") {
    if (!JSON_TYPE.test(c.req.header("content-type") ?? "")) apiError(415, "Send the request body as JSON (Content-Type: application/json)");
    try {
      raw = JSON.parse(text);
    } catch {
      apiError(400, "Request body must be valid JSON");
    }
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) apiError(400, "Request body must be a JSON object");
  if (hasNulCharacter(raw)) apiError(400, "Text must not contain NUL characters");
  return parseWith(schema, raw, errorsOf);
}

/** Validate the query string (first value of each parameter); schemas fall back to defaults for odd values. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(c.req.query())) query[k] = v.replace(/\0/g, "");
  return parseWith(schema, query, (error) => fieldErrorsOf(error, false)) as z.output<S>;
}

function parseWith<S extends BodySchema>(schema: S, raw: unknown, errorsOf: ErrorsOf): Parsed<S> {
  const result = (schema as PlainSchema<Parsed<S>>).safeParse(raw);
  if (!result.success) {
    const { error, fieldErrors } = errorsOf(result.error);
    apiError(400, error, fieldErrors);
  }
  return result.data;
}

/** PostgreSQL's text cannot hold U+0000; find one anywhere in a parsed JSON value (keys too), without recursion. */
export function hasNulCharacter(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.includes("\0")) return true;
    } else if (Array.isArray(v)) {
      stack.push(...v);
    } else if (v && typeof v === "object") {
      for (const [k, inner] of Object.entries(v)) {
        if (k.includes("\0")) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/** A positive integer id from the path `name`, or 404 with `notFound` (an id that cannot exist is an unknown one). */
export function idParam(c: Context, name = "id", notFound = "Not found"): number {
  const raw = c.req.param(name) ?? "";
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) apiError(404, notFound);
  return id;
}

/** The SQLSTATE of a PostgreSQL error, also when drizzle wrapped it. */
export function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Last line of defence: a database error that a client's value caused (a number out of range,
 * a duplicate, a row that vanished meanwhile) is that client's 4xx, never a 500. Handlers check
 * these cases first; this only catches what slipped through.
 */
export function clientDatabaseError(err: unknown): { status: ContentfulStatusCode; error: string } | undefined {
  const code = sqlState(err);
  if (!code) return undefined;
  if (code === "23505") return { status: 409, error: "This conflicts with an existing record" };
  if (code === "23503") return { status: 409, error: "This refers to a record that no longer exists" };
  if (code.startsWith("22")) return { status: 400, error: "A value in the request is out of range or malformed" };
  return undefined;
}
