import { Hono } from "hono";
import { inquiryListQuery, inquirySchema } from "#schemas/inquiry";
import type { InquiryDto, InquiryListAnswer } from "#schemas/wire";
import { requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError, idParam, parseJson, parseQuery } from "../../core/http/errors";
import { rateLimit } from "../../core/http/rate-limit";
import { paginationOf } from "../../core/http/paging";
import { publicFormAnswer } from "../../core/http/public-form";
import { formAttribution, formLanguage } from "../../core/http/attribution";

/** /api/inquiry: a visitor's quote request. */
export const inquiryRoutes = new Hono<AppEnv>()
  /** A quote request. Committed before the answer, so none is lost; Idempotency-Key makes retries safe. */
  .post("/", rateLimit({ name: "form", limit: (l) => l.forms }), async (c) => {
    const input = { ...(await parseJson(c, inquirySchema)), attribution: await formAttribution(c), language: await formLanguage(c) };
    const services = c.get("services");
    let created: InquiryDto | undefined;
    const deliveryTo = await services.estimates.deliveryTo(input.estimate?.pin);
    const res = await publicFormAnswer(c, "inquiry", input, async (tx) => {
      const result = await services.inquiries.create(input, tx, deliveryTo);
      if (result === "unknown-product") apiError(404, "This product is no longer available", { productId: "This product is no longer available" });
      if (result === "not-by-area")
        apiError(400, "This product is not sold by area: estimate by quantity", { "estimate.by": "This product is not sold by area: estimate by quantity" });
      if (result === "too-large") apiError(400, "Please enter a smaller area", { "estimate.area": "Please enter a smaller area" });
      created = result;
      return { status: 201, body: { success: true, message: "Quote request submitted successfully", data: { id: result.id } } };
    });
    if (created) services.notifier.newInquiry(created, input.language); // after the commit, in the background
    return res;
  });

/** /api/inquiries: the quote requests as the specification lists them (staff). */
export const inquiryListRoutes = new Hono<AppEnv>()

  /** Newest first; `?limit` (dashboard: 6) and `?page`; total_count counts them all. */
  .get("/", requireUser, async (c) => {
    const q = parseQuery(c, inquiryListQuery);
    const { data, total } = await c.get("services").inquiries.list(q);
    return c.json({ success: true, total_count: total, data, pagination: paginationOf(q, total) } satisfies InquiryListAnswer);
  })

  .get("/:id", requireUser, async (c) => {
    const data = await c.get("services").inquiries.find(idParam(c));
    if (!data) apiError(404, "Inquiry not found");
    return c.json({ success: true, data });
  });
