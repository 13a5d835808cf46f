/**
 * The set-up the activity log's tests share (activity.test.ts, activity-sentences.test.ts): a test
 * app with the admin and the manager signed in, their ids, and the helpers that read the log, add
 * staff accounts and write audit entries. Not a test itself.
 */
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { auditLog } from "../../server/core/db/schema";
import { createStaffTestApp } from "../helpers/app";
import { uniqueName } from "../helpers/unique";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A test app with the admin and the manager signed in, and the activity log's helpers; at a file's
 * top level: `const { t, admin, activity } = await activityFixture();`
 */
export async function activityFixture() {
  const { t, admin, manager } = await createStaffTestApp();
  const idOf = async (token: string) => ((await (await t.request("/api/auth/me", { token })).json()) as Json).data.id as number;
  const activity = async (query = "", token = admin) => {
    const res = await t.request(`/api/activity${query}`, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as Json;
  };
  /** A staff account of its own, so a filter by person sees only what a test wrote for it. */
  async function freshUser(): Promise<{ id: number; name: string; email: string; password: string }> {
    const input = { email: `${uniqueName("a").replace(/\W/g, "")}@staff.example`, name: uniqueName("Staff"), role: "manager", password: "Staff-pass-123" };
    const res = await t.request("/api/users", { method: "POST", token: admin, json: input });
    expect(res.status).toBe(201);
    return { id: ((await res.json()) as Json).data.id, ...input };
  }
  /** Audit entries written straight through the schema, at a time of the test's choosing. */
  const insertEntries = (rows: { userId: number | null; action: string; createdAt?: Date; details?: Record<string, unknown>; entityId?: string }[]) =>
    t.services.db.insert(auditLog).values(rows.map((r) => ({ entity: "test", details: {}, ...r })));

  /** The audit rows of one action on one entity, oldest first. */
  function auditRows(action: string, entityId: number) {
    return t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
      .orderBy(asc(auditLog.id));
  }

  const adminId = await idOf(admin);
  const managerId = await idOf(manager);
  return { t, admin, manager, adminId, managerId, activity, freshUser, insertEntries, auditRows };
}
