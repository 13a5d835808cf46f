import { integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns";

/** Fixed-window counters shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamptz("window_start").notNull(),
  count: integer("count").notNull(),
});

/** First answer to a POST carrying an Idempotency-Key, stored in the same transaction as its effect. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the validated request: a key replays only for the same request. */
    requestHash: text("request_hash").notNull().default(""),
    status: integer("status").notNull(),
    response: jsonb("response").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Values the app generates once and every instance shares (the token signing secret). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
