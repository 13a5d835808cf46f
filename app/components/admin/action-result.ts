/**
 * The failure answer of the admin screens' clientActions: what to tell the person, the fields the
 * server refused, and the HTTP status (0 when the network failed).
 */
import type { FieldErrors } from "#schemas/errors";
import { ApiError, serverMessageOf } from "~/lib/api";
import { toast } from "~/lib/toast";

export interface ActionFailure {
  ok: false;
  error: string;
  fieldErrors?: FieldErrors;
  status: number;
}

/**
 * A caught API error as a failure: the server's own words when its status is one of `shown` (the
 * statuses whose messages say what to fix), else the screen's `fallback`. With `log`, an error
 * the server does not explain is logged under that text.
 */
export function actionFailure(err: unknown, shown: readonly number[], fallback: string, log?: string): ActionFailure {
  const message = serverMessageOf(err, shown);
  if (!message && log) console.error(log, err);
  return {
    ok: false,
    error: message ?? fallback,
    fieldErrors: err instanceof ApiError && err.fieldErrors && Object.keys(err.fieldErrors).length ? err.fieldErrors : undefined,
    status: err instanceof ApiError ? err.status : 0,
  };
}

/**
 * Say a clientAction's result on a form: a success in a toast, then `saved`; a failure's field
 * errors under their fields (`show`) and its message in a toast.
 */
export function reportResult(
  result: { ok: true; message: string } | { ok: false; error?: string; fieldErrors?: FieldErrors },
  show: (fieldErrors: FieldErrors) => void,
  saved?: () => void,
) {
  if (result.ok) {
    toast.success(result.message);
    saved?.();
    return;
  }
  if (result.fieldErrors) show(result.fieldErrors);
  if (result.error) toast.error(result.error);
}
