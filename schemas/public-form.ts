import { z } from "zod";
import { COUNTRY_CODE_MESSAGE, COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from "#schemas/countries";
import { HONEYPOT_MAX } from "#schemas/input-filters";

/** A dial code from our list; India's when none is sent. */
export const countryCode = z
  .string()
  .trim()
  .refine((v) => COUNTRY_CODES.includes(v), COUNTRY_CODE_MESSAGE)
  .default(DEFAULT_COUNTRY_CODE);

/** Honeypot: a field people never see. Anything in it marks the submission as automated. */
export const honeypot = z.string().max(HONEYPOT_MAX).optional();
