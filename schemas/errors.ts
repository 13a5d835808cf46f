import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** The first message per field, in the schema's field order, plus the very first message overall. */
export function fieldErrorsOf(error: z.ZodError): { error: string; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : "_";
    if (!(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return { error: error.issues[0]?.message ?? "Invalid request", fieldErrors };
}
