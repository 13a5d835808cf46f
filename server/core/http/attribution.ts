import type { Context } from "hono";
import { attributionSchema, type Attribution } from "#schemas/lead-sources";

/**
 * The visit a public form's JSON body says led to it (`attribution`), read after the form itself
 * was checked. An invalid one is dropped: it is never a reason to refuse a quote request or a message.
 */
export async function formAttribution(c: Context): Promise<Attribution | undefined> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = attributionSchema.safeParse(body !== null && typeof body === "object" ? (body as { attribution?: unknown }).attribution : undefined);
  return parsed.success ? parsed.data : undefined;
}
