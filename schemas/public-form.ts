import { z } from "zod";
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from "#schemas/countries";

/** A dial code from our list; India's when none is sent. */
export const countryCode = z
  .string()
  .trim()
  .refine((v) => COUNTRY_CODES.includes(v), "Please choose a country code from the list")
  .default(DEFAULT_COUNTRY_CODE);

/** Honeypot: a field people never see. Anything in it marks the submission as automated. */
export const honeypot = z.string().max(500).optional();
