/**
 * How long a phone number is after its country code (the national number, digits only, without a
 * leading 0), by country code: one rule for a quotation's customer number (the admin form and the
 * API) and the number the customer types to accept it, so every quotation saved can be accepted.
 * Without zod: a public page can import it.
 */
import { DEFAULT_COUNTRY_CODE } from "#schemas/countries";

/** National number lengths of the countries the business meets most. */
const NATIONAL_LENGTHS: Readonly<Record<string, number>> = {
  "+91": 10, // India
  "+971": 9, // United Arab Emirates
  "+44": 10, // United Kingdom
  "+1": 10, // United States, Canada
  "+61": 9, // Australia
  "+65": 8, // Singapore
  "+966": 9, // Saudi Arabia
  "+974": 8, // Qatar
  "+977": 10, // Nepal
  "+880": 10, // Bangladesh
  "+94": 9, // Sri Lanka
};

/** E.164: at most 15 digits with the country code; a national number shorter than this is not a phone number. */
const E164_MAX_DIGITS = 15;
const NATIONAL_MIN_DIGITS = 6;

export type PhoneRule = { min: number; max: number };

/** The lengths a number with `countryCode` may have: the table's length, else E.164's bounds. */
export function phoneRule(countryCode: string): PhoneRule {
  const length = NATIONAL_LENGTHS[countryCode];
  if (length) return { min: length, max: length };
  return { min: NATIONAL_MIN_DIGITS, max: E164_MAX_DIGITS - countryCode.replace(/\D/g, "").length };
}

/** "10 digits", "6 to 13 digits": the expected length, for a field's hint. */
export function phoneLengthText(countryCode: string): string {
  const { min, max } = phoneRule(countryCode);
  return min === max ? `${min} digits` : `${min} to ${max} digits`;
}

/** "Enter a 9-digit mobile number", "Enter a phone number of 6 to 13 digits": the message of a number of the wrong length. */
export function phoneLengthMessage(countryCode: string): string {
  const { min, max } = phoneRule(countryCode);
  return min === max ? `Enter a ${min}-digit mobile number` : `Enter a phone number of ${min} to ${max} digits`;
}

export const INDIAN_MOBILE_START_MESSAGE = "Enter a valid Indian mobile number starting with 6, 7, 8, or 9";

/** Why `digits` is not a number for `countryCode`, or null when it is one. An Indian mobile number starts with 6 to 9. */
export function phoneNumberProblem(countryCode: string, digits: string): string | null {
  const { min, max } = phoneRule(countryCode);
  if (!/^\d+$/.test(digits) || digits.length < min || digits.length > max) return phoneLengthMessage(countryCode);
  if (countryCode === DEFAULT_COUNTRY_CODE && !/^[6-9]/.test(digits)) return INDIAN_MOBILE_START_MESSAGE;
  return null;
}
