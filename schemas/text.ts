/**
 * One-line text: a name, a unit, a company, a specification value. Such a field is shown and
 * e-mailed as one line (`Name: …`), so a line break or another control character in it could
 * forge the lines after it; every one-line field of the schemas refuses them. So do the bidi
 * controls (U+202A–U+202E, U+2066–U+2069): they reorder the text around them as it is shown, so
 * "Pieces" followed by a right-to-left override can read as a different quantity on the lead desk,
 * in an e-mail or in a spreadsheet.
 */
import type { z } from "zod";

export const ONE_LINE_MESSAGE = "Please keep this on one line, without line breaks or control characters";

/** True when `v` has no control character (U+0000–U+001F, U+007F), no line or paragraph separator (U+2028, U+2029) and no bidi control. */
export function isOneLine(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const code = v.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029) return false;
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return false;
  }
  return true;
}

/** The string schema with the one-line rule added after its own checks (trimming has run, so breaks at either end are gone). */
export function oneLine<S extends z.ZodString>(schema: S): S {
  return schema.refine(isOneLine, ONE_LINE_MESSAGE);
}
