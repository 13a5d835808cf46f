import { z } from "zod";
import { MOBILE_PATTERN, INQUIRY_MAX_QUANTITY, INQUIRY_MESSAGES, INQUIRY_NAME_MAX, NAME_PATTERN } from "#schemas/input-filters";
import { countryCode, honeypot } from "#schemas/public-form";
import { oneLine } from "#schemas/text";
import { AREA_UNITS } from "#schemas/estimate";
import { PIN_CODE, PIN_CODE_MESSAGE } from "#schemas/freight";

const ESTIMATE_AREA_MESSAGE = "Enter the area, more than 0";
/** The most area one request estimates: 10 km², far beyond any one site. */
const ESTIMATE_MAX_AREA = 100_000_000;

/**
 * The instant estimate's inputs a quote request may carry: a quantity in the product's unit, or an
 * area with its unit, and the delivery PIN code if any. Only inputs: the server works out the
 * figures itself.
 */
export const estimateRequestSchema = z
  .discriminatedUnion(
    "by",
    [
      z.object({
        by: z.literal("quantity"),
        quantity: z
          .number(INQUIRY_MESSAGES.quantity)
          .int(INQUIRY_MESSAGES.quantity)
          .min(1, INQUIRY_MESSAGES.quantity)
          .max(INQUIRY_MAX_QUANTITY, INQUIRY_MESSAGES.quantity),
      }),
      z.object({
        by: z.literal("area"),
        area: z.number(ESTIMATE_AREA_MESSAGE).positive(ESTIMATE_AREA_MESSAGE).max(ESTIMATE_MAX_AREA, "Please enter a smaller area"),
        areaUnit: z.enum(AREA_UNITS, "Choose sq ft or m²"),
      }),
    ],
    "Choose to estimate by quantity or by area",
  )
  .and(z.object({ pin: z.string(PIN_CODE_MESSAGE).regex(PIN_CODE, PIN_CODE_MESSAGE).optional() }));

/** A quote request: a name (letters and spaces), a 10-digit mobile number and a whole quantity of at least 1, checked in this order. */
export const inquirySchema = z.object({
  name: z
    .string(INQUIRY_MESSAGES.name)
    .trim()
    .min(1, INQUIRY_MESSAGES.name)
    .max(INQUIRY_NAME_MAX, INQUIRY_MESSAGES.nameTooLong)
    .regex(NAME_PATTERN, INQUIRY_MESSAGES.nameChars),
  mobile: z.string(INQUIRY_MESSAGES.mobile).regex(MOBILE_PATTERN, INQUIRY_MESSAGES.mobile),
  quantity: z.coerce
    .number(INQUIRY_MESSAGES.quantity)
    .int(INQUIRY_MESSAGES.quantity)
    .min(1, INQUIRY_MESSAGES.quantity)
    .max(INQUIRY_MAX_QUANTITY, INQUIRY_MESSAGES.quantity),
  productId: z.coerce
    .number("Please choose a product")
    .int("Please choose a product")
    .positive("Please choose a product")
    .max(2_147_483_647, "Please choose a product"),
  countryCode,
  unit: oneLine(z.string().trim().max(40))
    .optional()
    .transform((v) => (v ? v : "Pieces")),
  website: honeypot,
  /** Sent by "Get this price": the request's quantity is then the estimate's. */
  estimate: estimateRequestSchema.optional(),
});

/** Admin list of quote requests: newest first, paged. */
export const inquiryListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  limit: z.coerce.number().int().min(1).max(200).catch(50),
});
