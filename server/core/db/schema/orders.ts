import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgEnum, pgTable, primaryKey, text, jsonb, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { InvoiceSeller, Seller } from "#schemas/wire";
import { users } from "./accounts";
import { products } from "./catalogue";
import {
  buyerSnapshot,
  documentNumber,
  freightAndTotals,
  gstRateCheck,
  lineColumns,
  optionalRef,
  requiredRef,
  serialId,
  timestamps,
  timestamptz,
} from "./columns";
import { customers, customerSites } from "./customers";
import { inquiries } from "./leads";
import { quotations } from "./quotations";

/** The last number used per document series ("SO", "DC") and Indian financial year ("2026-27"). */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").notNull(),
    fy: text("fy").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.fy] })],
);

export const orderStatus = pgEnum("order_status", ["draft", "confirmed", "partly_dispatched", "dispatched", "delivered", "closed", "cancelled"]);
export const advanceKind = pgEnum("advance_kind", ["amount", "percent"]);

/**
 * A sales order: numbered SO/2026-27/0001 per financial year from document_counters in the
 * creating transaction (no gaps, no duplicates across instances). The customer, the delivery site
 * and the seller are snapshots as they were when the order was made; the lines are order_items.
 */
export const salesOrders = pgTable(
  "sales_orders",
  {
    id: serialId(),
    ...documentNumber(),
    status: orderStatus("status").notNull().default("draft"),
    customerId: requiredRef("customer_id", () => customers.id, "restrict"),
    quotationId: optionalRef("quotation_id", () => quotations.id),
    inquiryId: optionalRef("inquiry_id", () => inquiries.id),
    ...buyerSnapshot(),
    siteId: optionalRef("site_id", () => customerSites.id),
    deliveryAddress: text("delivery_address").notNull().default(""),
    deliveryPin: text("delivery_pin").notNull().default(""),
    siteContactName: text("site_contact_name").notNull().default(""),
    siteContactPhone: text("site_contact_phone").notNull().default(""),
    /** The requested delivery window (India dates); either may be empty. */
    deliveryFrom: date("delivery_from"),
    deliveryTo: date("delivery_to"),
    /** The advance asked: an amount in rupees or a percent of the grand total; `advanceAmount` is the rupees either way. */
    advanceKind: advanceKind("advance_kind").notNull().default("amount"),
    advanceValue: numeric("advance_value", { precision: 14, scale: 2 }).notNull().default("0"),
    advanceAmount: numeric("advance_amount", { precision: 14, scale: 2 }).notNull().default("0"),
    ...freightAndTotals(),
    seller: jsonb("seller").$type<Seller>().notNull(),
    notes: text("notes").notNull().default(""),
    cancelReason: text("cancel_reason"),
    createdBy: optionalRef("created_by", () => users.id),
    ...timestamps,
    confirmedAt: timestamptz("confirmed_at"),
    deliveredAt: timestamptz("delivered_at"),
    closedAt: timestamptz("closed_at"),
    cancelledAt: timestamptz("cancelled_at"),
  },
  (t) => [
    check("sales_orders_freight_gst_rate_check", gstRateCheck(t.freightGstRate)),
    index("sales_orders_created_idx").on(t.createdAt, t.id),
    index("sales_orders_status_created_idx").on(t.status, t.createdAt, t.id),
    index("sales_orders_customer_idx").on(t.customerId, t.createdAt),
    index("sales_orders_quotation_idx").on(t.quotationId),
    index("sales_orders_inquiry_idx").on(t.inquiryId),
  ],
);

/**
 * An order line. `dispatched` is the running total of its dispatches' quantities, changed only by
 * a conditional update (`quantity - dispatched >= asked`), so two loads can never take more than
 * the line has left however many staff dispatch at once.
 */
export const orderItems = pgTable(
  "order_items",
  {
    id: serialId(),
    orderId: requiredRef("order_id", () => salesOrders.id, "cascade"),
    productId: optionalRef("product_id", () => products.id),
    ...lineColumns(),
    dispatched: numeric("dispatched", { precision: 14, scale: 3 }).notNull().default("0"),
  },
  (t) => [
    check("order_items_gst_rate_check", gstRateCheck(t.gstRate)),
    check("order_items_dispatched_check", sql`${t.dispatched} >= 0 and ${t.dispatched} <= ${t.quantity}`),
    index("order_items_order_idx").on(t.orderId, t.position),
  ],
);

/**
 * One truckload of an order, with its delivery challan DC/2026-27/0001 (its own series). The
 * customer's page of it is /d/{token}. Delivered once someone has signed for it.
 */
