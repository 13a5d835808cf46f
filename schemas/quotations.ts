/**
 * A quotation's input rules and words, shared by the API and the admin form (and the customer's
 * accept and change-request forms), so both refuse the same values with the same messages. A
 * line's field is named by its path, e.g. `items.0.quantity` (see quotationFieldErrors).
 */
import { z } from "zod";
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from "#schemas/countries";
import { optionalEmailField } from "#schemas/email";
import type { FieldErrors, IssueList } from "#schemas/errors";
import { DEFAULT_GST_RATE, DEFAULT_HSN, FREIGHT_SAC } from "#schemas/gst";
import { normalizeGstin, validateGstin } from "#schemas/gstin";
import { blankIsAbsent as blankTextIsAbsent, documentListQuery, isCalendarDay, MAX_ID } from "#schemas/query";
import { isIndianStateCode } from "#schemas/indian-states";
import { gstRateField, hsnCodeField } from "#schemas/product";
import { honeypot } from "#schemas/public-form";
import { oneLine } from "#schemas/text";
import { phoneLengthMessage, phoneNumberProblem } from "#schemas/phone-numbers";
import type { QuotationStatus } from "#schemas/wire";
import { indiaDay } from "./india-time";

/** Every status a quotation is answered with; "expired" is worked out from its validity, never stored. */
export const QUOTATION_STATUSES = ["draft", "sent", "viewed", "accepted", "declined", "expired"] as const satisfies readonly QuotationStatus[];
export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};

/** How many days a new quotation is valid for unless changed. */
export const QUOTATION_VALID_DAYS = 15;
const QUOTATION_ITEMS_MAX = 50;
export const QUOTATION_TERMS_MAX = 4000;
export const QUOTATION_NOTES_MAX = 2000;
/** Quotations per page of the list. */
const QUOTATION_PAGE_SIZE = 20;

const QUOTATION_MESSAGES = {
  customerName: "Customer name is required",
  billingAddress: "Billing address is required",
  state: "Choose the customer's state",
  phone: "Enter the phone number in digits",
  email: "Enter a valid e-mail address or leave it empty",
  items: "Add at least one item",
  itemsMax: `At most ${QUOTATION_ITEMS_MAX} items`,
  description: "Description is required",
  quantity: "Quantity must be more than 0",
  quantityFormat: "Enter the quantity as a number with at most 3 decimals",
  unit: "Unit is required",
  rate: "Rate must be 0 or more, with at most 2 decimals",
  discount: "Discount must be from 0 to 100 %",
  freightAmount: "Freight must be 0 or more, with at most 2 decimals",
  validUntil: "Enter the validity date",
  validUntilPast: "Validity must be today or later",
  terms: `Keep the terms under ${QUOTATION_TERMS_MAX} characters`,
  notes: `Keep the notes under ${QUOTATION_NOTES_MAX} characters`,
  acceptName: "Enter your name",
  deliveryNote: "Keep the delivery note under 1000 characters",
  changes: "Tell us what to change",
  changesMax: "Keep the message under 2000 characters",
} as const;

/** The Indian financial year (1 April to 31 March) of an instant, in India time: "2026-27". */
export function financialYear(at: Date): string {
  const [y, m] = indiaDay(at).split("-").map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The file name of a quotation's PDF: "QT/2026-27/0001-R1" → "QT-2026-27-0001-R1.pdf". */
export function quotationFileName(number: string): string {
  return `${number.replace(/[^\w-]+/g, "-")}.pdf`;
}

/**
 * The customer's number as anyone holding the quotation's link sees it (its page, the API's public
 * answer and the PDF): the last four digits, the others as dots ("••••••3210"). The whole number
 * is what confirms an acceptance, so it never leaves the server on that side.
 */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const shown = digits.length > 4 ? digits.slice(-4) : "";
  return "•".repeat(digits.length - shown.length) + shown;
}

// Field rules

/** A field left empty or sent as null is left out (and gets its default). */
const blankIsAbsent = (v: unknown) => (v === null ? undefined : blankTextIsAbsent(v));

/**
 * A non-negative decimal with at most `places` decimals and below `max`, given as a number or text;
 * answered as canonical text ("12.5", never a float).
 */
function decimal(places: number, max: number, message: string) {
  return z.preprocess(
    (v) => (typeof v === "number" && Number.isFinite(v) ? (String(v).includes("e") ? v.toFixed(places + 1) : String(v)) : typeof v === "string" ? v.trim() : v),
    z
      .string(message)
      .regex(new RegExp(`^\\d{1,12}(?:\\.\\d{0,${places}})?$|^\\.\\d{1,${places}}$`), message)
      .transform((v) => canonicalDecimal(v))
      .refine((v) => Number(v) < max, message),
  );
}

