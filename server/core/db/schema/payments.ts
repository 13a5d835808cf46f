import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, documentNumber, optionalRef, requiredRef, serialId } from "./columns";
import { customers } from "./customers";
import { invoices, salesOrders } from "./orders";

export const paymentMode = pgEnum("payment_mode", ["upi", "neft_rtgs", "cheque", "cash", "card"]);

/**
 * Money received from a customer, with its receipt RCPT/2026-27/0001 (numbered per financial year
 * from document_counters in the creating transaction). What is not allocated to invoices is an
 * advance: on its order when `order_id` is set, else on the customer's account.
 */
export const payments = pgTable(
  "payments",
  {
    id: serialId(),
    ...documentNumber(),
    customerId: requiredRef("customer_id", () => customers.id, "restrict"),
    orderId: integer("order_id").references(() => salesOrders.id, { onDelete: "restrict" }),
    paymentDate: date("payment_date").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    mode: paymentMode("mode").notNull(),
    /** The UTR or cheque number; empty only for cash. */
    reference: text("reference").notNull().default(""),
    note: text("note").notNull().default(""),
    createdBy: optionalRef("created_by", () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check("payments_amount_check", sql`${t.amount} > 0`),
    uniqueIndex("payments_fy_seq_idx").on(t.fy, t.seq),
    index("payments_customer_idx").on(t.customerId, t.paymentDate),
    index("payments_order_idx").on(t.orderId),
  ],
);

/** How much of a payment settles one invoice; an invoice's `amount_paid` is the sum of its allocations. */
export const paymentAllocations = pgTable(
  "payment_allocations",
  {
    id: serialId(),
    paymentId: requiredRef("payment_id", () => payments.id, "cascade"),
    invoiceId: requiredRef("invoice_id", () => invoices.id, "restrict"),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    check("payment_allocations_amount_check", sql`${t.amount} > 0`),
    uniqueIndex("payment_allocations_payment_invoice_idx").on(t.paymentId, t.invoiceId),
    index("payment_allocations_invoice_idx").on(t.invoiceId),
  ],
);
