/**
 * Validation failures as the API answers them and the forms show them: one message per field. The
 * server and the browser use the same function (app/lib/form.ts re-exports it), so a form shows
 * exactly the words the API would answer. No zod import: public pages may use it.
 */

export type FieldErrors = Record<string, string>;

/** What this needs of a ZodError: its issues, in the schema's field order. */
export interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** The key of an issue that belongs to no field (a check of the whole object). */
export const FORM_ERROR_KEY = "_";

/**
 * The first message per field, in the schema's field order, plus the very first message overall.
 * A field inside a list or object also gets its own message under its whole path
 * (`phones.1.number`), so a form shows it under that very control; the top-level field
 * (`phones`) keeps the first of its messages. Without `nested`, only the top-level fields (a
 * query string's parameters, whose values are no form's controls).
 */
export function fieldErrorsOf(error: IssueList, nested = true): { error: string; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : FORM_ERROR_KEY;
    if (!(field in fieldErrors)) fieldErrors[field] = issue.message;
    if (nested && issue.path.length > 1) {
      const whole = issue.path.map(String).join(".");
      if (!(whole in fieldErrors)) fieldErrors[whole] = issue.message;
    }
  }
  return { error: error.issues[0]?.message ?? "Invalid request", fieldErrors };
}