export const dispatches = pgTable(
  "dispatches",
  {
    id: serialId(),
    orderId: requiredRef("order_id", () => salesOrders.id, "restrict"),
    ...documentNumber(),
    /** When the truck leaves (or is planned to). */
    dispatchAt: timestamptz("dispatch_at").notNull(),
    /** Normalised Indian registration: upper case, no spaces or dashes ("GJ05AB1234"). */
    vehicleNumber: text("vehicle_number").notNull(),
    driverName: text("driver_name").notNull().default(""),
    driverPhone: text("driver_phone").notNull().default(""),
    transporter: text("transporter").notNull().default(""),
    freightAmount: numeric("freight_amount", { precision: 14, scale: 2 }).notNull().default("0"),
    notes: text("notes").notNull().default(""),
    /** 24 random bytes, base64url: the customer's link. */
    token: text("token").notNull().unique(),
    sentAt: timestamptz("sent_at"),
    deliveredAt: timestamptz("delivered_at"),
    receivedBy: text("received_by"),
    /** The photo of the signed challan, an address in our own storage. */
    proofImage: text("proof_image"),
    createdBy: optionalRef("created_by", () => users.id),
    ...timestamps,
  },
  (t) => [index("dispatches_order_idx").on(t.orderId, t.dispatchAt), index("dispatches_at_idx").on(t.dispatchAt)],
);

/**
 * How much of an order line one dispatch carries. `invoice_id` is the issued invoice it is on: set
 * by one conditional update (`where invoice_id is null`), so an item is never invoiced twice;
 * cancelling the invoice clears it.
 */
export const dispatchItems = pgTable(
  "dispatch_items",
  {
    id: serialId(),
    dispatchId: requiredRef("dispatch_id", () => dispatches.id, "cascade"),
    orderItemId: requiredRef("order_item_id", () => orderItems.id, "cascade"),
    quantity: numeric("quantity", { precision: 14, scale: 3 }).notNull(),
    invoiceId: optionalRef("invoice_id", (): AnyPgColumn => invoices.id),
  },
  (t) => [
    index("dispatch_items_invoice_idx").on(t.invoiceId),
    check("dispatch_items_quantity_check", sql`${t.quantity} > 0`),
    index("dispatch_items_dispatch_idx").on(t.dispatchId),
    index("dispatch_items_item_idx").on(t.orderItemId),
  ],
);

export const invoiceStatus = pgEnum("invoice_status", ["issued", "cancelled"]);

/**
 * A GST tax invoice of an order's dispatched goods: numbered INV/2026-27/0001 per financial year
 * from document_counters in the creating transaction. Issued invoices are never edited; a
 * cancelled one keeps its number. The buyer (with the place of supply: `state_code`) and the
 * seller (with the bank and UPI ID) are as they were at issue. `amount_paid` is kept by payments.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serialId(),
    ...documentNumber(),
    status: invoiceStatus("status").notNull().default("issued"),
    orderId: requiredRef("order_id", () => salesOrders.id, "restrict"),
    customerId: requiredRef("customer_id", () => customers.id, "restrict"),
    invoiceDate: date("invoice_date").notNull(),
    dueDate: date("due_date").notNull(),
    ...buyerSnapshot(),
    /** The delivery state's name, e.g. "Maharashtra" (its code is `state_code`). */
    placeOfSupply: text("place_of_supply").notNull(),
    reverseCharge: text("reverse_charge").notNull().default("No"),
    ...freightAndTotals(),
    seller: jsonb("seller").$type<InvoiceSeller>().notNull(),
    amountPaid: numeric("amount_paid", { precision: 14, scale: 2 }).notNull().default("0"),
    cancelReason: text("cancel_reason"),
    cancelledAt: timestamptz("cancelled_at"),
    cancelledBy: optionalRef("cancelled_by", () => users.id),
    createdBy: optionalRef("created_by", () => users.id),
    ...timestamps,
  },
  (t) => [
    check("invoices_freight_gst_rate_check", gstRateCheck(t.freightGstRate)),
    check("invoices_amount_paid_check", sql`${t.amountPaid} >= 0`),
    uniqueIndex("invoices_fy_seq_idx").on(t.fy, t.seq),
    index("invoices_date_idx").on(t.invoiceDate, t.id),
    index("invoices_order_idx").on(t.orderId),
    index("invoices_customer_idx").on(t.customerId, t.invoiceDate),
  ],
);

/** An invoice line: the goods of one dispatch item, priced as its order line was. */
export const invoiceItems = pgTable(
  "invoice_items",
  {
    id: serialId(),
    invoiceId: requiredRef("invoice_id", () => invoices.id, "cascade"),
    orderItemId: optionalRef("order_item_id", () => orderItems.id),
    dispatchItemId: optionalRef("dispatch_item_id", () => dispatchItems.id),
    ...lineColumns(),
    taxableValue: numeric("taxable_value", { precision: 14, scale: 2 }).notNull(),
    tax: numeric("tax", { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [check("invoice_items_gst_rate_check", gstRateCheck(t.gstRate)), index("invoice_items_invoice_idx").on(t.invoiceId, t.position)],
);
