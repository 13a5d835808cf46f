import { computeQuotation } from "#schemas/gst";
import { maskedPhone } from "#schemas/quotations";
import type { PublicQuotationDto, QuotationDto, QuotationItem, QuotationStatus, QuotationSummary } from "#schemas/wire";
import { indiaDay } from "#schemas/india-time";
import { buyerContactOf, freightOf, lineAnswer } from "../../core/document-lines";
import type { ItemRow, QuotationRow } from "./types";

/** Stored statuses a quotation can still expire in. */
export const OPEN_STATUSES = ["draft", "sent", "viewed"] as const;

/** The status a quotation is answered with: a draft, sent or viewed one past its validity (India date) is "expired". */
export function quotationStatusOf(row: { status: QuotationRow["status"]; validUntil: string }, today = indiaDay()): QuotationStatus {
  return (OPEN_STATUSES as readonly string[]).includes(row.status) && row.validUntil < today ? "expired" : row.status;
}

export function itemOf(i: ItemRow): QuotationItem {
  return lineAnswer(i);
}

export { freightOf };

export function toQuotationSummary(row: QuotationRow, today = indiaDay()): QuotationSummary {
  return {
    id: row.id,
    number: row.number,
    customer_name: row.customerName,
    company: row.company,
    created_at: row.createdAt.toISOString(),
    valid_until: row.validUntil,
    grand_total: row.grandTotal,
    status: quotationStatusOf(row, today),
    inquiry_id: row.inquiryId,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toQuotationDto(row: QuotationRow, items: ItemRow[], siteUrl: string, today = indiaDay()): QuotationDto {
  const lines = [...items].sort((a, b) => a.position - b.position).map(itemOf);
  const freight = freightOf(row);
  return {
    ...toQuotationSummary(row, today),
    fy: row.fy,
    revision: row.revision,
    base_id: row.baseId,
    ...buyerContactOf(row),
    billing_address: row.billingAddress,
    items: lines,
    freight,
    terms: row.terms,
    notes: row.notes,
    totals: computeQuotation({ items: lines, freight, intraState: row.intraState }),
    seller: row.seller,
    token_url: `${siteUrl.replace(/\/+$/, "")}/q/${row.token}`,
    sent_at: iso(row.sentAt),
    viewed_at: iso(row.viewedAt),
    accepted_at: iso(row.acceptedAt),
    accepted_name: row.acceptedName,
    delivery_note: row.deliveryNote,
    declined_at: iso(row.declinedAt),
  };
}

/**
 * The quotation as its customer sees it: no ids, no link, the number masked (maskedPhone);
 * `expired` once its validity has passed unanswered; `replaced_by` the newer version sent since.
 */
export function toPublicQuotation(q: QuotationDto, replacedBy: PublicQuotationDto["replaced_by"] = null): PublicQuotationDto {
  const { id: _id, token_url: _url, inquiry_id: _inquiry, base_id: _base, ...rest } = q;
  return { ...rest, phone: maskedPhone(q.phone), expired: q.status === "expired", replaced_by: replacedBy };
}
