import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns";
import { users } from "./accounts";

/**
 * A staff member's second factor (TOTP, RFC 6238): its secret, encrypted with a key derived from
 * the token secret; `enabledAt` is null while a setup waits for its first code. `lastUsedStep`
 * is the time step of the last code accepted, so a code is used once. The recovery codes are
 * stored as SHA-256 hashes and removed as they are used.
 */
export const twoStep = pgTable("two_step", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamptz("enabled_at"),
  lastUsedStep: integer("last_used_step"),
  recoveryCodeHashes: text("recovery_code_hashes").array().notNull().default([]),
  createdAt: createdAt(),
});
