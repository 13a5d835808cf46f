import { z } from "zod";
import { emailField } from "#schemas/email";
import { NAME_CHARS_MESSAGE, NAME_PATTERN } from "#schemas/input-filters";
import { countryCode, honeypot } from "#schemas/public-form";
import { oneLine } from "#schemas/text";

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

const optionalText = (max: number) =>
  oneLine(z.string().trim().max(max, `Please keep this under ${max} characters`))
    .optional()
    .nullable()
    .transform((v) => v ?? "");

/** A contact message: name, e-mail and a 10-digit Indian mobile number are required, with project details of 10+ characters. */
export const contactSchema = z.object({
  name: z
    .string("Name is required")
    .trim()
    .min(1, "Name is required")
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name is too long")
    .regex(NAME_PATTERN, NAME_CHARS_MESSAGE),
  email: emailField({ required: "Email is required", invalid: "Please enter a valid email address" }),
  phone: z
    .string("Phone number is required")
    .trim()
    .min(1, "Phone number is required")
    .regex(/^\d{10}$/, "Phone number must be exactly 10 digits")
    .regex(/^[6-9]/, "Enter a valid Indian mobile number starting with 6, 7, 8, or 9"),
  country_code: countryCode,
  company: optionalText(CONTACT_TEXT_MAX),
  project_type: optionalText(CONTACT_TEXT_MAX),
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

/** Typing filters of the contact form, kept zod-free in ./input-filters. */
export { keepDigits, keepNameChars } from "#schemas/input-filters";
