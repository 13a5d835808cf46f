/**
 * The exports' calls to the API: one at a time, a refusal's field errors for the form (a download's
 * come in its answer's body), its words in a toast.
 */
import { useState } from "react";
import type { FieldErrors } from "#schemas/errors";
import { ApiError, isSignedOutError, serverMessageOf } from "~/lib/api";
import { toast } from "~/lib/toast";

const fieldErrorsOf = (err: ApiError): FieldErrors | undefined =>
  err.fieldErrors ?? (err.body && typeof err.body === "object" ? (err.body as { fieldErrors?: FieldErrors }).fieldErrors : undefined);

export function useExportCall() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Run `call`; answers its result, or undefined when refused (the errors are then shown). */
  async function run<T>(call: () => Promise<T>, failed: string): Promise<T | undefined> {
    setBusy(true);
    setErrors({});
    try {
      return await call();
    } catch (err) {
      if (isSignedOutError(err)) return undefined;
      if (err instanceof ApiError) setErrors(fieldErrorsOf(err) ?? {});
      const shown = serverMessageOf(err, [400, 403, 404, 409]);
      if (!shown) console.error(failed, err);
      toast.error(shown ?? failed);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, run };
}
