import { Hono } from "hono";
import { formatCountOf } from "#schemas/format";
import { formatIndiaDateTime } from "#schemas/india-time";
import {
  indiamartSettingsSchema,
  isMarketplace,
  MARKETPLACE_LABELS,
  tradeindiaSettingsSchema,
  type IntegrationDto,
  type IntegrationRunDto,
  type Marketplace,
} from "#schemas/integrations";
import type { DataAnswer } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError, parseJson } from "../../core/http/errors";

function providerOf(value: string): Marketplace {
  if (!isMarketplace(value)) apiError(404, "There is no such integration: choose indiamart or tradeindia");
  return value;
}

/**
 * /api/integrations (admins only): IndiaMART's and TradeIndia's settings, never a secret in an
 * answer (a key only as its last 4 characters); "Test connection"; "Pull now", refused with 429
 * and the time of the next allowed pull inside the marketplace's minimum interval.
 */
export const integrationRoutes = new Hono<AppEnv>()
  .use(requireUser, requireRole("admin"))
  .get("/", async (c) => {
    return c.json({ success: true, data: await c.get("services").integrations.list() } satisfies DataAnswer<IntegrationDto[]>);
  })
  .put("/indiamart", async (c) => {
    const input = await parseJson(c, indiamartSettingsSchema);
    const data = await c.get("services").integrations.save("indiamart", input, c.get("user"));
    return c.json({ success: true, message: "IndiaMART settings saved", data } satisfies DataAnswer<IntegrationDto> & { message: string });
  })
  .put("/tradeindia", async (c) => {
    const { profile_id, ...input } = await parseJson(c, tradeindiaSettingsSchema);
    const data = await c.get("services").integrations.save("tradeindia", { ...input, profileId: profile_id }, c.get("user"));
    return c.json({ success: true, message: "TradeIndia settings saved", data } satisfies DataAnswer<IntegrationDto> & { message: string });
  })
  .post("/:provider/test", async (c) => {
    const provider = providerOf(c.req.param("provider"));
    const { integrations } = c.get("services");
    const result = await integrations.test(provider);
    return c.json({ success: true, data: { ...result, integration: await integrations.read(provider) } } satisfies DataAnswer<IntegrationRunDto>);
  })
  .post("/:provider/pull", async (c) => {
    const provider = providerOf(c.req.param("provider"));
    const { integrations } = c.get("services");
    const name = MARKETPLACE_LABELS[provider];
    const result = await integrations.pull(provider);
    if ("refused" in result) {
      if (result.refused !== "early")
        apiError(409, result.refused === "off" ? `${name} is off: turn it on and save first` : `A ${name} pull is under way: its leads appear when it ends`);
      const at = result.nextPullAfter;
      const seconds = Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));
      return c.json({ success: false, error: `${name} allows the next pull at ${formatIndiaDateTime(at)}`, nextPullAfter: at.toISOString() }, 429, {
        "retry-after": String(seconds),
      });
    }
    const message = result.ok ? `${name} brought ${formatCountOf(result.count, "new lead")}` : result.error;
    const data = { ok: result.ok, message, ...(result.ok ? { count: result.count } : {}), integration: await integrations.read(provider) };
    return c.json({ success: true, data } satisfies DataAnswer<IntegrationRunDto>);
  });
