/**
 * The e-mail field of the zod schemas (staff accounts in ./auth.ts, business details, ADMIN_EMAIL
 * in server/core/config.ts). The rule itself, without zod, is ./email-address.ts, which the public
 * pages load; the contact form and the login check an address with it alike.
 */
import { z } from "zod";
import { EMAIL_MAX, isPlainEmail } from "#schemas/email-address";

export { EMAIL_MAX, emailText, isPlainEmail } from "#schemas/email-address";

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

/** An e-mail field that may be left empty (a missing one is empty): `message` when longer than EMAIL_MAX or not one plain address. */
export function optionalEmailField(message: string) {
  return z.preprocess(
    (v) => v ?? "",
    z
      .string(message)
      .trim()
      .max(EMAIL_MAX, message)
      .refine((v) => v === "" || isPlainEmail(v), message),
  );
}
