import type { Context } from "hono";
import { isLang, type Lang } from "#schemas/languages";
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

/**
 * The language of the page a public form was sent from (`language`: "en", "gu" or "hi"), read after
 * the form itself was checked; English when the body names none or another (it is never a reason to
 * refuse the form).
 */
export async function formLanguage(c: Context): Promise<Lang> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const language = body !== null && typeof body === "object" ? (body as { language?: unknown }).language : undefined;
  return isLang(language) ? language : "en";
}
