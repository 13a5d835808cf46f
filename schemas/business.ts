/**
 * The business details (site_content key "business"): the identity the header, footer, contact
 * page, Who We Are, the WhatsApp button, the structured data, the e-mails and the quotations'
 * seller read. One schema for the admin form and PUT /api/site/business.
 */
import { z } from "zod";
import { emailField } from "#schemas/email";
import { PIN_CODE, PIN_CODE_MESSAGE } from "#schemas/freight";
import { normalizeGstin, validateGstin } from "#schemas/gstin";
import { oneLine } from "#schemas/text";
import { translationsSchema, type TranslatedField } from "#schemas/translations";

/** Most entries per list: enough for any small manufacturer, few enough to keep the footer sane. */
export const BUSINESS_LIMITS = { addresses: 6, addressLines: 5, phones: 8, emails: 6, hours: 7 } as const;

const tooLong = (max: number) => `Please keep this under ${max} characters`;

/** A required one-line text. */
const line = (required: string, max: number) => oneLine(z.string(required).trim().min(1, required).max(max, tooLong(max)));
/** An optional one-line text ("" when left empty). */
const optionalLine = (max: number) => oneLine(z.string().trim().max(max, tooLong(max))).default("");

/** The digits a phone number dials: 8 to 15 (E.164), written with spaces, dashes, brackets and a leading +. */
const PHONE_MESSAGE = "Enter a phone number: 8 to 15 digits, with spaces or dashes and an optional + country code";
const PHONE_SHAPE = /^\+?[0-9][0-9 ()-]*$/;
function isPhoneNumber(v: string): boolean {
  const digits = v.replace(/\D/g, "").length;
  return PHONE_SHAPE.test(v) && digits >= 8 && digits <= 15;
}

export const SOCIAL_NETWORKS = [
  { key: "facebook", name: "Facebook" },
  { key: "instagram", name: "Instagram" },
  { key: "linkedin", name: "LinkedIn" },
  { key: "youtube", name: "YouTube" },
] as const;

const HTTPS_URL_MESSAGE = "Enter a full https:// address, or leave it empty";
function isHttpsUrl(v: string): boolean {
  try {
    const url = new URL(v);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}
const socialLink = oneLine(z.string().trim().max(300, tooLong(300)))
  .refine((v) => v === "" || isHttpsUrl(v), HTTPS_URL_MESSAGE)
  .default("");

/** The year the business was established: the site shows "since {year}", the company table the same. */
const YEAR_MESSAGE = "Enter the year established, e.g. 2009";
const thisYear = () => new Date().getFullYear();
const year = z
  .number(YEAR_MESSAGE)
  .int(YEAR_MESSAGE)
  .min(1800, YEAR_MESSAGE)
  .refine((v) => v <= thisYear(), "The year established cannot be in the future");

/** Address lines: blank lines are dropped, the rest one line each. */
const addressLines = z
  .array(oneLine(z.string().trim().max(120, tooLong(120))), "Enter the address")
  .transform((lines) => lines.filter((l) => l !== ""))
  .pipe(z.array(z.string()).min(1, "Enter the address").max(BUSINESS_LIMITS.addressLines, `Please use at most ${BUSINESS_LIMITS.addressLines} lines`));

const addressSchema = z.object({
  label: line("Enter the address's heading, e.g. Head Office & Factory (Surat)", 80),
  /** Names the place in link texts: 'Get directions to the Surat head office'. */
  name: line("Enter a short name, e.g. Surat head office", 60),
  lines: addressLines,
  mapQuery: optionalLine(200),
  translations: translationsSchema(["label", "name", "lines.*"]),
});

const phoneSchema = z.object({
  label: line("Enter a label, e.g. Sales", 40),
  number: oneLine(z.string(PHONE_MESSAGE).trim().min(1, "Enter the phone number").max(24, PHONE_MESSAGE)).refine(isPhoneNumber, PHONE_MESSAGE),
  translations: translationsSchema(["label"]),
});

const emailEntrySchema = z.object({
  label: line("Enter a label, e.g. General enquiries", 40),
  address: emailField({ required: "Enter the e-mail address", invalid: "Enter a valid e-mail address" }),
  translations: translationsSchema(["label"]),
});

const hoursSchema = z.object({
  days: line("Enter the days, e.g. Monday - Friday", 40),
  time: line("Enter the hours, e.g. 9:00 AM - 6:00 PM, or Closed", 40),
  translations: translationsSchema(["days", "time"]),
});

const WHATSAPP_MESSAGE = "Enter the WhatsApp number with its country code, digits only, e.g. 919825041234";

/** An Indian bank's IFSC: four letters, a zero, six letters or digits. */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const IFSC_MESSAGE = "Enter the IFSC as on the cheque book, e.g. SBIN0001234";
/** A UPI ID (virtual payment address): name@handle. */
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,64}$/;
const UPI_MESSAGE = "Enter the UPI ID as name@handle, e.g. shreecement@okaxis";

