import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Tx } from "../db/connection";
import { KEY_REUSED, onceper, type StoredAnswer } from "../idempotency";
import type { AppEnv } from "./env";
import { apiError } from "./errors";

/** The answer to an Idempotency-Key sent again with a different request. */
const KEY_REUSED_MESSAGE = "This Idempotency-Key was already used for a different request. Send a new key with a new request.";

/**
 * The common tail of a public form: a filled honeypot (`input.website`) gets an accepted-looking
 * answer and nothing is stored; otherwise the effect runs once per Idempotency-Key and commits
 * before the answer is sent. The key is bound to the validated input: the same key with another
 * input answers 422 and runs nothing.
 */
export async function publicFormAnswer(c: Context<AppEnv>, scope: string, input: { website?: string }, effect: (tx: Tx) => Promise<StoredAnswer>) {
  if (input.website && input.website.trim() !== "") {
    c.get("log").info({ scope }, "honeypot filled; submission dropped");
    return c.json({ success: true, message: "Thank you! We will contact you soon." }, 201);
  }
  const key = c.req.header("idempotency-key");
  if (key !== undefined && !/^[\w.:-]{8,128}$/.test(key)) apiError(400, "Idempotency-Key must be 8 to 128 letters, digits, '-', '_', '.' or ':'");
  const answer = await onceper(c.get("services").db, scope, key, input, effect);
  if (answer === KEY_REUSED) apiError(422, KEY_REUSED_MESSAGE);
  if (answer.replayed) c.header("idempotent-replayed", "true");
  return c.json(answer.body as object, answer.status as ContentfulStatusCode);
}
