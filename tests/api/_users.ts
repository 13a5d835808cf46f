/**
 * The set-up the staff accounts' tests share (users.test.ts, users-access.test.ts): a new account's
 * input, and a test app with the admin and the manager signed in with the helpers that add, find
 * and sign in accounts through it. Not a test itself.
 */
import { createStaffTestApp } from "../helpers/app";
import { uniqueName } from "../helpers/unique";
import { freshAddress } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const newUser = (over: Record<string, unknown> = {}) => ({
  email: `${uniqueName("n").replace(/\W/g, "")}@staff.example`,
  name: "Priya Sales",
  phone: "9812345678",
  role: "manager",
  password: "Priya-pass-123",
  ...over,
});

/**
 * A test app with the admin and the manager signed in, and its account helpers; at a file's top
 * level: `const { t, admin, addUser } = await usersFixture();`
 */
export async function usersFixture() {
  const { t, admin, manager } = await createStaffTestApp();

  /** A new account made through the API; answers its id and what was sent. */
  async function addUser(over: Record<string, unknown> = {}) {
    const input = newUser(over);
    const res = await t.request("/api/users", { method: "POST", token: admin, json: input });
    if (res.status !== 201) throw new Error(`user not created: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as Json;
    return { id: body.data.id as number, input, body };
  }
  const idOf = async (token: string) => ((await (await t.request("/api/auth/me", { token })).json()) as Json).data.id as number;
  const post = (path: string, token?: string) => t.request(path, { method: "POST", token });
  /** A sign-in's status and body, from an address of its own (the per-address limits stay out of the way). */
  async function signIn(email: string, password: string) {
    const res = await t.request("/api/auth/login", { method: "POST", json: { email, password }, address: freshAddress() });
    return { status: res.status, body: (await res.json()) as Json };
  }
  return { t, admin, manager, addUser, idOf, post, signIn };
}