/** "007.50" → "7.5", ".5" → "0.5", "3." → "3": the same number, written one way. */
export function canonicalDecimal(v: string): string {
  let [whole, fraction = ""] = v.split(".");
  whole = whole.replace(/^0+(?=\d)/, "") || "0";
  fraction = fraction.replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}

const text = (max: number, required: string, tooLong: string) => z.string(required).trim().min(1, required).max(max, tooLong);

const PRODUCT_MESSAGE = "Choose a product from the catalogue";
const optionalId = z.preprocess(
  blankIsAbsent,
  z.coerce.number(PRODUCT_MESSAGE).int(PRODUCT_MESSAGE).min(1, PRODUCT_MESSAGE).max(MAX_ID, PRODUCT_MESSAGE).nullable().optional(),
);

/** One line of a quotation. */
export const quotationItemInput = z.object({
  product_id: optionalId.transform((v) => v ?? null),
  description: text(500, QUOTATION_MESSAGES.description, "Keep the description under 500 characters"),
  hsn: z.preprocess(blankIsAbsent, hsnCodeField.optional().default(DEFAULT_HSN)),
  quantity: decimal(3, 100_000_000, QUOTATION_MESSAGES.quantityFormat).refine((v) => Number(v) > 0, QUOTATION_MESSAGES.quantity),
  unit: oneLine(text(40, QUOTATION_MESSAGES.unit, "Keep the unit under 40 characters")),
  rate: decimal(2, 100_000_000, QUOTATION_MESSAGES.rate),
  discount_pct: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "0" : v),
    decimal(2, 1000, QUOTATION_MESSAGES.discount).refine((v) => Number(v) <= 100, QUOTATION_MESSAGES.discount),
  ),
  gst_rate: z.preprocess(blankIsAbsent, gstRateField.optional().default(DEFAULT_GST_RATE)),
});

/** A freight charge with its own HSN/SAC (road transport by default) and rate; an amount of 0 is no freight. */
export const quotationFreightInput = z.object({
  amount: z.preprocess((v) => (v === undefined || v === null || v === "" ? "0" : v), decimal(2, 100_000_000, QUOTATION_MESSAGES.freightAmount)),
  hsn: z.preprocess(blankIsAbsent, hsnCodeField.optional().default(FREIGHT_SAC)),
  gst_rate: z.preprocess(blankIsAbsent, gstRateField.optional().default(DEFAULT_GST_RATE)),
});

/**
 * The customer's phone number (of its country code's length; an unknown code is judged as India's) and
 * GSTIN (of the chosen state), checked also when another field failed, so a form shows every mistake at
 * once: values may be of any type here. A quotation's and an order's customer alike.
 */
export function customerIdentityChecks(q: { phone?: unknown; country_code?: unknown; customer_gstin?: unknown; state_code?: unknown }, ctx: z.RefinementCtx) {
  const phone = typeof q.phone === "string" ? q.phone : "";
  const code = typeof q.country_code === "string" && COUNTRY_CODES.includes(q.country_code) ? q.country_code : DEFAULT_COUNTRY_CODE;
  const problem = phoneNumberProblem(code, phone);
  if (problem) ctx.addIssue({ code: "custom", path: ["phone"], message: problem });
  if (typeof q.customer_gstin === "string") {
    const state = typeof q.state_code === "string" && isIndianStateCode(q.state_code) ? q.state_code : undefined;
    const check = validateGstin(q.customer_gstin, state);
    if (!check.ok) ctx.addIssue({ code: "custom", path: ["customer_gstin"], message: check.message });
  }
}

/**
 * POST /api/quotations and PATCH /api/quotations/:id (a draft). `valid_until` is judged against
 * today in India when the input is checked; `terms` left out takes the default terms.
 */
