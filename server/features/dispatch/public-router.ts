import { Hono } from "hono";
import type { DataAnswer, PublicDispatchDto } from "#schemas/wire";
import type { AppEnv } from "../../core/http/env";
import { linkedPdf } from "../../core/http/pdf-answer";
import { apiError } from "../../core/http/errors";
import { rateLimit } from "../../core/http/rate-limit";

const NOT_FOUND = "Dispatch not found";
/** Reads of a link (the load, its challan), counted per address under the quotation links' limit: a flood of them is refused. */
const readLimit = rateLimit({ name: "dispatch-read", limit: (l) => l.quotationReads });

const challanPdf = linkedPdf<AppEnv>(NOT_FOUND, (c, token) => c.get("services").dispatches.challanByToken(token));

/** The customer's side of a load, by the unguessable token of its link (/d/{token}); no account, never indexed. */
export const publicDispatchRoutes = new Hono<AppEnv>()
  .get("/:token", readLimit, async (c) => {
    const data = await c.get("services").dispatches.viewByToken(c.req.param("token"));
    if (!data) apiError(404, NOT_FOUND);
    c.header("x-robots-tag", "noindex");
    return c.json({ success: true, data } satisfies DataAnswer<PublicDispatchDto>);
  })

  .get("/:token/challan.pdf", readLimit, challanPdf);
