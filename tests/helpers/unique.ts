/**
 * Values no other test, Playwright worker or earlier run makes, for names, e-mails, slugs and
 * mobile numbers: built from the time, a counter, the process and a random tail. The API tests and
 * the browser journeys share them.
 */
import { gstinChecksumChar } from "#schemas/gstin";

let seq = 0;

/** `prefix-…` of lowercase letters, digits and hyphens: for e-mails, slugs and product names. */
export function unique(prefix = "e2e"): string {
  return `${prefix}-${Date.now().toString(36)}-${process.pid.toString(36)}-${(++seq).toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** The same without hyphens: `prefix` and lowercase letters and digits, for tags of one word. */
export const uniqueSuffix = (prefix = ""): string => unique(prefix).replace(/[^a-z0-9]/gi, "");

/** A whole number written with the letters a–z (base 26). */
const letters = (n: number) => [...n.toString(26)].map((ch) => String.fromCharCode(97 + parseInt(ch, 26))).join("");

/** Lowercase letters only: the time and a counter (different for every call of this process), then the process and a random tail. */
export function uniqueLetters(): string {
  return letters(Date.now() * 1000 + ++seq) + letters(process.pid) + letters(Math.floor(Math.random() * 26 ** 3));
}

/** "Prefix letters": a name of letters and spaces only (the contact and quote forms' name rule). */
export const uniqueName = (prefix = "Test"): string => `${prefix} ${uniqueLetters()}`;

/** A ten-digit Indian mobile number starting with 9. */
export const uniqueMobile = (): string => `9${String(Date.now() % 1e5).padStart(5, "0")}${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;

/** A GSTIN of `state` with its right check character, its PAN random: GSTINs are one customer's each. */
export function uniqueGstin(state = "24"): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const first14 = `${state}${Array.from({ length: 5 }, letter).join("")}${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}F1Z`;
  return first14 + gstinChecksumChar(first14);
}
