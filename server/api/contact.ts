import { Hono } from "hono";
import { contactSchema } from "../../schemas/enquiry";
import type { AppEnv } from "../http/env";
import { parseJson } from "../http/errors";
import { rateLimit } from "../http/rate-limit";
import { FORM_WINDOW_SECONDS } from "./inquiries";
import { publicFormAnswer } from "./public-form";

export const contactRoutes = new Hono<AppEnv>()
  /** Spec 7: a contact message; { success }. */
  .post("/contact", rateLimit({ name: "form", limit: (l) => l.forms, windowSeconds: FORM_WINDOW_SECONDS }), async (c) => {
    const input = await parseJson(c, contactSchema);
    const services = c.get("services");
    return publicFormAnswer(c, "contact", input.website, async (tx) => {
      const created = await services.messages.create(input, tx);
      return { status: 201, body: { success: true, message: "Thank you for your inquiry! We will contact you soon.", data: { id: created.id } } };
    });
  });
