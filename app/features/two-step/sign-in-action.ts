/**
 * The sign-in's second step, run by the login route's clientAction: the code (or a recovery code)
 * exchanged for the session, or, for an admin the rule asks, the setup and its first code.
 */
import { twoStepChallengeSchema, twoStepCodeSchema, twoStepEnableAtSignInSchema } from "#schemas/two-step";
import type { TwoStepSetupDto } from "#schemas/wire";
import { actionFailure } from "~/components/admin/action-result";
import { api } from "~/lib/api";
import { saveSession } from "~/lib/auth-storage";
import { checkWith, type FieldErrors } from "~/lib/form";

export type TwoStepSignInResult =
  | { ok: false; error: string; fieldErrors?: FieldErrors; status: number }
  | { ok: true; signedIn: true; recoveryCodes?: string[] }
  | { ok: true; setup: TwoStepSetupDto };

/** Answers whose words say what to do (a wrong code, an expired challenge, a wait). */
const SHOWN = [400, 401, 409, 429];
const FAILED = "Sign-in failed. Please try again.";

export const isTwoStepSignInIntent = (intent: unknown) => intent === "two-step-code" || intent === "two-step-setup" || intent === "two-step-enable";

export async function twoStepSignInAction(body: Record<string, unknown>): Promise<TwoStepSignInResult> {
  const schema = body.intent === "two-step-code" ? twoStepCodeSchema : body.intent === "two-step-enable" ? twoStepEnableAtSignInSchema : twoStepChallengeSchema;
  const checked = checkWith(schema, body);
  if (!checked.ok) return { ok: false, error: checked.error, fieldErrors: checked.fieldErrors, status: 400 };
  try {
    if (body.intent === "two-step-setup") return { ok: true, setup: (await api("POST", "/api/auth/two-step/setup", checked.data)).data };
    if (body.intent === "two-step-enable") {
      const answer = await api("POST", "/api/auth/two-step/enable", checked.data);
      saveSession(answer.token, answer.roleType);
      return { ok: true, signedIn: true, recoveryCodes: answer.recoveryCodes };
    }
    const answer = await api("POST", "/api/auth/two-step", checked.data);
    saveSession(answer.token, answer.roleType);
    return { ok: true, signedIn: true };
  } catch (err) {
    return actionFailure(err, SHOWN, FAILED, "Two-step sign-in failed");
  }
}
