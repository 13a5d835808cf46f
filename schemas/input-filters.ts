/**
 * Typing filters and the quote request's messages, without zod: public pages import these, and
 * zod (about 25 KB of gzipped JavaScript) must stay out of their first load (tests/e2e/budget.spec.ts).
 * schemas/contact.ts re-exports the filters; schemas/inquiry.ts and schemas/contact.ts build their schemas from these messages.
 */

/**
 * Typing filter of name fields: letters of any script with their marks (Gujarati and Hindi vowel
 * signs are marks: "રમેશ", "सुरेश") and plain spaces; no digits, punctuation, emoji, tabs or line breaks.
 */
export const keepNameChars = (v: string) => v.replace(/[^\p{L}\p{M} ]/gu, "");

/** A person's name on the public forms: letters of any script, their marks and plain spaces, as keepNameChars leaves it. */
export const NAME_PATTERN = /^[\p{L}\p{M} ]*$/u;

/** The message of NAME_PATTERN, on the contact form and the quote request alike. */
export const NAME_CHARS_MESSAGE = "Name should only contain letters and spaces";

/** Typing filter of phone fields: digits only, at most `max` of them. */
export const keepDigits = (v: string, max = 10) => v.replace(/\D/g, "").slice(0, max);

/** The quote request's messages, shared by the modal's checks and inquirySchema. */
export const INQUIRY_MESSAGES = {
  name: "Please enter your name",
  nameTooLong: "Name is too long",
  nameChars: NAME_CHARS_MESSAGE,
  mobile: "Please enter a valid 10-digit mobile number",
  quantity: "Please enter a valid quantity",
} as const;

/** The longest name a quote request may carry, in characters (after trimming). */
export const INQUIRY_NAME_MAX = 100;

/** The largest quantity one quote request may ask for. */
export const INQUIRY_MAX_QUANTITY = 100_000_000;

/** The longest honeypot value the public forms accept (a field people never see). */
export const HONEYPOT_MAX = 500;

/** A 10-digit mobile number (the country code is chosen separately). */
export const MOBILE_PATTERN = /^\d{10}$/;
