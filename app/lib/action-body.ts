/**
 * The body of an action request as an object whose `intent` is one of `intents`; anything else is a
 * programming error, answered 400 with `unknown` ("Unknown order change").
 */
export function bodyWithIntent(body: unknown, intents: readonly string[], unknown: string): Record<string, unknown> & { intent: string } {
  const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  if (typeof b.intent !== "string" || !intents.includes(b.intent)) throw new Response(unknown, { status: 400 });
  return b as Record<string, unknown> & { intent: string };
}
