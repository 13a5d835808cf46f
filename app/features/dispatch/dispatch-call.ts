/**
 * The dispatch screens' calls to the API: one change at a time, its refusal's field errors for the
 * form, its words in a toast, and the page read again after it (the router's revalidation).
 */
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { FieldErrors } from "#schemas/errors";
import { ApiError, isSignedOutError, serverMessageOf } from "~/lib/api";
import { toast } from "~/lib/toast";

/** `revalidate` false: the screen already shows what was saved (a settings form), nothing to read again. */
export function useDispatchCall(revalidate = true) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Run `call`; answers its result, or undefined when refused (the errors are then shown). */
  async function run<T>(call: () => Promise<T>, failed: string, toastOpts?: { containerId: string }): Promise<T | undefined> {
    setBusy(true);
    setErrors({});
    try {
      const result = await call();
      if (revalidate) void revalidator.revalidate();
      return result;
    } catch (err) {
      if (isSignedOutError(err)) return undefined;
      if (err instanceof ApiError && err.fieldErrors) setErrors(err.fieldErrors);
      const shown = serverMessageOf(err, [400, 403, 404, 409, 502]);
      if (!shown) console.error(failed, err);
      toast.error(shown ?? failed, toastOpts);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, setErrors, run };
}
