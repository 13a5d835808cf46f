/** The quotations' answers, for the staff and for the customer. Types only. */
import type { QuoteFreightInput, QuoteLineInput, QuoteTotals } from "#schemas/gst";
import type { DataAnswer, PagedAnswer } from "#schemas/wire/common";

/** The seller's tax identity as a quotation shows it (server/features/quotations/seller.ts), kept with each quotation as it was when made. */
export type Seller = {
  name: string;
  address_lines: string[];
  /** GST state code, e.g. "24". */
  state_code: string;
  state_name: string;
  phones: string[];
  email: string;
  gstin: string;
};

/**
 * Where a quotation stands. "expired" is never stored: a draft, sent or viewed quotation whose
 * valid_until (India date) is past is answered as expired.
 */
export type QuotationStatus = "draft" | "sent" | "viewed" | "accepted" | "declined" | "expired";

/** A row of the quotations list. Dates ISO 8601 (`valid_until` YYYY-MM-DD); money 2 decimals as text. */
export type QuotationSummary = {
  id: number;
  /** "QT/2026-27/0001", a revision "QT/2026-27/0001-R1". */
  number: string;
  customer_name: string;
  company: string;
  created_at: string;
  valid_until: string;
  grand_total: string;
  status: QuotationStatus;
  inquiry_id: number | null;
};

/** A quotation line as stored and edited: the line input plus the catalogue product it came from, if any. */
export type QuotationItem = QuoteLineInput & { product_id: number | null };

/** The buyer's place of supply (GST state), GSTIN and contact, as a quotation or an order keeps them. */
export type BuyerContact = { state_code: string; state_name: string; customer_gstin: string | null; country_code: string; phone: string; email: string };

/** GET /api/quotations/:id and every change's answer: the whole quotation with its computed totals. */
export type QuotationDto = QuotationSummary &
  BuyerContact & {
    /** "2026-27". */
    fy: string;
    /** 0 for the original, n for "-Rn". */
    revision: number;
    /** The original's id for a revision, else null. */
    base_id: number | null;
    billing_address: string;
    items: QuotationItem[];
    freight: QuoteFreightInput | null;
    terms: string;
    notes: string;
    totals: QuoteTotals;
    seller: Seller;
    /** The customer's link: PUBLIC_URL/q/{token}. */
    token_url: string;
    sent_at: string | null;
    viewed_at: string | null;
    accepted_at: string | null;
    accepted_name: string | null;
    delivery_note: string | null;
    declined_at: string | null;
  };

/** GET /api/quotations: newest first. */
export type QuotationListAnswer = PagedAnswer<QuotationSummary>;

/** A quotation change's answer; a WhatsApp send carries the wa.me link to open. */
export type QuotationAnswer = DataAnswer<QuotationDto> & { message: string; whatsapp_href?: string };

/** GET /api/quotations/defaults: what a new quotation starts from. */
export type QuotationDefaults = {
  terms: string;
  valid_days: number;
  seller: Seller;
  states: { code: string; name: string }[];
};

/**
 * GET /api/q/:token: the quotation as its customer sees it (no ids, no link); `phone` shows only
 * its last four digits ("••••••3210"); `expired` when its validity is past; `replaced_by` the
 * newer version sent since (its number and the path of its page), after which this one cannot be
 * accepted.
 */
export type PublicQuotationDto = Omit<QuotationDto, "id" | "token_url" | "inquiry_id" | "base_id"> & {
  expired: boolean;
  replaced_by: { number: string; path: string } | null;
};
