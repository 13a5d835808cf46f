/**
 * The one form approach of the site and the admin: a shared schema (schemas/) checks the values in
 * the browser, the API checks them again with the same schema, and both failures become the same
 * `{ field: message }` map, which the form shows through <Field> (app/components/ui/field.tsx).
 *
 * No zod import here: a schema is passed in, so this module costs public pages nothing.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { fieldErrorsOf, FORM_ERROR_KEY, type FieldErrors, type IssueList } from "#schemas/errors";

export { fieldErrorsOf, FORM_ERROR_KEY, type FieldErrors };

/** What a form needs of a schema: zod's `safeParse`. */
export interface FormSchema<T> {
  safeParse(values: unknown): { success: true; data: T } | { success: false; error: IssueList };
}

/** The outcome of a check: the parsed values, or the first message overall and one per field. */
export type Checked<T> = { ok: true; data: T } | { ok: false; error: string; fieldErrors: FieldErrors };

/** Check `values` with `schema`: the browser half of the API's own validation (same messages). */
export function checkWith<T>(schema: FormSchema<T>, values: unknown): Checked<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, ...fieldErrorsOf(parsed.error) };
}

/** Only the messages of the given fields (what a form shows of a server's answer). */
export function pickFieldErrors(fieldErrors: FieldErrors | undefined, fields: readonly string[]): FieldErrors {
  const out: FieldErrors = {};
  for (const f of fields) if (fieldErrors?.[f]) out[f] = fieldErrors[f];
  return out;
}

/**
 * Only the first failing rule's message, under its field: for a form whose rules are said one at
 * a time, in order (the schema's issues come in that order, and so do the map's keys).
 */
export function firstFieldError(fieldErrors: FieldErrors | undefined): FieldErrors {
  const [first] = Object.entries(fieldErrors ?? {});
  return first ? { [first[0]]: first[1] } : {};
}

const hasAny = (errors: FieldErrors) => Object.keys(errors).length > 0;

/**
 * A form's field errors. Put `formRef` on the <form> and pass `errors[name]` to each <Field>:
 * - `validate(schema, values)`: the parsed values, or null after showing the errors and focusing
 *   the first invalid control (in the form's order: the first `aria-invalid` one);
 * - `show(fieldErrors)`: show errors that came from elsewhere (the API, a route action), focusing
 *   the first; answers whether there were any;
 * - `clear(field)`: drop one field's error (call it when the person edits that field);
 * - `edit(field, set)`: a text control's onChange that keeps its value (`set`) and clears the field's error;
 * - `reset()`: drop them all.
 */
export function useFormErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Focus moves after the errors have rendered (the invalid controls carry aria-invalid by then).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (!focusRequest) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A control inside a closed <details> cannot take focus: open it first.
    const details = first?.closest("details");
    if (details && !details.open) details.open = true;
    first?.focus();
  }, [focusRequest]);

  const show = useCallback((fieldErrors: FieldErrors | undefined): boolean => {
    const next = fieldErrors ?? {};
    setErrors(next);
    if (!hasAny(next)) return false;
    setFocusRequest((n) => n + 1);
    return true;
  }, []);

  const validate = useCallback(
    <T>(schema: FormSchema<T>, values: unknown): T | null => {
      const checked = checkWith(schema, values);
      if (checked.ok) {
        setErrors({});
        return checked.data;
      }
      show(checked.fieldErrors);
      return null;
    },
    [show],
  );

  const clear = useCallback((field: string) => {
    setErrors((cur) => {
      if (!(field in cur)) return cur;
      const { [field]: _gone, ...rest } = cur;
      return rest;
    });
  }, []);

  const edit = (field: string, set: (value: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    clear(field);
  };

  const reset = useCallback(() => setErrors({}), []);

  return { formRef, errors, validate, show, clear, edit, reset };
}

/**
 * Call `handle` once for each new result of a fetcher or a route action (`fetcher.data`,
 * `useActionData()`): each submission answers a new object. For toasts and focus, which are not
 * part of rendering.
 */
export function useEachResult<T>(result: T | undefined, handle: (result: T) => void) {
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  const seen = useRef<T | undefined>(undefined);
  useEffect(() => {
    if (result === undefined || result === seen.current) return;
    seen.current = result;
    latest.current(result);
  }, [result]);
}
