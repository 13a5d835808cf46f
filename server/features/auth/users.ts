import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { UserDto } from "#schemas/wire";
import type { Db, Tx } from "../../core/db/connection";
import { users } from "../../core/db/schema";

export type User = typeof users.$inferSelect;
/** What the API shows of an account (schemas/wire.ts). */
type PublicUser = UserDto;

export function toPublicUser(u: User): PublicUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    phone: u.phone,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    status: u.disabledAt ? "disabled" : "active",
    lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
  };
}

export async function findUserByEmail(db: Db, email: string) {
  const [u] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return u;
}

/** Is the address used by an account other than `exceptId`? (case-insensitive) */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId === undefined ? undefined : ne(users.id, exceptId)))
    .limit(1);
  return Boolean(u);
}

export async function findUserById(db: Db, id: number) {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return u;
}

/**
 * Lock the active (not disabled) admins' rows, in id order so concurrent changes queue rather than
 * deadlock, and answer their ids. Every change that can lower an admin (a demotion, disabling)
 * takes this lock first and decides on what it read, so two such changes can never both see
 * "another active admin is left". A disabled admin is not counted: nobody could sign in as them.
 */
export async function lockActiveAdmins(t: Tx): Promise<number[]> {
  const rows = await t
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt)))
    .orderBy(users.id)
    .for("update");
  return rows.map((r) => r.id);
}
