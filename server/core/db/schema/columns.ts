import { sql } from "drizzle-orm";
import type { Translations } from "#schemas/translations";
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
  type PgColumn,
  type PgColumnBuilderBase,
  type UpdateDeleteAction,
} from "drizzle-orm/pg-core";

/** The serial primary key `id` most tables are keyed on. */
export const serialId = () => serial("id").primaryKey();

/** A required link to another table's row, and what deleting that row does to this one. */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) => integer(name).notNull().references(target, { onDelete });

/** A link to another table's row that becomes null when that row is deleted. */
export const optionalRef = (name: string, target: () => AnyPgColumn) => integer(name).references(target, { onDelete: "set null" });

/** A point in time, stored with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was made. */
export const createdAt = () => timestamptz("created_at").notNull().defaultNow();

/** The created and updated times most tables carry. */
export const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
};

/**
 * A document's number ("SO/2026-27/0001"), unique, with the Indian financial year ("2026-27") and
 * the place in its series it was counted as.
 */
export const documentNumber = () => ({
  number: text("number").notNull().unique(),
  fy: text("fy").notNull(),
  seq: integer("seq").notNull(),
});

/** A row's Gujarati and Hindi versions of its text fields (schemas/translations.ts); empty for none. */
export const translationsColumn = () => jsonb("translations").$type<Translations>().notNull().default({});

/** GST rates in percent (schemas/gst.ts GST_RATES), as the database checks them. */
export const gstRateCheck = (column: AnyPgColumn) => sql`${column} in (0, 5, 12, 18, 28)`;

/** A money amount in rupees with paise, as every document stores it. */
const rupees = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** The buyer as a document (a quotation, a sales order) names them, kept as it was when made. */
export const buyerSnapshot = () => ({
  customerName: text("customer_name").notNull(),
  company: text("company").notNull().default(""),
  billingAddress: text("billing_address").notNull(),
  /** GST state code of the place of supply, e.g. "24". */
  stateCode: text("state_code").notNull(),
  customerGstin: text("customer_gstin"),
  countryCode: text("country_code").notNull().default("+91"),
  phone: text("phone").notNull(),
  email: text("email").notNull().default(""),
});

/** A document's freight line (its own HSN/SAC and rate) and its totals. */
export const freightAndTotals = () => ({
  freightAmount: rupees("freight_amount").notNull().default("0"),
  freightHsn: text("freight_hsn").notNull().default("996511"),
  freightGstRate: smallint("freight_gst_rate").notNull().default(18),
  subtotal: rupees("subtotal").notNull(),
  taxTotal: rupees("tax_total").notNull(),
  roundOff: rupees("round_off").notNull(),
  grandTotal: rupees("grand_total").notNull(),
  /** The customer's state is the seller's: CGST + SGST, else IGST. */
  intraState: boolean("intra_state").notNull(),
});

/** A document line's own fields: what, its HSN, how much, at what rate, discount and GST. */
export const lineColumns = () => ({
  position: integer("position").notNull(),
  description: text("description").notNull(),
  hsn: text("hsn").notNull(),
  quantity: numeric("quantity", { precision: 14, scale: 3 }).notNull(),
  unit: text("unit").notNull(),
  rate: rupees("rate").notNull(),
  discountPct: numeric("discount_pct", { precision: 5, scale: 2 }).notNull().default("0"),
  gstRate: smallint("gst_rate").notNull(),
});

/** How many of something fell on each day: one row a day, `n` kept by triggers. */
export const dayCountsTable = <N extends string>(name: N) =>
  pgTable(name, {
    day: date("day").primaryKey(),
    n: integer("n").notNull(),
  });

/**
 * Counts kept by triggers: `n` for each combination of the key columns, which together are the
 * table's primary key.
 */
export function countsTable<N extends string, K extends Record<string, PgColumnBuilderBase>>(name: N, keys: K) {
  return pgTable(name, { ...keys, n: integer("n").notNull() }, (t) => [
    primaryKey({ columns: Object.keys(keys).map((key) => (t as Record<string, PgColumn>)[key]) as [PgColumn, ...PgColumn[]] }),
  ]);
}
