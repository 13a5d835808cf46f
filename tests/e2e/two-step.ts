/** Two-step sign-in for the journeys: an authenticator app's codes, and turning it on for an account through the API. */
import { expect, type APIRequestContext } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { apiLogin, bearer } from "./admin-helpers";

/** The app's code for the step `offset` steps from now; the server accepts the steps either side of its clock. */
export const codeOf = (secret: string, offset = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offset * 30_000 });

/** Set it up through the API, as Settings does (the setup key, then its first code); answers the recovery codes. */
export async function turnOnTwoStep(request: APIRequestContext, user: { email: string; password: string }): Promise<string[]> {
  const headers = bearer(await apiLogin(request, user.email, user.password));
  const setup = (await (await request.post("/api/settings/two-step/setup", { data: {}, headers })).json()).data as { secret: string };
  const enabled = await request.post("/api/settings/two-step/enable", { data: { code: codeOf(setup.secret) }, headers });
  expect(enabled.status()).toBe(200);
  return ((await enabled.json()).data as { recoveryCodes: string[] }).recoveryCodes;
}
