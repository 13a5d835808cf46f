/**
 * What the Staff screen changes, in one place: the route's clientAction takes a JSON body with an
 * `intent` and answers a result the screen reads (a toast, the form's field errors, a password to
 * show once); the router then reads the accounts again on its own.
 */
import type { Role } from "#schemas/auth";
import type { FieldErrors } from "#schemas/errors";
import type { UserDto } from "#schemas/wire";
import { actionFailure } from "~/components/admin/action-result";
import { api, isAbortError, isSignedOutError } from "~/lib/api";
import { bodyWithIntent } from "~/lib/action-body";

/** The changes that carry nothing but the account, and the path of each under /api/users/:id. */
const PATHS = { disable: "disable", enable: "enable", "reset-password": "reset-password", "two-step-reset": "two-step/reset" } as const;
type PlainIntent = keyof typeof PATHS;

export type StaffRequest =
  | { intent: "create"; values: { name: string; email: string; phone: string; role: Role; password?: string } }
  | { intent: "role"; id: number; role: Role }
  | { intent: PlainIntent; id: number };
export type StaffIntent = StaffRequest["intent"];

export type StaffResult =
  | { ok: true; intent: StaffIntent; user: UserDto; message: string; generatedPassword?: string }
  | { ok: false; intent: StaffIntent; error?: string; fieldErrors?: FieldErrors; status: number };

const ROLE_NAMES: Record<Role, string> = { admin: "Admin", manager: "Manager" };
export const roleName = (role: Role) => ROLE_NAMES[role];

const DONE: Record<StaffIntent, (u: UserDto) => string> = {
  create: (u) => `${u.name} added`,
  role: (u) => `${u.name} is now ${u.role === "admin" ? "an Admin" : "a Manager"}`,
  disable: (u) => `${u.name} is disabled and signed out everywhere`,
  enable: (u) => `${u.name} can sign in again`,
  "reset-password": (u) => `${u.name}'s password was reset`,
  "two-step-reset": (u) => `Two-step sign-in reset for ${u.name}`,
};

const FAILED: Record<StaffIntent, string> = {
  create: "Failed to add staff member. Please try again.",
  role: "Failed to change the role. Please try again.",
  disable: "Failed to disable the account. Please try again.",
  enable: "Failed to enable the account. Please try again.",
  "reset-password": "Failed to reset the password. Please try again.",
  "two-step-reset": "Failed to reset two-step sign-in. Please try again.",
};

const INTENTS: readonly string[] = ["create", "role", "disable", "enable", "reset-password", "two-step-reset"] satisfies StaffIntent[];

/** Read the body of an action request; a malformed one is a programming error (400). */
export function parseStaffRequest(body: unknown): StaffRequest {
  const b = bodyWithIntent(body, INTENTS, "Unknown staff change");
  if (b.intent === "create") return { intent: "create", values: (b.values ?? {}) as Extract<StaffRequest, { intent: "create" }>["values"] };
  const id = Number(b.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response("Unknown staff member", { status: 400 });
  if (b.intent === "role") return { intent: "role", id, role: b.role as Role };
  return { intent: b.intent as PlainIntent, id };
}

/** Carry out one change through the API. Never throws for a refusal or a network failure: it answers `ok: false`. */
export async function runStaffRequest(req: StaffRequest, signal?: AbortSignal): Promise<StaffResult> {
  const opts = { auth: true, signal };
  try {
    const answer =
      req.intent === "create"
        ? await api("POST", "/api/users", req.values, opts)
        : req.intent === "role"
          ? await api("PATCH", `/api/users/${req.id}/role`, { role: req.role }, opts)
          : await api("POST", `/api/users/${req.id}/${PATHS[req.intent]}`, undefined, opts);
    return {
      ok: true,
      intent: req.intent,
      user: answer.data,
      message: DONE[req.intent](answer.data),
      generatedPassword: "generatedPassword" in answer && typeof answer.generatedPassword === "string" ? answer.generatedPassword : undefined,
    };
  } catch (err) {
    if (isAbortError(err)) throw err;
    // A 401: the layout sends the person to the login; nothing to say here.
    if (isSignedOutError(err)) return { ok: false, intent: req.intent, status: 401 };
    // The server's words say what to fix: a field, the self and last-admin rules, an e-mail in use, a missing account.
    return { ...actionFailure(err, [400, 403, 404, 409], FAILED[req.intent], `Failed to ${req.intent} staff member`), intent: req.intent };
  }
}
