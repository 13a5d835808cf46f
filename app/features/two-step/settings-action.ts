/** What Settings' "Two-step sign-in" reads and changes (GET/POST /api/settings/two-step…). */
import { twoStepDisableSchema, twoStepEnableSchema } from "#schemas/two-step";
import { twoStepPolicySchema } from "#schemas/two-step-policy";
import type { TwoStepSetupDto, TwoStepStatusDto } from "#schemas/wire";
import { actionFailure } from "~/components/admin/action-result";
import { api, isAbortError, isSignedOutError } from "~/lib/api";
import { checkWith, type FieldErrors } from "~/lib/form";

export type TwoStepSettingsResult =
  | { ok: false; error: string; fieldErrors?: FieldErrors; status: number }
  | { ok: true; message?: string; setup?: TwoStepSetupDto; recoveryCodes?: string[]; status?: Partial<TwoStepStatusDto> };

const SHOWN = [400, 403, 409, 429];

/** The status, or null when it cannot be read (the card then stays away; the rest of Settings works). */
export async function readTwoStep(signal: AbortSignal): Promise<TwoStepStatusDto | null> {
  try {
    return (await api("GET", "/api/settings/two-step", undefined, { auth: true, signal })).data;
  } catch (err) {
    if (!isAbortError(err) && !isSignedOutError(err)) console.error("Failed to load two-step sign-in", err);
    return null;
  }
}

export const isTwoStepSettingsIntent = (intent: unknown) => typeof intent === "string" && intent.startsWith("two-step-");

/** Start the setup, confirm it with the first code, turn it off, or (an admin) set the rule for every admin. */
export async function twoStepSettingsAction(body: Record<string, unknown>, signal: AbortSignal): Promise<TwoStepSettingsResult> {
  const opts = { auth: true, signal };
  try {
    if (body.intent === "two-step-setup") return { ok: true, setup: (await api("POST", "/api/settings/two-step/setup", {}, opts)).data };
    if (body.intent === "two-step-enable") {
      const checked = checkWith(twoStepEnableSchema, body);
      if (!checked.ok) return { ok: false, error: checked.error, fieldErrors: checked.fieldErrors, status: 400 };
      const answer = await api("POST", "/api/settings/two-step/enable", checked.data, opts);
      return {
        ok: true,
        message: answer.message,
        recoveryCodes: answer.data.recoveryCodes,
        status: { enabled: true, recoveryCodesLeft: answer.data.recoveryCodes.length },
      };
    }
    if (body.intent === "two-step-disable") {
      const checked = checkWith(twoStepDisableSchema, body);
      if (!checked.ok) return { ok: false, error: checked.error, fieldErrors: checked.fieldErrors, status: 400 };
      const answer = await api("POST", "/api/settings/two-step/disable", checked.data, opts);
      return { ok: true, message: answer.message, status: { enabled: false, recoveryCodesLeft: 0 } };
    }
    const checked = checkWith(twoStepPolicySchema, body);
    if (!checked.ok) return { ok: false, error: checked.error, fieldErrors: checked.fieldErrors, status: 400 };
    const answer = await api("PUT", "/api/settings/two-step/policy", checked.data, opts);
    return { ok: true, message: answer.message, status: { requiredForAdmins: answer.data.requiredForAdmins } };
  } catch (err) {
    if (isAbortError(err)) throw err;
    return actionFailure(err, SHOWN, "Failed to change two-step sign-in. Please try again.", "Failed to change two-step sign-in");
  }
}
