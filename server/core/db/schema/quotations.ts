import { check, date, index, integer, pgEnum, pgTable, text, jsonb, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Seller } from "#schemas/wire";
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
import { customers } from "./customers";
import { inquiries } from "./leads";

/** "expired" is not stored: it is a draft, sent or viewed quotation past its validity. */
export const quotationStatus = pgEnum("quotation_status", ["draft", "sent", "viewed", "accepted", "declined"]);

/**
 * A quotation: numbered per Indian financial year (QT/2026-27/0001) from quotation_counters in the
 * creating transaction, so numbers have no gaps or duplicates however many instances create at
 * once; a new version copies the original as QT/…/0001-R1 without a counter. The customer, the
 * seller (as it was when made) and the totals are snapshots; the lines are quotation_items.
 */
export const quotations = pgTable(
  "quotations",
  {
    id: serialId(),
    ...documentNumber(),
    /** 0 for the original, n for "-Rn". */
    revision: integer("revision").notNull().default(0),
    /** The original's id for a revision. */
    baseId: optionalRef("base_id", (): AnyPgColumn => quotations.id),
    inquiryId: optionalRef("inquiry_id", () => inquiries.id),
    /** The customer it was accepted by (matched by GSTIN, else mobile), set on acceptance. */
    customerId: optionalRef("customer_id", () => customers.id),
    status: quotationStatus("status").notNull().default("draft"),
    ...buyerSnapshot(),
    /** The last day (India) the quotation holds. */
    validUntil: date("valid_until").notNull(),
    terms: text("terms").notNull().default(""),
    notes: text("notes").notNull().default(""),
    ...freightAndTotals(),
    seller: jsonb("seller").$type<Seller>().notNull(),
    /** The customer's link /q/{token}: 24 random bytes, base64url. */
    token: text("token").notNull().unique(),
    createdBy: optionalRef("created_by", () => users.id),
    ...timestamps,
    sentAt: timestamptz("sent_at"),
    viewedAt: timestamptz("viewed_at"),
    acceptedAt: timestamptz("accepted_at"),
    acceptedName: text("accepted_name"),
    acceptedMobile: text("accepted_mobile"),
    deliveryNote: text("delivery_note"),
    declinedAt: timestamptz("declined_at"),
  },
  (t) => [
    check("quotations_freight_gst_rate_check", gstRateCheck(t.freightGstRate)),
    // The list: newest first, of all or of one stored status.
    index("quotations_created_idx").on(t.createdAt, t.id),
    index("quotations_status_created_idx").on(t.status, t.createdAt, t.id),
    index("quotations_inquiry_idx").on(t.inquiryId),
    index("quotations_customer_idx").on(t.customerId),
    index("quotations_base_idx").on(t.baseId, t.revision),
  ],
);

export const quotationItems = pgTable(
  "quotation_items",
  {
    id: serialId(),
    quotationId: requiredRef("quotation_id", () => quotations.id, "cascade"),
    productId: optionalRef("product_id", () => products.id),
    ...lineColumns(),
  },
  (t) => [check("quotation_items_gst_rate_check", gstRateCheck(t.gstRate)), index("quotation_items_quotation_idx").on(t.quotationId, t.position)],
);

/** The last quotation number used in each financial year ("2026-27"). */
export const quotationCounters = pgTable("quotation_counters", {
  fy: text("fy").primaryKey(),
  last: integer("last").notNull(),
});
