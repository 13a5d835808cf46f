/**
 * A customer's input rules and words, shared by the admin forms and the API (/api/customers), so
 * both refuse the same values with the same messages. A delivery site's field is named by its path
 * when sites come with a new customer, e.g. `sites.0.pin`.
 */
import { z } from "zod";
import { COUNTRY_CODE_MESSAGE, COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from "#schemas/countries";
import { optionalEmailField } from "#schemas/email";
import { PIN_CODE, PIN_CODE_MESSAGE } from "#schemas/freight";
import { normalizeGstin, validateGstin } from "#schemas/gstin";
import { isIndianStateCode } from "#schemas/indian-states";
import { phoneNumberProblem } from "#schemas/phone-numbers";
import { blankIsAbsent, limitParam, pageParam, searchParam } from "#schemas/query";
import { oneLine } from "#schemas/text";

/** Customers per page of the list. */
export const CUSTOMER_PAGE_SIZE = 20;
export const CUSTOMER_NOTES_MAX = 2000;
const CUSTOMER_SITES_MAX = 50;
const CREDIT_DAYS_MAX = 365;

export const CUSTOMER_MESSAGES = {
  name: "Customer name is required",
  state: "Choose the customer's state from the list",
  phone: "Enter the mobile number in digits",
  altPhone: "Enter the other phone number in digits (6 to 15)",
  email: "Enter a valid e-mail address or leave it empty",
  creditDays: `Credit days must be a whole number from 0 to ${CREDIT_DAYS_MAX}`,
  notes: `Keep the notes under ${CUSTOMER_NOTES_MAX} characters`,
  sites: `At most ${CUSTOMER_SITES_MAX} delivery sites`,
  siteAddress: "Site address is required",
  gstinTaken: "Another customer already has this GSTIN",
} as const;

/** Digits only: spaces and dashes typed in a number are dropped. */
const digitsTyped = (v: unknown) => (typeof v === "string" ? v.replace(/[\s-]+/g, "") : v);

/** Trimmed text up to `max` characters: `required`, or empty allowed. */
function text(max: number, tooLong: string, required?: string) {
  const bounded = z
    .string(required ?? tooLong)
    .trim()
    .max(max, tooLong);
  return z.preprocess((v) => v ?? "", required ? bounded.min(1, required) : bounded);
}

/** A delivery site: where the goods go and who receives them. */
export const customerSiteInput = z.object({
  label: z.preprocess((v) => v ?? "", oneLine(z.string("Site name must be text").trim().max(100, "Keep the site name under 100 characters"))),
  address: text(500, "Keep the site address under 500 characters", CUSTOMER_MESSAGES.siteAddress),
  pin: z.preprocess(digitsTyped, z.string(PIN_CODE_MESSAGE).regex(PIN_CODE, PIN_CODE_MESSAGE)),
  contact_name: z.preprocess((v) => v ?? "", oneLine(z.string("Contact name must be text").trim().max(100, "Keep the contact name under 100 characters"))),
  contact_phone: z.preprocess(
    (v) => digitsTyped(v ?? ""),
    z
      .string("Enter the contact's phone number in digits")
      .refine((v) => v === "" || /^\d{6,15}$/.test(v), "Enter the contact's phone number in digits (6 to 15)"),
  ),
});
export type CustomerSiteInput = z.input<typeof customerSiteInput>;
export type CustomerSiteData = z.output<typeof customerSiteInput>;

/** A customer's own fields: PATCH /api/customers/:id, and POST with its first sites. */
const customerFields = {
  name: z.preprocess(
    (v) => v ?? "",
    oneLine(z.string(CUSTOMER_MESSAGES.name).trim().min(1, CUSTOMER_MESSAGES.name).max(150, "Keep the customer name under 150 characters")),
  ),
  company: z.preprocess((v) => v ?? "", oneLine(z.string("Company must be text").trim().max(150, "Keep the company name under 150 characters"))),
  gstin: z.preprocess(
    (v) => (v === null ? undefined : blankIsAbsent(v)),
    z
      .string("GSTIN must be 15 characters")
      .transform(normalizeGstin)
      .optional()
      .transform((v) => v ?? null),
  ),
  billing_address: text(500, "Keep the billing address under 500 characters"),
  state_code: z.preprocess(
    (v) => v ?? "",
    z
      .string(CUSTOMER_MESSAGES.state)
      .trim()
      .refine((v) => v === "" || isIndianStateCode(v), CUSTOMER_MESSAGES.state),
  ),
  country_code: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? DEFAULT_COUNTRY_CODE : v),
    z
      .string(COUNTRY_CODE_MESSAGE)
      .trim()
      .refine((v) => COUNTRY_CODES.includes(v), COUNTRY_CODE_MESSAGE),
  ),
  phone: z.preprocess(digitsTyped, z.string(CUSTOMER_MESSAGES.phone)),
  alt_phone: z.preprocess(
    (v) => digitsTyped(v ?? ""),
    z.string(CUSTOMER_MESSAGES.altPhone).refine((v) => v === "" || /^\d{6,15}$/.test(v), CUSTOMER_MESSAGES.altPhone),
  ),
  email: optionalEmailField(CUSTOMER_MESSAGES.email),
  credit_days: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? 0 : v),
    z.coerce
      .number(CUSTOMER_MESSAGES.creditDays)
      .int(CUSTOMER_MESSAGES.creditDays)
      .min(0, CUSTOMER_MESSAGES.creditDays)
      .max(CREDIT_DAYS_MAX, CUSTOMER_MESSAGES.creditDays),
  ),
  notes: z.preprocess((v) => v ?? "", z.string("Notes must be text").max(CUSTOMER_NOTES_MAX, CUSTOMER_MESSAGES.notes)),
};

