/**
 * Two-step sign-in's forms, without zod: the code step is on the login page, the first page staff
 * load (schemas/plain-schema.ts says why); the API checks each body with the very same schema.
 */
import { maxLength, minLength, pattern, textObject, type TextRule } from "#schemas/plain-schema";

export const CODE_REQUIRED = "Authentication code is required";
export const CODE_FORMAT = "Enter the 6-digit code from your authenticator app";
const CODE_OR_RECOVERY = "Enter the 6-digit code from your authenticator app, or a recovery code";

/** A six-digit code of the authenticator app (spaces typed between the digits are dropped). */
const totpCode: TextRule = { type: CODE_REQUIRED, trim: true, checks: [minLength(1, CODE_REQUIRED), pattern(/^\d{6}$/, CODE_FORMAT)] };

/** A six-digit code, or a recovery code (16 letters and digits, dashes and spaces allowed). */
const codeOrRecovery: TextRule = {
  type: CODE_REQUIRED,
  trim: true,
  checks: [minLength(1, CODE_REQUIRED), maxLength(40, CODE_OR_RECOVERY, true), pattern(/^(\d{6}|[A-Za-z0-9][A-Za-z0-9 -]{14,38})$/, CODE_OR_RECOVERY)],
};

const challenge: TextRule = { type: "Sign in again", checks: [minLength(1, "Sign in again"), maxLength(2048, "Sign in again")] };

/** The sign-in's code step: the challenge the password step answered, and a code or a recovery code. */
export const twoStepCodeSchema = textObject({ challenge, code: codeOrRecovery });

/** The sign-in's setup step (an admin the rule asks to set it up): the challenge alone. */
export const twoStepChallengeSchema = textObject({ challenge });

/** The setup's confirmation: the first code of the new secret (with the challenge at sign-in). */
export const twoStepEnableSchema = textObject({ code: totpCode });
export const twoStepEnableAtSignInSchema = textObject({ challenge, code: totpCode });

/** Turning it off: the current password and a code (or a recovery code). */
export const twoStepDisableSchema = textObject({
  currentPassword: { type: "Current password is required", checks: [minLength(1, "Current password is required"), maxLength(256, "Password is too long")] },
  code: codeOrRecovery,
});
