import { Hono } from "hono";
import { PIN_CODE, PIN_CODE_MESSAGE } from "#schemas/freight";
import type { AppEnv } from "../../core/http/env";
import { apiError } from "../../core/http/errors";
import { rateLimit } from "../../core/http/rate-limit";

/** The distance follows the factory PIN code and road factor staff may change: five minutes in the browser, never in shared caches. */
const CACHE = "public, max-age=300";

const NOT_FOUND = "We could not find this PIN code";

/** /api/pincodes: where a PIN code is and how far by road from the factory (public, for the price estimate). */
export const pincodeRoutes = new Hono<AppEnv>().get("/:pin", rateLimit({ name: "pincode", limit: (l) => l.pincodeLookups }), async (c) => {
  const pin = c.req.param("pin");
  if (!PIN_CODE.test(pin)) apiError(400, PIN_CODE_MESSAGE, { pin: PIN_CODE_MESSAGE });
  const found = await c.get("services").estimates.lookup(pin);
  // The error shape, with the sentence the estimate shows as `message` too.
  if (!found) return c.json({ success: false, error: NOT_FOUND, message: NOT_FOUND }, 404);
  c.header("cache-control", CACHE);
  return c.json(found);
});