/** The rules across fields, checked also when another field failed so a form shows every mistake at once. */
function crossFieldRules(c: { phone?: unknown; country_code?: unknown; gstin?: unknown; state_code?: unknown }, ctx: z.RefinementCtx) {
  const code = typeof c.country_code === "string" && COUNTRY_CODES.includes(c.country_code) ? c.country_code : DEFAULT_COUNTRY_CODE;
  const problem = phoneNumberProblem(code, typeof c.phone === "string" ? c.phone.replace(/^0+/, "") : "");
  if (problem) ctx.addIssue({ code: "custom", path: ["phone"], message: problem });
  if (typeof c.gstin === "string") {
    const state = typeof c.state_code === "string" && isIndianStateCode(c.state_code) ? c.state_code : undefined;
    const check = validateGstin(c.gstin, state);
    if (!check.ok) ctx.addIssue({ code: "custom", path: ["gstin"], message: check.message });
  }
}

/** PATCH /api/customers/:id: the customer's fields (the sites change on their own paths). */
export const customerInput = z.object(customerFields).superRefine(crossFieldRules, { when: () => true });
export type CustomerInput = z.input<typeof customerInput>;
export type CustomerData = z.output<typeof customerInput>;

/** POST /api/customers ("Add customer"): the fields and any delivery sites. */
export const newCustomerInput = z
  .object({
    ...customerFields,
    sites: z.preprocess((v) => v ?? [], z.array(customerSiteInput, "Sites must be a list").max(CUSTOMER_SITES_MAX, CUSTOMER_MESSAGES.sites)),
  })
  .superRefine(crossFieldRules, { when: () => true });
export type NewCustomerData = z.output<typeof newCustomerInput>;

/** `?page&limit&search` of the customers list: search by part of the name, company, phone or GSTIN. */
export const customerListQuery = z.object({
  page: pageParam,
  limit: limitParam(CUSTOMER_PAGE_SIZE),
  search: searchParam,
});
export type CustomerListQuery = z.output<typeof customerListQuery>;

/** What the audit sentence calls each field of a customer ("changed customer Shree Infra: phone, GSTIN"). */
export const CUSTOMER_FIELD_LABELS: Record<keyof typeof customerFields, string> = {
  name: "name",
  company: "company",
  gstin: "GSTIN",
  billing_address: "billing address",
  state_code: "state",
  country_code: "country code",
  phone: "phone",
  alt_phone: "other phone",
  email: "e-mail",
  credit_days: "credit days",
  notes: "notes",
};
