/**
 * What the Settings screen reads and saves: the signed-in account (e-mail, role, a password change)
 * and, for an admin, the default terms of new quotations; for staff who may change the business
 * details, the freight of the instant estimate.
 */
import { settingsSchema } from "#schemas/auth";
import { freightSchema, type Freight } from "#schemas/freight";
import { quotationDefaultsInput } from "#schemas/quotations";
import { ApiError, api, isAbortError, isSignedOutError, serverMessageOf } from "~/lib/api";
import { forgetVerifiedUser } from "~/lib/admin-session";
import { getStoredUser, saveSession } from "~/lib/auth-storage";
import { checkWith, type FieldErrors } from "~/lib/form";
import { toast } from "~/lib/toast";

export interface Account {
  email: string;
  role: string;
}

export type SettingsResult = { ok: true; message: string } | { ok: false; error?: string; fieldErrors?: FieldErrors; status: number };

/** Answers whose own words say what to fix (bad input, a role the person may not take, an e-mail in use, a wait after wrong passwords). */
const SHOWN_STATUSES = [400, 403, 409, 429];
const UPDATE_FAILED = "Failed to update settings";
const SAVE_FAILED = "Failed to save settings. Please try again.";

/**
 * GET /api/settings/. A failure is said in a toast and the form starts from what the sign-in
 * stored, so it is still usable; null when the screen was left meanwhile or the session has ended
 * (the layout goes to the login).
 */
export async function readAccount(signal: AbortSignal): Promise<Account | null> {
  try {
    const answer = await api("GET", "/api/settings/", undefined, { auth: true, signal });
    if (!answer?.success || !answer.data) throw new Error("No settings in the answer");
    return { email: answer.data.email ?? "", role: answer.data.role ?? "admin" };
  } catch (err) {
    if (isAbortError(err) || isSignedOutError(err)) return null;
    console.error("Failed to load settings", err);
    toast.error("Failed to load settings");
    const stored = getStoredUser();
    return { email: stored?.userEmailId ?? "", role: stored?.roleType || "admin" };
  }
}

/** The default terms of new quotations (admins change them here); null when not an admin or not readable. */
export async function readTerms(signal: AbortSignal): Promise<string | null> {
  try {
    const answer = await api("GET", "/api/quotations/defaults", undefined, { auth: true, signal });
    return answer.data.terms;
  } catch (err) {
    if (!isAbortError(err) && !isSignedOutError(err)) console.error("Failed to load the quotation terms", err);
    return null;
  }
}

/** A save that threw: a signed-out session says nothing (the layout goes to the login); else the server's words or `fallback`. */
function saveFailure(err: unknown, fallback: string, log: string): SettingsResult {
  if (isAbortError(err)) throw err;
  if (isSignedOutError(err)) return { ok: false, status: 401 };
  const shown = serverMessageOf(err, SHOWN_STATUSES);
  if (!shown) console.error(log, err);
  return {
    ok: false,
    error: shown ?? fallback,
    fieldErrors: err instanceof ApiError ? err.fieldErrors : undefined,
    status: err instanceof ApiError ? err.status : 0,
  };
}

/**
 * PUT /api/settings/ (one intent: the screen saves e-mail, role and the password change together).
 * A password or role change revokes older tokens: the answer's fresh token is stored before the
 * router re-reads the signed-in user with it.
 */
export async function saveAccount(body: Record<string, unknown>, signal: AbortSignal): Promise<SettingsResult> {
  const checked = checkWith(settingsSchema, body);
  if (!checked.ok) return { ok: false, error: checked.error, fieldErrors: checked.fieldErrors, status: 400 };
  const values = checked.data;
  try {
    const saved = await api("PUT", "/api/settings/", { ...values, email: values.email.trim() }, { auth: true, signal });
    // The server answers success: true; an answer without it (a proxy's, an older server's) shows its own words.
    const answer: Omit<typeof saved, "success"> & { success?: boolean; error?: string } = saved;
    if (!answer?.success) return { ok: false, error: answer?.message || answer?.error || UPDATE_FAILED, status: 200 };
    if (answer.token) saveSession(answer.token, answer.data?.role ?? values.role);
    // The e-mail may have changed without a new token: the layout must read the user again.
    forgetVerifiedUser();
    return { ok: true, message: answer.message || "Settings updated successfully" };
  } catch (err) {
    return saveFailure(err, SAVE_FAILED, "Failed to save settings");
  }
}

/** PUT /api/quotations/defaults: the terms every new quotation starts with. */
export async function saveTerms(body: Record<string, unknown>, signal: AbortSignal): Promise<SettingsResult> {
  const checked = checkWith(quotationDefaultsInput, body);
  if (!checked.ok) return { ok: false, error: checked.error, fieldErrors: checked.fieldErrors, status: 400 };
  try {
    await api("PUT", "/api/quotations/defaults", checked.data, { auth: true, signal });
    return { ok: true, message: "Quotation terms saved" };
  } catch (err) {
    return saveFailure(err, "Failed to save the quotation terms. Please try again.", "Failed to save the quotation terms");
  }
}

/** The truck types and road factor (GET /api/settings/freight); null when not readable (the section is then not shown). */
export async function readFreight(signal: AbortSignal): Promise<Freight | null> {
  try {
    const answer = await api("GET", "/api/settings/freight", undefined, { auth: true, signal });
    return answer.data;
  } catch (err) {
    if (!isAbortError(err) && !isSignedOutError(err)) console.error("Failed to load the freight settings", err);
    return null;
  }
}

/** PUT /api/settings/freight: the truck types and road factor the estimate uses. */
export async function saveFreight(body: Record<string, unknown>, signal: AbortSignal): Promise<SettingsResult> {
  const checked = checkWith(freightSchema, body);
  if (!checked.ok) return { ok: false, error: checked.error, fieldErrors: checked.fieldErrors, status: 400 };
  try {
    const answer = await api("PUT", "/api/settings/freight", checked.data, { auth: true, signal });
    return { ok: true, message: answer.message || "Freight settings saved" };
  } catch (err) {
    return saveFailure(err, "Failed to save the freight settings. Please try again.", "Failed to save the freight settings");
  }
}
