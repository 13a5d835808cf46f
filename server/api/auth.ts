import { Hono } from "hono";
import { loginSchema } from "#schemas/auth";
import type { LoginAnswer } from "#schemas/wire";
import { toPublicUser } from "../domain/accounts";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/env";
import { apiError, parseJson } from "../http/errors";
import { rateLimit } from "../http/rate-limit";

export const authRoutes = new Hono<AppEnv>()
  /** { email, password } → { success, token, roleType, error }, the fields the sign-in screen reads. */
  .post("/login", rateLimit({ name: "login", limit: (l) => l.login }), async (c) => {
    const { email, password } = await parseJson(c, loginSchema);
    const services = c.get("services");
    const result = await services.accounts.login(email, password);
    if (result === "invalid") {
      c.get("log").warn({ email }, "failed sign-in");
      return c.json({ success: false, token: null, roleType: null, error: "Invalid email or password" } satisfies LoginAnswer, 401);
    }
    if ("wait" in result) {
      apiError(429, `Too many failed sign-ins for this account. Please wait ${result.wait} seconds and try again.`, undefined, {
        "retry-after": String(result.wait),
      });
    }
    return c.json({ success: true, token: result.token, roleType: result.user.role, error: null } satisfies LoginAnswer);
  })
  .post("/logout", requireUser, async (c) => {
    await c.get("services").accounts.revokeTokens(c.get("user").id);
    return c.json({ success: true });
  })
  .get("/me", requireUser, (c) => c.json({ success: true, data: toPublicUser(c.get("user")) }));
