/**
 * The failure answer of the admin screens' clientActions: what to tell the person, the fields the
 * server refused, and the HTTP status (0 when the network failed).
 */
import type { FieldErrors } from "#schemas/errors";
import { ApiError, isAbortError, isSignedOutError, serverMessageOf } from "~/lib/api";
import { toast } from "~/lib/toast";

export interface ActionFailure {
  ok: false;
  error: string;
  fieldErrors?: FieldErrors;
  status: number;
}

/** What one change of a record answers its screen: what it read of the API's answer (its message and the record), or why it failed; both name the change's intent. */
export type ChangeResult<I extends string, Done extends { message: string }> = ({ ok: true; intent: I } & Done) | (ActionFailure & { intent: I });

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
 * Carry out one change of a record (an order, a quotation, a customer) through the API: `sent` is
 * the call its intent makes, none when there is no record to change (a programming error, 400);
 * `done` reads the answer. Never throws for a refusal or a network failure: it answers `ok: false`,
 * with the server's words for the `shown` statuses, else `fallback`.
 */
export async function runChange<I extends string, A, Done extends { message: string }>(
  change: { record: string; id: number | null; intent: I },
  sent: Promise<A> | undefined,
  done: (answer: A) => Done,
  { shown, fallback }: { shown: readonly number[]; fallback: string },
): Promise<ChangeResult<I, Done>> {
  const { record, id, intent } = change;
  if (!sent) throw new Response(`No ${record} to change`, { status: 400 });
  try {
    const answer = await sent;
    return { ok: true, intent, ...done(answer) };
  } catch (err) {
    if (isAbortError(err)) throw err;
    // A 401: the layout sends the person to the login; nothing to say here.
    if (isSignedOutError(err)) return { ok: false, intent, error: "", status: 401 };
    return { ...actionFailure(err, shown, fallback, `Failed to ${intent} ${record} ${id ?? "(new)"}`), intent };
  }
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
