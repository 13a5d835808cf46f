import { Hono, type Context } from "hono";
import { twoStepChallengeSchema, twoStepCodeSchema, twoStepDisableSchema, twoStepEnableAtSignInSchema, twoStepEnableSchema } from "#schemas/two-step";
import { twoStepPolicySchema } from "#schemas/two-step-policy";
import type { DataAnswer, LoginAnswer, TwoStepSetupDto, TwoStepStatusDto } from "#schemas/wire";
import type { Throttled } from "./sign-in";
import type { User } from "./users";
import type { DisableRefusal, SetupRefusal } from "./two-step";
import { rememberDevice } from "./known-device";
import { requireRole, requireUser } from "./require-user";
import { passwordChangeRequired } from "./temporary-passwords";
import type { AppEnv } from "../../core/http/env";
import { apiError, parseJson } from "../../core/http/errors";
import { rateLimit } from "../../core/http/rate-limit";

const SIGN_IN_AGAIN = "Your sign-in has expired. Please sign in again.";
const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";
const ALREADY_ON = "Two-step sign-in is already on";
const NOT_STARTED = "Start the setup again: no secret is waiting for a code";
const REQUIRED = "Two-step sign-in is required for admins. Another admin can reset it if you lost your phone.";

/** 429 after too many wrong codes, counted as wrong passwords are. */
function codesThrottled(wait: number): never {
  apiError(429, `Too many wrong codes. Please wait ${wait} seconds and try again.`, undefined, { "retry-after": String(wait) });
}

function refuseSetup(result: SetupRefusal | Throttled): never {
  if (typeof result === "object") codesThrottled(result.wait);
  if (result === "wrong-code") apiError(400, WRONG_CODE, { code: WRONG_CODE });
  apiError(409, result === "already-enabled" ? ALREADY_ON : NOT_STARTED);
}

/** The name the authenticator app shows the account under: the business's. */
const issuerOf = async (c: Context<AppEnv>) => (await c.get("services").business.read()).name || "Admin";

/** The account of the challenge sent, or 401: it expired, was forged, or the account changed since. */
async function challenged(c: Context<AppEnv>, challenge: string, step: "code" | "setup") {
  const u = await c.get("services").accounts.twoStep.readChallenge(challenge, step);
  if (!u) apiError(401, SIGN_IN_AGAIN);
  return u;
}

/** The session a finished sign-in answers, as POST /api/auth/login does, and the browser is known to the account from now. */
async function signedIn(c: Context<AppEnv>, u: User) {
  const session = await c.get("services").accounts.startSession(u, { address: c.get("clientAddress") });
  if (session === "invalid") apiError(401, SIGN_IN_AGAIN);
  await rememberDevice(c, session.user.id);
  const changeRequired = passwordChangeRequired(session.user) ? { passwordChangeRequired: true } : {};
  return { success: true, token: session.token, roleType: session.user.role, error: null, ...changeRequired } satisfies LoginAnswer;
}

/** Under the sign-in's per-address limit: a code is a guess as a password is. */
const signInLimit = rateLimit({ name: "login", limit: (l) => l.login });

/** /api/auth/two-step: the sign-in's second step, with the challenge the password step answered. */
export const twoStepSignInRoutes = new Hono<AppEnv>()
  /** { challenge, code } → the session; the code is a six-digit one or a recovery code (used once). */
  .post("/", signInLimit, async (c) => {
    const { challenge, code } = await parseJson(c, twoStepCodeSchema);
    const u = await challenged(c, challenge, "code");
    const checked = await c.get("services").accounts.twoStep.checkCode(u, code, { address: c.get("clientAddress") });
    if (typeof checked === "object") codesThrottled(checked.wait);
    if (!checked) apiError(401, WRONG_CODE, { code: WRONG_CODE });
    return c.json(await signedIn(c, u));
  })
  /** An admin the rule asks to set it up: the new secret, as at Settings. */
  .post("/setup", signInLimit, async (c) => {
    const { challenge } = await parseJson(c, twoStepChallengeSchema);
    const u = await challenged(c, challenge, "setup");
    const setup = await c.get("services").accounts.twoStep.beginSetup(u, await issuerOf(c));
    if (setup === "already-enabled") apiError(409, ALREADY_ON);
    return c.json({ success: true, data: setup } satisfies DataAnswer<TwoStepSetupDto>);
  })
  /** Its first code turns it on and signs in: the session and the recovery codes, shown once. */
  .post("/enable", signInLimit, async (c) => {
    const { challenge, code } = await parseJson(c, twoStepEnableAtSignInSchema);
    const u = await challenged(c, challenge, "setup");
    const result = await c.get("services").accounts.twoStep.enable(u, code, { address: c.get("clientAddress") });
    if (typeof result === "string" || !("recoveryCodes" in result)) refuseSetup(result);
    return c.json({ ...(await signedIn(c, u)), recoveryCodes: result.recoveryCodes });
  });

function refuseDisable(result: DisableRefusal | Throttled): never {
  if (typeof result === "object") codesThrottled(result.wait);
  if (result === "wrong-password") apiError(400, "Current password is incorrect", { currentPassword: "Current password is incorrect" });
  if (result === "wrong-code") apiError(400, WRONG_CODE, { code: WRONG_CODE });
  apiError(409, result === "required" ? REQUIRED : "Two-step sign-in is not on");
}

/** /api/settings/two-step: the signed-in person's own second factor, and (admins) the rule for every admin. */
export const twoStepSettingsRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    const status = await c.get("services").accounts.twoStep.status(c.get("user"));
    return c.json({ success: true, data: status } satisfies DataAnswer<TwoStepStatusDto>);
  })
  /** A new secret, shown once as text and as a QR code; it is on only once its first code is given. */
  .post("/setup", requireUser, async (c) => {
    const setup = await c.get("services").accounts.twoStep.beginSetup(c.get("user"), await issuerOf(c));
    if (setup === "already-enabled") apiError(409, ALREADY_ON);
    return c.json({ success: true, data: setup } satisfies DataAnswer<TwoStepSetupDto>);
  })
  .post("/enable", requireUser, async (c) => {
    const { code } = await parseJson(c, twoStepEnableSchema);
    const result = await c.get("services").accounts.twoStep.enable(c.get("user"), code, { address: c.get("clientAddress") });
    if (typeof result === "string" || !("recoveryCodes" in result)) refuseSetup(result);
    return c.json({ success: true, message: "Two-step sign-in is on", data: { recoveryCodes: result.recoveryCodes } });
  })
  /** Off again: the current password and a code (or a recovery code). */
  .post("/disable", requireUser, async (c) => {
    const input = await parseJson(c, twoStepDisableSchema);
    const result = await c.get("services").accounts.twoStep.disable(c.get("user"), input, { address: c.get("clientAddress") });
    if (result !== true) refuseDisable(result);
    return c.json({ success: true, message: "Two-step sign-in is off" });
  })
  .put("/policy", requireUser, requireRole("admin"), async (c) => {
    const { requiredForAdmins } = await parseJson(c, twoStepPolicySchema);
    await c.get("services").accounts.twoStep.setRequiredForAdmins(c.get("user"), requiredForAdmins);
    return c.json({
      success: true,
      message: requiredForAdmins ? "Two-step sign-in is now required for every admin" : "Two-step sign-in is now optional for admins",
      data: { requiredForAdmins },
    });
  });
