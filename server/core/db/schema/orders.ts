import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgEnum, pgTable, primaryKey, text, jsonb } from "drizzle-orm/pg-core";
import type { Seller } from "#schemas/wire";
import { users } from "./accounts";
import { products } from "./catalogue";
import { buyerSnapshot, freightAndTotals, gstRateCheck, lineColumns, serialId, timestamps, timestamptz } from "./columns";
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
    number: text("number").notNull().unique(),
    fy: text("fy").notNull(),
    seq: integer("seq").notNull(),
    status: orderStatus("status").notNull().default("draft"),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    quotationId: integer("quotation_id").references(() => quotations.id, { onDelete: "set null" }),
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "set null" }),
    ...buyerSnapshot(),
    siteId: integer("site_id").references(() => customerSites.id, { onDelete: "set null" }),
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
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
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
    orderId: integer("order_id")
      .notNull()
      .references(() => salesOrders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
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
    orderId: integer("order_id")
      .notNull()
      .references(() => salesOrders.id, { onDelete: "restrict" }),
    number: text("number").notNull().unique(),
    fy: text("fy").notNull(),
    seq: integer("seq").notNull(),
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
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("dispatches_order_idx").on(t.orderId, t.dispatchAt), index("dispatches_at_idx").on(t.dispatchAt)],
);

/** How much of an order line one dispatch carries. */
export const dispatchItems = pgTable(
  "dispatch_items",
  {
    id: serialId(),
    dispatchId: integer("dispatch_id")
      .notNull()
      .references(() => dispatches.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: numeric("quantity", { precision: 14, scale: 3 }).notNull(),
  },
  (t) => [
    check("dispatch_items_quantity_check", sql`${t.quantity} > 0`),
    index("dispatch_items_dispatch_idx").on(t.dispatchId),
    index("dispatch_items_item_idx").on(t.orderItemId),
  ],
);
