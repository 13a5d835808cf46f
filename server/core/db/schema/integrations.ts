import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { optionalRef } from "./columns";
import { leadSource } from "./leads";

/**
 * A marketplace whose enquiries the server pulls on a schedule ("indiamart", "tradeindia"): its
 * credentials (never sent back whole), whether it is on, and where the last pull got to. A pull is
 * claimed by setting `claimedUntil` in one conditional UPDATE, so one instance pulls at a time
 * however many run; the next window starts before `pulledTo`, so windows overlap and a failed pull
 * is covered by the next.
 */
export const leadIntegrations = pgTable("lead_integrations", {
  provider: text("provider").primaryKey(),
  enabled: boolean("enabled").notNull().default(false),
  /** IndiaMART: { key }; TradeIndia: { userid, profileId, key }. */
  credentials: jsonb("credentials").$type<Record<string, string>>().notNull().default({}),
  /** The end of the last window read whole: the next window starts a little before it. */
  pulledTo: timestamp("pulled_to", { withTimezone: true }),
  lastPullAt: timestamp("last_pull_at", { withTimezone: true }),
  /** How many new leads the last pull brought. */
  lastPullCount: integer("last_pull_count"),
  /** The last failure in plain words, cleared by the next pull that succeeds. */
  lastError: text("last_error"),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  /** No pull (scheduled or "Pull now") starts before this: the provider's minimum interval. */
  nextPullAfter: timestamp("next_pull_after", { withTimezone: true }),
  /** Held by the instance pulling now; a crashed pull's claim simply runs out. */
  claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: optionalRef("updated_by", () => users.id),
});

/**
 * A URL other tools post leads to (JustDial, Facebook or Instagram lead forms, a site builder):
 * each names the source its leads get, and signs its calls with its secret (HMAC-SHA256 of the raw
 * body). The secret is shown once when made or rotated; it is kept because checking a signature needs it.
 */
export const leadWebhooks = pgTable("lead_webhooks", {
  id: serial("id").primaryKey(),
  source: leadSource("source").notNull(),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: optionalRef("created_by", () => users.id),
  rotatedAt: timestamp("rotated_at", { withTimezone: true }),
});
