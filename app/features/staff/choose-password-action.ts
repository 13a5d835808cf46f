/** Choosing a new password in place of a temporary one: POST /api/settings/password, then the fresh token is kept. */
import { choosePasswordSchema } from "#schemas/auth";
import { ApiError, api, serverMessageOf } from "~/lib/api";
import { forgetVerifiedUser } from "~/lib/admin-session";
import { clearSession, getStoredUser, saveSession } from "~/lib/auth-storage";
import { checkWith, type FieldErrors } from "~/lib/form";

export type ChoosePasswordResult = { ok: true } | { ok: false; error: string; fieldErrors?: FieldErrors; signedOut?: boolean };

const FAILED = "Could not change the password. Please try again.";

/** Checked with the shared schema, then sent; a 401 (the session or the temporary password expired) ends the session here. */
export async function choosePassword(body: unknown): Promise<ChoosePasswordResult> {
  const checked = checkWith(choosePasswordSchema, body);
  if (!checked.ok) return { ok: false, error: checked.error, fieldErrors: checked.fieldErrors };
  try {
    const answer = await api("POST", "/api/settings/password", checked.data, { auth: true });
    saveSession(answer.token, getStoredUser()?.roleType);
    forgetVerifiedUser();
    return { ok: true };
  } catch (err) {
    const signedOut = err instanceof ApiError && err.status === 401;
    if (signedOut) {
      clearSession();
      forgetVerifiedUser();
    }
    const error = serverMessageOf(err, [400, 401, 409, 429]) ?? FAILED;
    return { ok: false, error, fieldErrors: err instanceof ApiError ? err.fieldErrors : undefined, signedOut };
  }
}
