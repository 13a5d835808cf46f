import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, requiredRef, serialId, timestamps, timestamptz } from "./columns";

export const userRole = pgEnum("user_role", ["admin", "manager"]);

export const users = pgTable(
  "users",
  {
    id: serialId(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    role: userRole("role").notNull().default("manager"),
    passwordHash: text("password_hash").notNull(),
    tokenVersion: integer("token_version").notNull().default(0),
    /** Set while an admin has taken the account's access away: it cannot sign in and its tokens are refused. */
    disabledAt: timestamptz("disabled_at"),
    lastLoginAt: timestamptz("last_login_at"),
    /**
     * Set when the password was made by the server or an admin (first start, Add staff, a reset):
     * until then it may be used, and only to choose a new one; null for a password its owner chose.
     */
    passwordTemporaryUntil: timestamptz("password_temporary_until"),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

/**
 * Failed sign-ins per e-mail address (known or not) and client address: past a few, that pair
 * waits, growing. Keyed on the pair, so a stranger's guesses never make the owner wait.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    lastFailedAt: timestamptz("last_failed_at").notNull(),
  },
  (t) => [index("login_failures_last_failed_idx").on(t.lastFailedAt)],
);

/** A signed-in session: one row per token issued, so an idle session can end (tokens carry no session id). */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: requiredRef("user_id", () => users.id, "cascade"),
    createdAt: createdAt(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
  },
  (t) => [index("sessions_last_seen_idx").on(t.lastSeenAt), index("sessions_user_idx").on(t.userId)],
);
