import { sql } from "drizzle-orm";
import { serial, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** The serial primary key `id` most tables are keyed on. */
export const serialId = () => serial("id").primaryKey();

/** A point in time, stored with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was made. */
export const createdAt = () => timestamptz("created_at").notNull().defaultNow();

/** The created and updated times most tables carry. */
export const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
};

/** GST rates in percent (schemas/gst.ts GST_RATES), as the database checks them. */
export const gstRateCheck = (column: AnyPgColumn) => sql`${column} in (0, 5, 12, 18, 28)`;
