import { z } from "zod";
import { emailField } from "#schemas/email";
import { STAFF_EMAIL_MESSAGES } from "#schemas/login";
import { oneLine } from "#schemas/text";

/** Sign-in is checked without zod (the login page loads it): schemas/login.ts. */
export { loginSchema, type LoginInput } from "#schemas/login";

export const ROLES = ["admin", "manager"] as const;
export type Role = (typeof ROLES)[number];

/** A staff e-mail address: the login, the settings and a new account check it alike. */
const staffEmail = emailField(STAFF_EMAIL_MESSAGES);

const PASSWORD_MIN = 8;

/** The checklist the settings screen shows: advice, except the length, which is enforced. */
export const PASSWORD_ADVICE = [
  { label: "At least 8 characters", test: (p: string) => p.length >= PASSWORD_MIN },
  { label: "Upper and lower case letters", test: (p: string) => /[a-z]/.test(p) && /[A-Z]/.test(p) },
  { label: "At least one number", test: (p: string) => /\d/.test(p) },
  { label: "At least one special character", test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

/** Settings update: e-mail, role, then the password change (current, match, length); each failure is one message. */
export const settingsSchema = z
  .object({
    email: staffEmail,
    role: z
      .string("Role is required")
      .min(1, "Role is required")
      .refine((v) => (ROLES as readonly string[]).includes(v), "Role is required"),
    currentPassword: z.string().max(256).optional().default(""),
    newPassword: z.string().max(256, "Password is too long").optional().default(""),
    confirmPassword: z.string().max(256).optional().default(""),
  })
  .superRefine((v, ctx) => {
    if (!v.newPassword) return;
    if (!v.currentPassword) ctx.addIssue({ code: "custom", path: ["currentPassword"], message: "Current password is required" });
    else if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "New passwords do not match" });
    else if (v.newPassword.length < PASSWORD_MIN)
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: "Password must be at least 8 characters long" });
  });
export type SettingsInput = z.input<typeof settingsSchema>;

/**
 * An admin adds a staff account. The first password is optional: left out or empty, the server
 * makes one and shows it once; given, it has at least PASSWORD_MIN characters.
 */
export const createUserSchema = z.object({
  email: staffEmail,
  name: oneLine(z.string().trim().min(1, "Name is required").max(100)),
  phone: oneLine(z.string().trim().max(20)).optional().default(""),
  role: z.enum(ROLES, "Role is required"),
  password: z
    .string("Password must be text")
    .max(256, "Password is too long")
    .refine((p) => p === "" || p.length >= PASSWORD_MIN, "Password must be at least 8 characters long")
    .optional()
    .default(""),
});

/** Choosing a new password in place of a temporary one: the current (temporary) one, then the new one twice. */
export const choosePasswordSchema = z
  .object({
    currentPassword: z.string("Current password is required").min(1, "Current password is required").max(256),
    newPassword: z.string("New password is required").max(256, "Password is too long"),
    confirmPassword: z.string().max(256).optional().default(""),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword.length < PASSWORD_MIN) ctx.addIssue({ code: "custom", path: ["newPassword"], message: "Password must be at least 8 characters long" });
    else if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "New passwords do not match" });
    else if (v.newPassword === v.currentPassword)
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: "Choose a password different from the temporary one" });
  });
export type ChoosePasswordInput = z.input<typeof choosePasswordSchema>;

export const roleChangeSchema = z.object({ role: z.enum(ROLES, "Role is required") });
