/**
 * What the Staff screen asks before a change that cannot be taken back lightly: the dialog's
 * title, what the change means, and the name of the button that makes it.
 */
import type { Role } from "#schemas/auth";
import type { UserDto } from "#schemas/wire";

export interface StaffQuestion {
  title: string;
  description: string;
  action: string;
  danger?: boolean;
}

/** What an admin may do that a manager may not. */
const ADMIN_POWERS = "manage staff, delete records and download backups";
const ADMIN_POWERS_LOST = "manage staff, delete records or download backups";

export const disableQuestion = (p: UserDto): StaffQuestion => ({
  title: `Disable ${p.name}?`,
  description: "They are signed out everywhere at once and cannot sign in until the account is enabled again.",
  action: "Disable account",
  danger: true,
});

export const resetPasswordQuestion = (p: UserDto): StaffQuestion => ({
  title: `Reset the password of ${p.name}?`,
  description: "Their current password stops working and they are signed out everywhere. A new password is shown once.",
  action: "Reset password",
});

export const twoStepResetQuestion = (p: UserDto): StaffQuestion => ({
  title: `Reset two-step sign-in for ${p.name}?`,
  description: "They sign in with their password alone and set it up again if it is required.",
  action: "Reset",
  danger: true,
});

/**
 * A role change that is asked first: making someone an Admin, and making a Manager of one of the
 * last two active admins (then one admin is left to run the staff). Null: the change goes at once.
 */
export function roleChangeQuestion(p: UserDto, role: Role, people: readonly UserDto[]): StaffQuestion | null {
  if (role === p.role) return null;
  if (role === "admin") return { title: `Make ${p.name} an Admin?`, description: `Admins can ${ADMIN_POWERS}.`, action: "Make Admin" };
  const activeAdmins = people.filter((u) => u.role === "admin" && u.status !== "disabled");
  const remaining = activeAdmins.find((u) => u.id !== p.id);
  if (activeAdmins.length !== 2 || !remaining || !activeAdmins.some((u) => u.id === p.id)) return null;
  return {
    title: `Make ${p.name} a Manager?`,
    description: `${p.name} will no longer be able to ${ADMIN_POWERS_LOST}. One admin will remain: ${remaining.name}.`,
    action: "Make Manager",
    danger: true,
  };
}
