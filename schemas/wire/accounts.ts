/** The accounts' answers: sign-in, staff and one's own settings. Types only. */
import type { Role } from "#schemas/auth";
import type { DataAnswer } from "#schemas/wire/common";

/** POST /api/auth/login: `token` and `roleType` on success, `error` otherwise. */
export type LoginAnswer = {
  success: boolean;
  token: string | null;
  roleType: Role | null;
  error: string | null;
  /** True when the password used is temporary: the person chooses a new one before anything else. */
  passwordChangeRequired?: boolean;
  /** GET /api/users and POST /api/users/:id/two-step/reset only: whether the account's two-step sign-in is on. */
  twoStep?: boolean;
};

/** Whether an account may sign in: "disabled" while an admin has taken its access away. */
export type AccountStatus = "active" | "disabled";

/**
 * A staff account as GET /api/auth/me and /api/users answer it (never the password hash);
 * `lastLoginAt` is its last successful sign-in, null before the first.
 */
export type UserDto = {
  id: number;
  email: string;
  name: string;
  phone: string;
  role: Role;
  createdAt: string;
  status: AccountStatus;
  lastLoginAt: string | null;
  /** GET /api/auth/me only: true while the account's password is temporary (every other staff route answers 403). */
  passwordChangeRequired?: boolean;
  /** GET /api/users and POST /api/users/:id/two-step/reset only: whether the account's two-step sign-in is on. */
  twoStep?: boolean;
};

/**
 * POST /api/users, POST /api/users/:id/reset-password: the account, and the password the server
 * made when none was given (shown once, stored only as a hash).
 */
export type UserAnswer = DataAnswer<UserDto> & { generatedPassword?: string };

/**
 * GET /api/users/throttled-sign-ins: an account whose sign-ins from all addresses together reached
 * the hourly ceiling (`RATE_LIMIT_LOGIN_ACCOUNT`), and when that window ends (ISO).
 */
export type ThrottledSignIn = { email: string; until: string };

/** GET/PUT /api/settings: the signed-in person's own settings. */
export type SettingsDto = { email: string; role: Role; name: string; phone: string };

/** The settings answer; a save says so in `message`, and carries a fresh `token` after a password or role change. */
export type SettingsAnswer = DataAnswer<SettingsDto> & { message?: string; token?: string };

/** POST /api/settings/password: a fresh token for this session (the others end). */
export type PasswordChangeAnswer = { success: true; message: string; token: string };
