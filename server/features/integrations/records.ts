/**
 * What IndiaMART and TradeIndia send, read into the lead desk's intake: India-time timestamps both
 * ways, "+91-98XXXXXXXX" into country code and number, a record into a `LeadIntake`. Pure code.
 */
import type { LeadSourceDetails } from "#schemas/lead-sources";
import type { LeadIntake } from "../leads";

const INDIA_OFFSET_MS = 330 * 60_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (n: number) => String(n).padStart(2, "0");

/** IndiaMART's start_time/end_time: India's wall clock as DD-Mon-YYYYHH:MM:SS, e.g. 04-Jan-202415:38:44 (no space between date and time). */
export function indiamartTime(at: Date): string {
  const w = new Date(at.getTime() + INDIA_OFFSET_MS);
  return `${two(w.getUTCDate())}-${MONTHS[w.getUTCMonth()]}-${w.getUTCFullYear()}${two(w.getUTCHours())}:${two(w.getUTCMinutes())}:${two(w.getUTCSeconds())}`;
}

/** TradeIndia's from_date/to_date: India's calendar day, YYYY-MM-DD. */
export const tradeindiaDate = (at: Date): string => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * An India-time "YYYY-MM-DD HH:MM[:SS]" (IndiaMART's QUERY_TIME, TradeIndia's generated_date and
 * generated_time, which may read "02:08:55 PM") as an instant; undefined when it does not read as one.
 */
export function indiaTimeToInstant(date: string, time = ""): Date | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!d) return undefined;
  const t = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(time.trim() || "00:00:00");
  if (!t) return undefined;
  let hours = Number(t[1]) % (t[4] ? 12 : 24);
  if (t[4]?.toLowerCase() === "pm") hours += 12;
  const utc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), hours, Number(t[2]), Number(t[3] ?? 0));
  return Number.isNaN(utc) ? undefined : new Date(utc - INDIA_OFFSET_MS);
}

/**
 * A marketplace's mobile number as country code and national number: "+91-9876543210" →
 * { countryCode: "+91", mobile: "9876543210" }; a number without a code is India's (a 12-digit one
 * starting 91 loses the 91); null when there are no digits.
 */
export function parseMobile(raw: unknown): { countryCode: string; mobile: string } | null {
  const text = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
  const coded = /^(?:\+|00)(\d{1,4})[\s-]+(.+)$/.exec(text);
  if (coded) {
    const mobile = coded[2].replace(/\D/g, "");
    return mobile ? { countryCode: `+${coded[1]}`, mobile } : null;
  }
  let digits = text.replace(/\D/g, "");
  if (text.startsWith("+") && digits.startsWith("91") && digits.length === 12) return { countryCode: "+91", mobile: digits.slice(2) };
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return digits ? { countryCode: "+91", mobile: digits } : null;
}

const str = (v: unknown): string => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/** The message as plain text: IndiaMART writes HTML line breaks (<br>) into QUERY_MESSAGE. */
export const plainText = (v: unknown): string =>
  str(v)
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

/**
 * The quantity a record states: a field of its own, or IndiaMART's "Quantity : 6" and "Quantity Unit : piece"
 * lines of the message; else 1 "Pieces" (a marketplace enquiry rarely states one, and a lead needs one).
 */
export function quantityOf(explicit: { quantity?: unknown; unit?: unknown }, message: string): { quantity: number; unit: string } {
  const fromText = /quantity\s*:\s*([\d,]+)/i.exec(message)?.[1]?.replace(/,/g, "");
  const unitText = /quantity unit\s*:\s*([^\n]+)/i.exec(message)?.[1]?.trim();
  const n = Number.parseInt(str(explicit.quantity).replace(/,/g, "") || fromText || "", 10);
  const unit = str(explicit.unit) || unitText || "";
  if (!Number.isFinite(n) || n < 1 || n > 1_000_000_000) return { quantity: 1, unit: "Pieces" };
  return { quantity: n, unit: unit ? unit.charAt(0).toUpperCase() + unit.slice(1) : "Pieces" };
}

function details(d: LeadSourceDetails): LeadSourceDetails {
  return Object.fromEntries(Object.entries(d).filter(([, v]) => typeof v === "string" && v !== "")) as LeadSourceDetails;
}

/** One IndiaMART record as an intake; null without an id or a mobile number (nothing to reach the buyer on). */
export function indiamartIntake(r: Record<string, unknown>): LeadIntake | null {
  const id = str(r.UNIQUE_QUERY_ID);
  const phone = parseMobile(r.SENDER_MOBILE) ?? parseMobile(r.SENDER_MOBILE_ALT) ?? parseMobile(r.SENDER_PHONE);
  if (!id || !phone) return null;
  const message = plainText(r.QUERY_MESSAGE);
  const [date = "", time = ""] = str(r.QUERY_TIME).split(/\s+/);
  return {
    source: "indiamart",
    key: `indiamart:${id}`,
    name: str(r.SENDER_NAME) || "IndiaMART buyer",
    ...phone,
    productName: str(r.QUERY_PRODUCT_NAME) || str(r.QUERY_MCAT_NAME) || null,
    ...quantityOf({}, message),
    message: message || str(r.SUBJECT),
    details: details({
      email: str(r.SENDER_EMAIL),
      company: str(r.SENDER_COMPANY),
      city: str(r.SENDER_CITY),
      state: str(r.SENDER_STATE),
      pincode: str(r.SENDER_PINCODE),
      queryType: str(r.QUERY_TYPE),
      externalId: id,
    }),
    at: indiaTimeToInstant(date, time),
  };
}

/** One TradeIndia inquiry as an intake; null without an rfi_id or a mobile number. */
export function tradeindiaIntake(r: Record<string, unknown>): LeadIntake | null {
  const id = str(r.rfi_id);
  const phone = parseMobile(r.sender_mobile);
  if (!id || !phone) return null;
  const subject = str(r.subject);
  const body = plainText(r.message);
  const message = subject && body && !body.startsWith(subject) ? `${subject}\n${body}` : body || subject;
  return {
    source: "tradeindia",
    key: `tradeindia:${id}`,
    name: str(r.sender_name) || "TradeIndia buyer",
    ...phone,
    productName: str(r.product_name) || null,
    ...quantityOf({ quantity: r.quantity, unit: r.unit }, body),
    message,
    details: details({
      email: str(r.sender_email),
      company: str(r.sender_co),
      city: str(r.sender_city),
      state: str(r.sender_state),
      pincode: str(r.sender_pincode),
      externalId: id,
    }),
    at: indiaTimeToInstant(str(r.generated_date), str(r.generated_time)),
  };
}
