import { sql } from "drizzle-orm";
import { timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** The created and updated times most tables carry. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** GST rates in percent (schemas/gst.ts GST_RATES), as the database checks them. */
export const gstRateCheck = (column: AnyPgColumn) => sql`${column} in (0, 5, 12, 18, 28)`;
