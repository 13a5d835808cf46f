import { emailText } from "#schemas/email-address";
import { HONEYPOT_MAX, NAME_CHARS_MESSAGE, NAME_PATTERN } from "#schemas/input-filters";
import { COUNTRY_CODE_MESSAGE, COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from "#schemas/countries";
import { maxLength, minLength, pattern, refine, textObject, type TextRule } from "#schemas/plain-schema";
import { isOneLine, ONE_LINE_MESSAGE } from "#schemas/text";

/*
 * The contact form's schema, without zod: the contact page loads it (schemas/plain-schema.ts says
 * why); the API checks a message with the very same schema (server/features/messages/router.ts).
 */

export const BUDGET_OPTIONS = [
  { value: "under-5lac", label: "Under ₹5 Lakh" },
  { value: "5lac-20lac", label: "₹5 Lakh - ₹20 Lakh" },
  { value: "20lac-50lac", label: "₹20 Lakh - ₹50 Lakh" },
  { value: "50lac-1cr", label: "₹50 Lakh - ₹1 Crore" },
  { value: "above-1cr", label: "Above ₹1 Crore" },
] as const;
const BUDGET_VALUES = BUDGET_OPTIONS.map((b) => b.value) as string[];

/** The longest Company or Product/Service a contact message may carry, in characters. */
export const CONTACT_TEXT_MAX = 120;

/** An optional one-line text (missing or null is ""). */
const optionalText = (max: number): TextRule => ({
  trim: true,
  missing: "empty",
  checks: [maxLength(max, `Please keep this under ${max} characters`), refine(isOneLine, ONE_LINE_MESSAGE)],
});

/** A contact message: name, e-mail and a 10-digit Indian mobile number are required, with project details of 10+ characters. */
export const contactSchema = textObject({
  name: {
    type: "Name is required",
    trim: true,
    checks: [
      minLength(1, "Name is required"),
      minLength(2, "Name must be at least 2 characters"),
      maxLength(100, "Name is too long"),
      pattern(NAME_PATTERN, NAME_CHARS_MESSAGE),
    ],
  },
  email: emailText({ required: "Email is required", invalid: "Please enter a valid email address" }),
  phone: {
    type: "Phone number is required",
    trim: true,
    checks: [
      minLength(1, "Phone number is required"),
      pattern(/^\d{10}$/, "Phone number must be exactly 10 digits"),
      pattern(/^[6-9]/, "Enter a valid Indian mobile number starting with 6, 7, 8, or 9"),
    ],
  },
  // A dial code from our list; India's when none is sent.
  country_code: {
    trim: true,
    missing: { default: DEFAULT_COUNTRY_CODE },
    checks: [refine((v) => COUNTRY_CODES.includes(v), COUNTRY_CODE_MESSAGE)],
  },
  company: optionalText(CONTACT_TEXT_MAX),
  project_type: optionalText(CONTACT_TEXT_MAX),
  budget: { missing: "empty", checks: [refine((v) => v === "" || BUDGET_VALUES.includes(v), "Please choose a budget from the list")] },
  message: {
    type: "Project details are required",
    trim: true,
    checks: [
      minLength(1, "Project details are required"),
      minLength(10, "Please provide more details (minimum 10 characters)"),
      maxLength(5000, "Please keep project details under 5000 characters"),
    ],
  },
  // Honeypot: a field people never see. Anything in it marks the submission as automated.
  website: { missing: "omit", checks: [maxLength(HONEYPOT_MAX, `Too big: expected string to have <=${HONEYPOT_MAX} characters`)] },
});

/** Typing filters of the contact form, kept zod-free in ./input-filters. */
export { keepDigits, keepNameChars } from "#schemas/input-filters";
