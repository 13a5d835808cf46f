import { emailText } from "#schemas/email-address";
import { maxLength, minLength, textObject } from "#schemas/plain-schema";

/** The staff e-mail address's messages: the login, the settings and a new account say them alike (schemas/auth.ts). */
export const STAFF_EMAIL_MESSAGES = { required: "Email is required", invalid: "Email format is invalid" } as const;

/**
 * Staff sign-in, without zod: the login page is the first page staff load (schemas/plain-schema.ts
 * says why); POST /api/auth/login checks the body with the very same schema.
 */
export const loginSchema = textObject({
  email: emailText(STAFF_EMAIL_MESSAGES),
  password: { type: "Password is required", checks: [minLength(1, "Password is required"), maxLength(256, "Password is too long")] },
});
export type LoginInput = { email: string; password: string };
