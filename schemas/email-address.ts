/**
 * The one e-mail rule: staff sign-in and accounts (schemas/auth.ts), the contact form
 * (schemas/contact.ts) and ADMIN_EMAIL (server/core/config.ts) check an address alike.
 *
 * An address is one plain `local@domain.tld`: no display name (`"Name" <a@b.c>`), no list
 * (`a,b@c.d`), no comment, quoting or whitespace, so what staff see is exactly where mail goes.
 * The check walks the text once, without a pattern, and runs only on text within the length
 * limit (the limit aborts the field's checks), so a long value costs no more than reading it.
 */
import { maxLength, minLength, refine, type TextRule } from "#schemas/plain-schema";

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

/** An e-mail field of a zod-free schema (schemas/plain-schema.ts: the contact form, the login): the rule of emailField in ./email.ts. */
export function emailText(messages: { required: string; invalid: string }): TextRule {
  return {
    type: messages.required,
    trim: true,
    checks: [minLength(1, messages.required), maxLength(EMAIL_MAX, messages.invalid, true), refine((v) => v === "" || isPlainEmail(v), messages.invalid)],
  };
}
