import { Hono } from "hono";
import { quoteRequestSchema } from "../../schemas/enquiry";
import type { AppEnv } from "../http/env";
import { apiError, parseJson } from "../http/errors";
import { rateLimit } from "../http/rate-limit";
import { publicFormAnswer } from "./public-form";

export const FORM_WINDOW_SECONDS = 600;

export const inquiryRoutes = new Hono<AppEnv>()
  /** Spec 7: a quote request. Committed before the answer; Idempotency-Key makes retries safe. */
  .post("/inquiry", rateLimit({ name: "form", limit: (l) => l.forms, windowSeconds: FORM_WINDOW_SECONDS }), async (c) => {
    const input = await parseJson(c, quoteRequestSchema);
    const services = c.get("services");
    return publicFormAnswer(c, "inquiry", input.website, async (tx) => {
      const created = await services.enquiries.create(input, tx);
      if (created === "unknown-product") apiError(404, "This product is no longer available", { productId: "This product is no longer available" });
      return { status: 201, body: { success: true, message: "Quote request submitted successfully", data: { id: created.id } } };
    });
  });
