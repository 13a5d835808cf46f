/**
 * Leads posted by other tools (JustDial, Facebook or Instagram lead forms, a site builder): the
 * source a webhook gives its leads, and the body a call carries, one rule for the API and the
 * Integrations screen.
 */
import { z } from "zod";
import { COUNTRY_CODES, COUNTRY_CODE_MESSAGE, DEFAULT_COUNTRY_CODE } from "#schemas/countries";
import { INQUIRY_MAX_QUANTITY, INQUIRY_NAME_MAX } from "#schemas/input-filters";
import { LEAD_SOURCES, type LeadSource } from "#schemas/lead-sources";
import { phoneNumberProblem } from "#schemas/phone-numbers";

/** A webhook names any source but the site's own ("Website" is what the site's forms make). */
export const WEBHOOK_SOURCES = LEAD_SOURCES.filter((s): s is Exclude<LeadSource, "website"> => s !== "website");

export const newWebhookInput = z.object({
  source: z.enum(WEBHOOK_SOURCES, "Choose the source its leads get"),
});

/** The header a call is signed in: `sha256=<hex HMAC-SHA256 of the raw body with the webhook's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = "X-Signature";

const optionalText = (max: number, message: string) => z.string(message).trim().max(max, message).optional();

/** A call's body: who asks (name and mobile number are required), for what, and the tool's own id of the enquiry. */
export const inboundLeadInput = z
  .object({
    name: z
      .string("Enter the buyer's name")
      .trim()
      .min(1, "Enter the buyer's name")
      .max(INQUIRY_NAME_MAX, `Enter a name of at most ${INQUIRY_NAME_MAX} characters`),
    mobile: z.string("Enter the mobile number as digits").trim(),
    country_code: z.enum(COUNTRY_CODES as [string, ...string[]], COUNTRY_CODE_MESSAGE).default(DEFAULT_COUNTRY_CODE),
    email: z.email("Enter a valid e-mail address").max(200).optional(),
    product: optionalText(200, "Enter the product in at most 200 characters"),
    quantity: z
      .number("Enter the quantity as a whole number")
      .int("Enter the quantity as a whole number")
      .min(0, "Enter a quantity of 0 or more")
      .max(INQUIRY_MAX_QUANTITY, "Enter a smaller quantity")
      .default(0),
    unit: optionalText(30, "Enter the unit in at most 30 characters"),
    message: optionalText(2000, "Enter the message in at most 2,000 characters"),
    external_id: optionalText(200, "Enter the external id in at most 200 characters"),
  })
  .superRefine((v, ctx) => {
    // The number as the tool sends it: spaces, dashes and a leading 0 are not part of it.
    const digits = v.mobile.replace(/[\s-]/g, "").replace(/^0+/, "");
    const problem = phoneNumberProblem(v.country_code, digits);
    if (problem) ctx.addIssue({ code: "custom", path: ["mobile"], message: problem });
  })
  .transform((v) => ({ ...v, mobile: v.mobile.replace(/[\s-]/g, "").replace(/^0+/, "") }));
export type InboundLead = z.output<typeof inboundLeadInput>;
