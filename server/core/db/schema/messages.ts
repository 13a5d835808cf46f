import { date, index, jsonb, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import type { Lang } from "#schemas/languages";
import type { Attribution } from "#schemas/lead-sources";
import { users } from "./accounts";
import { countsTable, createdAt, optionalRef, requiredRef, serialId, timestamps } from "./columns";

export const messageStatus = pgEnum("message_status", ["new", "resolved"]);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serialId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    countryCode: text("country_code").notNull().default("+91"),
    company: text("company").notNull().default(""),
    projectType: text("project_type").notNull().default(""),
    budget: text("budget").notNull().default(""),
    message: text("message").notNull(),
    status: messageStatus("status").notNull().default("new"),
    /** The visit that led to the message (landing page, referrer, campaign); null when the browser sent none. */
    attribution: jsonb("attribution").$type<Attribution>(),
    /** The language of the page the message was sent from (staff answer in it); null for messages from before languages. */
    language: text("language").$type<Lang>(),
    ...timestamps,
  },
  // Newest first, of all or of one status tab, is a walk of one of these indexes (see messageDayCounts).
  // The search indexes (GIN: text search and trigrams) are expressions, made in drizzle/0003_scale.sql.
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt, t.id),
    index("contact_messages_status_idx").on(t.status, t.createdAt, t.id),
    // A lead's page lists the messages sent from its number.
    index("contact_messages_phone_idx").on(t.phone),
  ],
);

/**
 * How many contact messages of each status were created on each day (UTC), kept by triggers in the
 * same transaction as every insert, delete and status change (drizzle/0003_scale.sql). The tab
 * counts are their sums, and a deep page starts from the day that holds its first row.
 */
export const messageDayCounts = countsTable("message_day_counts", {
  day: date("day").notNull(),
  status: messageStatus("status").notNull(),
});

export const messageReplies = pgTable("message_replies", {
  id: serialId(),
  messageId: requiredRef("message_id", () => contactMessages.id, "cascade"),
  userId: optionalRef("user_id", () => users.id),
  body: text("body").notNull(),
  /** 'sent', 'failed', or 'not-configured' when no SMTP server is set. */
  mailStatus: text("mail_status").notNull().default("not-configured"),
  createdAt: createdAt(),
});
