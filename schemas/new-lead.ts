/**
 * A lead staff type in ("New lead" on the Inquiries screen, "Create lead" on a contact message):
 * one schema for the dialog's form and POST /api/leads. The name, country code, quantity and unit
 * are the quote form's own rules; the number is checked for its country code's length.
 */
import { z } from "zod";
import { inquirySchema } from "#schemas/inquiry";
import { LEAD_NOTE_MAX } from "#schemas/leads";
import { LEAD_SOURCES } from "#schemas/lead-sources";
import { phoneNumberProblem } from "#schemas/phone-numbers";
import { countryCode } from "#schemas/public-form";
import { blankIsAbsent, MAX_ID } from "#schemas/query";
import { oneLine } from "#schemas/text";

export const NEW_LEAD_MESSAGES = {
  mobile: "Please enter the mobile number",
  product: "Choose a product from the list or type its name",
  source: "Choose where the lead came from",
  message: "Unknown message",
} as const;

/** The longest product name typed in, in characters. */
export const NEW_LEAD_PRODUCT_MAX = 200;

const optionalId = (message: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number(message).int(message).min(1, message).max(MAX_ID, message).optional());

/**
 * POST /api/leads. A product is a catalogue id or a typed name (one of them); "Website" only for a
 * lead made from a contact message (`message_id`), every other source for a lead typed in.
 */
export const newLeadSchema = z
  .object({
    name: inquirySchema.shape.name,
    country_code: countryCode,
    mobile: z.preprocess((v) => (typeof v === "string" ? v.replace(/[\s-]/g, "").replace(/^0+/, "") : v), z.string(NEW_LEAD_MESSAGES.mobile)),
    product_id: optionalId(NEW_LEAD_MESSAGES.product),
    product_name: z.preprocess(
      blankIsAbsent,
      oneLine(z.string(NEW_LEAD_MESSAGES.product).trim().max(NEW_LEAD_PRODUCT_MAX, `Keep the product under ${NEW_LEAD_PRODUCT_MAX} characters`)).optional(),
    ),
    quantity: inquirySchema.shape.quantity,
    unit: inquirySchema.shape.unit,
    source: z.enum(LEAD_SOURCES, NEW_LEAD_MESSAGES.source),
    note: z.preprocess(
      blankIsAbsent,
      z.string("Note must be text").trim().max(LEAD_NOTE_MAX, `Note is too long (${LEAD_NOTE_MAX} characters at most)`).optional(),
    ),
    message_id: optionalId(NEW_LEAD_MESSAGES.message),
  })
  .superRefine((v, ctx) => {
    const problem = phoneNumberProblem(v.country_code, v.mobile);
    if (problem) ctx.addIssue({ code: "custom", path: ["mobile"], message: problem });
    if (!v.product_id && !v.product_name) ctx.addIssue({ code: "custom", path: ["product_name"], message: NEW_LEAD_MESSAGES.product });
    if (v.source === "website" && !v.message_id) ctx.addIssue({ code: "custom", path: ["source"], message: NEW_LEAD_MESSAGES.source });
  });
export type NewLeadInput = z.input<typeof newLeadSchema>;
export type NewLead = z.output<typeof newLeadSchema>;
