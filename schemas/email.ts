/**
 * The one e-mail rule: staff sign-in and accounts (schemas/auth.ts), the contact form
 * (schemas/contact.ts) and ADMIN_EMAIL (server/config.ts) check an address alike.
 *
 * An address is one plain `local@domain.tld`: no display name (`"Name" <a@b.c>`), no list
 * (`a,b@c.d`), no comment, quoting or whitespace, so what staff see is exactly where mail goes.
 * The check walks the text once, without a pattern, and runs only on text within the length
 * limit (the limit aborts the field's checks), so a long value costs no more than reading it.
 */
import { z } from "zod";

/** The longest address accepted, in characters (the SMTP path limit). */
export const EMAIL_MAX = 254;

/** Characters that make an address more than one plain address: display names, lists, comments, quoting, routes. */
const NOT_IN_ADDRESS = new Set([...'<>(),;:"[]\\'].map((ch) => ch.charCodeAt(0)));

const DOT = 0x2e;

/** Control characters (C0, DEL, C1), every kind of whitespace (line and paragraph separators included) and the characters above. */
function refused(v: string, i: number): boolean {
  const code = v.charCodeAt(i);
  if (code <= 0x20 || (code >= 0x7f && code <= 0xa0) || NOT_IN_ADDRESS.has(code)) return true;
  return code > 0xa0 && /\s/.test(v[i]);
}

/**
 * True for one plain address: exactly one `@` with text before it, a domain of two or more
 * non-empty dot-separated labels after it, and none of `< > ( ) , ; : " [ ] \`, whitespace or
 * control characters anywhere. One pass over the characters: linear in the length of `v`.
 */
export function isPlainEmail(v: string): boolean {
  const at = v.indexOf("@");
  if (at <= 0 || at !== v.lastIndexOf("@")) return false;
  let dots = 0;
  for (let i = 0; i < v.length; i++) {
    if (refused(v, i)) return false;
    if (i > at && v.charCodeAt(i) === DOT) {
      // A dot of the domain ends a label: never the first, right after another dot, or the last character.
      if (i === at + 1 || v.charCodeAt(i - 1) === DOT || i === v.length - 1) return false;
      dots++;
    }
  }
  return dots > 0;
}

/**
 * An e-mail field with its form's messages: `required` when empty (after trimming), `invalid`
 * when longer than EMAIL_MAX or not one plain address; each failure is the field's only issue.
 * The length check aborts: past it, nothing else runs on the value (nor the object's own
 * refinements, such as the settings' password checks, which wait for a sane address).
 */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string(messages.required)
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX, { message: messages.invalid, abort: true })
    .refine((v) => v === "" || isPlainEmail(v), messages.invalid);
}