/** Where customers pay: printed on tax invoices with a UPI QR code. Every field may be empty. */
const bankSchema = z
  .object({
    accountName: optionalLine(120),
    accountNumber: oneLine(z.string().trim().max(34, tooLong(34)))
      .refine((v) => v === "" || /^[0-9A-Za-z]{6,34}$/.test(v), "Enter the account number: 6 to 34 digits or letters")
      .default(""),
    ifsc: oneLine(z.string().trim().toUpperCase())
      .refine((v) => v === "" || IFSC.test(v), IFSC_MESSAGE)
      .default(""),
    bankName: optionalLine(120),
    upiId: oneLine(z.string().trim())
      .refine((v) => v === "" || UPI_ID.test(v), UPI_MESSAGE)
      .default(""),
  })
  .default({ accountName: "", accountNumber: "", ifsc: "", bankName: "", upiId: "" });

/** The business's own texts staff translate, kept on the document itself (the rest is on its list entries). */
const BUSINESS_ROOT_TRANSLATED: readonly TranslatedField[] = [
  { path: "formerName", label: "Former name line" },
  { path: "tagline", label: "Tagline" },
  { path: "whatsapp.greeting", label: "WhatsApp greeting", multiline: true },
  { path: "company.natureOfBusiness", label: "Nature of business" },
  { path: "company.employees", label: "Number of employees" },
  { path: "company.turnover", label: "Annual turnover" },
  { path: "company.legalStatus", label: "Legal status" },
];

/**
 * What of the business details staff translate: the texts the public pages show as words (headings,
 * address lines, labels, hours, the tagline), not the names, numbers, addresses of e-mail or web,
 * the GSTIN or the bank's details. Map searches and structured data keep reading the English.
 */
export const BUSINESS_TRANSLATED: readonly TranslatedField[] = [
  ...BUSINESS_ROOT_TRANSLATED,
  { path: "addresses.*.label", label: "Address {n} heading" },
  { path: "addresses.*.name", label: "Address {n} short name" },
  { path: "addresses.*.lines.*", label: "Address {n} line {n}" },
  { path: "phones.*.label", label: "Phone {n} label" },
  { path: "emails.*.label", label: "E-mail {n} label" },
  { path: "hours.*.days", label: "Hours row {n} days" },
  { path: "hours.*.time", label: "Hours row {n} time" },
];

export const businessSchema = z.object({
  name: line("Enter the business name", 120),
  shortName: line("Enter the short name", 40),
  formerName: optionalLine(120),
  /** "{year}" in it is replaced by the year established. */
  tagline: optionalLine(200),
  yearEstablished: year,
  addresses: z
    .array(addressSchema, "Add at least one address")
    .min(1, "Add at least one address: the first is the head office")
    .max(BUSINESS_LIMITS.addresses, `Please keep at most ${BUSINESS_LIMITS.addresses} addresses`),
  phones: z
    .array(phoneSchema, "Add at least one phone number")
    .min(1, "Add at least one phone number")
    .max(BUSINESS_LIMITS.phones, `Please keep at most ${BUSINESS_LIMITS.phones} phone numbers`),
  emails: z
    .array(emailEntrySchema, "Add at least one e-mail address")
    .min(1, "Add at least one e-mail address")
    .max(BUSINESS_LIMITS.emails, `Please keep at most ${BUSINESS_LIMITS.emails} e-mail addresses`),
  whatsapp: z.object({
    number: z
      .string(WHATSAPP_MESSAGE)
      .trim()
      .regex(/^[1-9][0-9]{7,14}$/, WHATSAPP_MESSAGE),
    greeting: optionalLine(300),
  }),
  hours: z.array(hoursSchema).max(BUSINESS_LIMITS.hours, `Please keep at most ${BUSINESS_LIMITS.hours} rows`),
  /** Where goods leave from: the freight estimate's distances start here. Empty: no freight is estimated. */
  factoryPin: z
    .string(PIN_CODE_MESSAGE)
    .trim()
    .refine((v) => v === "" || PIN_CODE.test(v), PIN_CODE_MESSAGE)
    .default(""),
  gstin: z
    .string("Enter the GSTIN")
    .transform(normalizeGstin)
    .superRefine((v, ctx) => {
      const checked = validateGstin(v);
      if (!checked.ok) ctx.addIssue({ code: "custom", message: checked.message });
    }),
  company: z.object({
    natureOfBusiness: optionalLine(120),
    employees: optionalLine(120),
    ceo: optionalLine(120),
    turnover: optionalLine(120),
    legalStatus: optionalLine(120),
  }),
  social: z.object({ facebook: socialLink, instagram: socialLink, linkedin: socialLink, youtube: socialLink }),
  bank: bankSchema,
  translations: translationsSchema(BUSINESS_ROOT_TRANSLATED.map((f) => f.path)),
});

export type BusinessDetails = z.output<typeof businessSchema>;
export type BusinessAddress = BusinessDetails["addresses"][number];

/** The admin's brand (GET /api/site/brand, public): what the login and the sidebar show. */
export type BusinessBrand = { name: string; shortName: string };
