import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { optionalRef, requiredRef, serialId, timestamps } from "./columns";

/**
 * A customer: one record per buyer, matched by GSTIN, else by mobile number (country code and
 * national digits), when a quotation is accepted or an order is made; leads, quotations, orders and
 * dispatches hang from it.
 */
export const customers = pgTable(
  "customers",
  {
    id: serialId(),
    name: text("name").notNull(),
    company: text("company").notNull().default(""),
    /** Upper case, 15 characters; unique when present. */
    gstin: text("gstin"),
    billingAddress: text("billing_address").notNull().default(""),
    /** GST state code of the billing address, e.g. "24"; empty when not known. */
    stateCode: text("state_code").notNull().default(""),
    countryCode: text("country_code").notNull().default("+91"),
    /** The main mobile number, national digits: what a customer is matched by without a GSTIN. */
    phone: text("phone").notNull(),
    /** A second number, as typed (digits). */
    altPhone: text("alt_phone").notNull().default(""),
    email: text("email").notNull().default(""),
    /** Days of credit the customer gets on an invoice; 0 is payment on delivery. */
    creditDays: integer("credit_days").notNull().default(0),
    notes: text("notes").notNull().default(""),
    createdBy: optionalRef("created_by", () => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("customers_gstin_idx")
      .on(t.gstin)
      .where(sql`${t.gstin} is not null`),
    index("customers_phone_idx").on(t.phone, t.countryCode),
    index("customers_name_idx").on(sql`lower(${t.name})`),
    // Search by part of the name, company, phone or GSTIN.
    index("customers_search_trgm_idx").using(
      "gin",
      sql`(lower(${t.name} || ' ' || ${t.company} || ' ' || ${t.phone} || ' ' || ${t.altPhone} || ' ' || coalesce(${t.gstin}, ''))) gin_trgm_ops`,
    ),
  ],
);

/** A place a customer's goods are delivered to (a building site), with the person who receives them. */
export const customerSites = pgTable(
  "customer_sites",
  {
    id: serialId(),
    customerId: requiredRef("customer_id", () => customers.id, "cascade"),
    /** A short name for the site ("Vadodara warehouse"); may be empty. */
    label: text("label").notNull().default(""),
    address: text("address").notNull(),
    pin: text("pin").notNull(),
    contactName: text("contact_name").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    ...timestamps,
  },
  (t) => [index("customer_sites_customer_idx").on(t.customerId, t.id)],
);
