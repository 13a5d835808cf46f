import { z } from "zod";
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from "#schemas/countries";
import { MOBILE_PATTERN, QUOTE_MAX_QUANTITY, QUOTE_MESSAGES } from "#schemas/input-filters";

const countryCode = z
  .string()
  .trim()
  .refine((v) => COUNTRY_CODES.includes(v), "Please choose a country code from the list")
  .default(DEFAULT_COUNTRY_CODE);

/** Honeypot: a field people never see. Anything in it marks the submission as automated. */
const honeypot = z.string().max(500).optional();

/** Quote request (spec section 5, checked in this order). */
export const quoteRequestSchema = z.object({
  name: z.string(QUOTE_MESSAGES.name).trim().min(1, QUOTE_MESSAGES.name).max(100, "Name is too long"),
  mobile: z.string(QUOTE_MESSAGES.mobile).regex(MOBILE_PATTERN, QUOTE_MESSAGES.mobile),
  quantity: z.coerce
    .number(QUOTE_MESSAGES.quantity)
    .int(QUOTE_MESSAGES.quantity)
    .min(1, QUOTE_MESSAGES.quantity)
    .max(QUOTE_MAX_QUANTITY, QUOTE_MESSAGES.quantity),
  productId: z.coerce
    .number("Please choose a product")
    .int("Please choose a product")
    .positive("Please choose a product")
    .max(2_147_483_647, "Please choose a product"),
  countryCode,
  unit: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => (v ? v : "Pieces")),
  website: honeypot,
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

export const BUDGET_OPTIONS = [
  { value: "under-5lac", label: "Under ₹5 Lakh" },
  { value: "5lac-20lac", label: "₹5 Lakh - ₹20 Lakh" },
  { value: "20lac-50lac", label: "₹20 Lakh - ₹50 Lakh" },
  { value: "50lac-1cr", label: "₹50 Lakh - ₹1 Crore" },
  { value: "above-1cr", label: "Above ₹1 Crore" },
] as const;
const BUDGET_VALUES = BUDGET_OPTIONS.map((b) => b.value) as string[];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => v ?? "");

/** Contact message (spec section 5). */
export const contactSchema = z.object({
  name: z
    .string("Name is required")
    .trim()
    .min(1, "Name is required")
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name is too long")
    .regex(/^[A-Za-z\s]*$/, "Name should only contain letters and spaces"),
  email: z
    .string("Email is required")
    .trim()
    .min(1, "Email is required")
    .max(254, "Please enter a valid email address")
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Please enter a valid email address"),
  phone: z
    .string("Phone number is required")
    .trim()
    .min(1, "Phone number is required")
    .regex(/^\d{10}$/, "Phone number must be exactly 10 digits")
    .regex(/^[6-9]/, "Enter a valid Indian mobile number starting with 6, 7, 8, or 9"),
  country_code: countryCode,
  company: optionalText(120),
  project_type: optionalText(120),
  budget: z
    .string()
    .optional()
    .nullable()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || BUDGET_VALUES.includes(v), "Please choose a budget from the list"),
  message: z
    .string("Project details are required")
    .trim()
    .min(1, "Project details are required")
    .min(10, "Please provide more details (minimum 10 characters)")
    .max(5000, "Please keep project details under 5000 characters"),
  website: honeypot,
});
export type ContactInput = z.input<typeof contactSchema>;

/** Typing filters of the contact form (section 5), kept zod-free in ./input-filters. */
export { keepDigits, keepNameChars } from "#schemas/input-filters";

/** Admin list of quote requests: newest first, paged. */
export const inquiryListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  limit: z.coerce.number().int().min(1).max(200).catch(50),
});