export const quotationInput = z
  .object({
    /** The lead the quotation answers; left out of a change, the quotation keeps its lead; null: none. */
    inquiry_id: z.preprocess(
      (v) => (v === "" ? null : v),
      z.coerce.number("Choose a lead").int("Choose a lead").min(1, "Choose a lead").max(MAX_ID, "Choose a lead").nullable().optional(),
    ),
    customer_name: oneLine(text(150, QUOTATION_MESSAGES.customerName, "Keep the customer name under 150 characters")),
    company: z.preprocess((v) => v ?? "", oneLine(z.string("Company must be text").trim().max(150, "Keep the company name under 150 characters"))),
    billing_address: text(500, QUOTATION_MESSAGES.billingAddress, "Keep the billing address under 500 characters"),
    state_code: z.string(QUOTATION_MESSAGES.state).trim().refine(isIndianStateCode, QUOTATION_MESSAGES.state),
    customer_gstin: z.preprocess(
      blankIsAbsent,
      z
        .string("GSTIN must be 15 characters")
        .transform(normalizeGstin)
        .nullable()
        .optional()
        .transform((v) => v ?? null),
    ),
    country_code: z
      .string()
      .trim()
      .refine((v) => COUNTRY_CODES.includes(v), "Please choose a country code from the list")
      .default(DEFAULT_COUNTRY_CODE),
    phone: z.preprocess((v) => (typeof v === "string" ? v.replace(/[\s-]+/g, "") : v), z.string(QUOTATION_MESSAGES.phone)),
    email: optionalEmailField(QUOTATION_MESSAGES.email),
    items: z.array(quotationItemInput, QUOTATION_MESSAGES.items).min(1, QUOTATION_MESSAGES.items).max(QUOTATION_ITEMS_MAX, QUOTATION_MESSAGES.itemsMax),
    freight: quotationFreightInput
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    valid_until: z
      .string(QUOTATION_MESSAGES.validUntil)
      .trim()
      .refine(isCalendarDay, QUOTATION_MESSAGES.validUntil)
      .refine((v) => !isCalendarDay(v) || v >= indiaDay(), QUOTATION_MESSAGES.validUntilPast),
    terms: z.string("Terms must be text").max(QUOTATION_TERMS_MAX, QUOTATION_MESSAGES.terms).optional(),
    notes: z.preprocess((v) => v ?? "", z.string("Notes must be text").max(QUOTATION_NOTES_MAX, QUOTATION_MESSAGES.notes)),
  })
  .superRefine(customerIdentityChecks, { when: () => true });
export type QuotationInput = z.input<typeof quotationInput>;
export type QuotationInputData = z.output<typeof quotationInput>;

/** POST /api/quotations/:id/send. */
const QUOTATION_CHANNELS = ["email", "whatsapp"] as const;
export type QuotationChannel = (typeof QUOTATION_CHANNELS)[number];
export const quotationSendInput = z.object({ channel: z.enum(QUOTATION_CHANNELS, "Choose e-mail or WhatsApp") });

/** PUT /api/quotations/defaults (admins): the default terms of a new quotation. */
export const quotationDefaultsInput = z.object({
  terms: z.string("Terms must be text").trim().max(QUOTATION_TERMS_MAX, QUOTATION_MESSAGES.terms),
});

/** `?page&status&search&from&to` of the quotations list; days are India's, both included. */
export const quotationListQuery = documentListQuery(QUOTATION_STATUSES, QUOTATION_PAGE_SIZE);
export type QuotationListQuery = z.output<typeof quotationListQuery>;

/**
 * POST /api/q/:token/accept: the customer confirms with the mobile number the quotation was made
 * for, of the length of the quotation's country code (schemas/phone-numbers.ts).
 */
export function acceptInput(countryCode: string) {
  const mobileMessage = phoneLengthMessage(countryCode);
  return z.object({
    name: oneLine(text(100, QUOTATION_MESSAGES.acceptName, "Keep your name under 100 characters")),
    mobile: z.preprocess(
      (v) => (typeof v === "string" ? v.replace(/[\s-]+/g, "") : v),
      z.string(mobileMessage).superRefine((v, ctx) => {
        const problem = phoneNumberProblem(countryCode, v);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    ),
    delivery_note: z.preprocess((v) => v ?? "", z.string("Delivery note must be text").trim().max(1000, QUOTATION_MESSAGES.deliveryNote)),
    website: honeypot,
  });
}
export type AcceptData = z.output<ReturnType<typeof acceptInput>>;

/** POST /api/q/:token/changes. */
export const changesInput = z.object({
  message: text(2000, QUOTATION_MESSAGES.changes, QUOTATION_MESSAGES.changesMax),
  website: honeypot,
});

/**
 * Validation failures with each field named by its whole path ("items.0.quantity", "freight.amount",
 * "items" for the list itself): the first message per path, and the very first overall.
 */
export function quotationFieldErrors(error: IssueList): { error: string; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "_";
    if (!(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return { error: error.issues[0]?.message ?? "Invalid request", fieldErrors };
}
