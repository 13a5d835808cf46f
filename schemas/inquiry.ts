import { z } from "zod";
import { MOBILE_PATTERN, INQUIRY_MAX_QUANTITY, INQUIRY_MESSAGES, INQUIRY_NAME_MAX, NAME_PATTERN } from "#schemas/input-filters";
import { countryCode, honeypot } from "#schemas/public-form";
import { oneLine } from "#schemas/text";

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
});

/** Admin list of quote requests: newest first, paged. */
export const inquiryListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  limit: z.coerce.number().int().min(1).max(200).catch(50),
});
