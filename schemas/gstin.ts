/**
 * GSTIN (GST identification number) checks: 15 characters = a 2-digit state code, the holder's PAN
 * (5 letters, 4 digits, 1 letter), an entity number (1-9, then A-Z), a default character (usually
 * "Z") and a check character. The check character is the official mod-36 one: over the first 14
 * characters (0-9 = 0-9, A-Z = 10-35), multiply by 1 and 2 alternately, add each product's quotient
 * and remainder by 36, and the check is (36 − sum mod 36) mod 36 in the same alphabet.
 */
import { isIndianStateCode } from "#schemas/indian-states";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The shape (not the checksum or the state code's existence) of an upper-case GSTIN. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][0-9A-Z][0-9A-Z]$/;

const GSTIN_MESSAGES = {
  length: "GSTIN must be 15 characters",
  shape: "GSTIN must start with a state code, then a PAN (5 letters, 4 digits, 1 letter)",
  checksum: "GSTIN check digit does not match",
  state: "GSTIN's state code does not match the chosen state",
} as const;

/** Trimmed and upper-cased, spaces removed: the form a GSTIN is checked and stored in. */
export function normalizeGstin(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** The check character for a GSTIN's first 14 characters (upper case, 0-9 A-Z). */
export function gstinChecksumChar(first14: string): string {
  if (first14.length !== 14) throw new RangeError("gstinChecksumChar needs the first 14 characters");
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i]);
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${JSON.stringify(first14[i])}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

/**
 * Whether a GSTIN is well formed, its check character right, and (when a state is given) issued in
 * that state. Case and spaces are forgiven (see normalizeGstin); the first failing rule's message.
 */
export function validateGstin(value: string, stateCode?: string): { ok: true } | { ok: false; message: string } {
  const gstin = normalizeGstin(value);
  if (gstin.length !== 15) return { ok: false, message: GSTIN_MESSAGES.length };
  if (!GSTIN_PATTERN.test(gstin) || !isIndianStateCode(gstin.slice(0, 2))) return { ok: false, message: GSTIN_MESSAGES.shape };
  if (gstinChecksumChar(gstin.slice(0, 14)) !== gstin[14]) return { ok: false, message: GSTIN_MESSAGES.checksum };
  if (stateCode !== undefined && stateCode !== "" && gstin.slice(0, 2) !== stateCode) return { ok: false, message: GSTIN_MESSAGES.state };
  return { ok: true };
}
