import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Tx } from "../db/connection";
import { onceper, type StoredAnswer } from "../domain/idempotency";
import type { AppEnv } from "../http/env";
import { apiError } from "../http/errors";

/**
 * The common tail of a public form: a filled honeypot gets an accepted-looking answer and
 * nothing is stored; otherwise the effect runs once per Idempotency-Key and commits before
 * the answer is sent.
 */
export async function publicFormAnswer(c: Context<AppEnv>, scope: string, honeypot: string | undefined, effect: (tx: Tx) => Promise<StoredAnswer>) {
  if (honeypot && honeypot.trim() !== "") {
    c.get("log").info({ scope }, "honeypot filled; submission dropped");
    return c.json({ success: true, message: "Thank you! We will contact you soon." }, 201);
  }
  const key = c.req.header("idempotency-key");
  if (key !== undefined && !/^[\w.:-]{8,128}$/.test(key)) apiError(400, "Idempotency-Key must be 8 to 128 letters, digits, '-', '_', '.' or ':'");
  const answer = await onceper(c.get("services").db, scope, key, effect);
  if (answer.replayed) c.header("idempotent-replayed", "true");
  return c.json(answer.body as object, answer.status as ContentfulStatusCode);
}
