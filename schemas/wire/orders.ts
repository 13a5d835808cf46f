/** The order side's answers: customers, sales orders, dispatches. Types only. */
import type { QuoteFreightInput, QuoteTotals } from "#schemas/gst";
import type { InvoiceState } from "#schemas/invoices";
import type { PagedAnswer } from "#schemas/wire/common";
import type { BuyerContact, QuotationItem, Seller } from "#schemas/wire/quotations";

/** A delivery site of a customer. */
export type CustomerSite = {
  id: number;
  label: string;
  address: string;
  /** 6 digits. */
  pin: string;
  contact_name: string;
  contact_phone: string;
};

/** A row of the customers list. */
export type CustomerSummary = {
  id: number;
  name: string;
  company: string;
  gstin: string | null;
  country_code: string;
  phone: string;
  email: string;
  /** "24"; empty when not known. */
  state_code: string;
  orders: number;
  created_at: string;
};

/** GET /api/customers/:id: the record with its sites. */
export type CustomerDto = CustomerSummary & {
  billing_address: string;
  state_name: string;
  alt_phone: string;
  credit_days: number;
  notes: string;
  sites: CustomerSite[];
  updated_at: string;
};

/** One entry of a customer's timeline, newest first: what it is, its number or title, when, and where it opens in the admin. */
export type CustomerTimelineEntry = {
  kind: "lead" | "quotation" | "order" | "dispatch";
  id: number;
  /** "Lead #12", "QT/2026-27/0001", "SO/2026-27/0001", "DC/2026-27/0001". */
  title: string;
  /** A short line: the product asked for, the status, the quantities. */
  summary: string;
  at: string;
  /** The admin path it opens: /admin/inquiries/12, /admin/quotations/3, /admin/orders/5. */
  href: string;
};

export type CustomerListAnswer = PagedAnswer<CustomerSummary>;

export type OrderStatus = "draft" | "confirmed" | "partly_dispatched" | "dispatched" | "delivered" | "closed" | "cancelled";

/** A row of the orders list. Money 2 decimals as text; dates ISO 8601 (delivery dates YYYY-MM-DD). */
export type OrderSummary = {
  id: number;
  /** "SO/2026-27/0001". */
  number: string;
  status: OrderStatus;
  customer_id: number;
  customer_name: string;
  company: string;
  grand_total: string;
  delivery_from: string | null;
  delivery_to: string | null;
  created_at: string;
};

/** An order line with how much of it has gone: quantities 3 decimals as text. */
export type OrderItem = QuotationItem & {
  id: number;
  dispatched: string;
  remaining: string;
};

/** A dispatch as the order page and the board list it. */
export type DispatchSummary = {
  id: number;
  order_id: number;
  /** "DC/2026-27/0001". */
  number: string;
  dispatch_at: string;
  /** "GJ05AB1234". */
  vehicle_number: string;
  driver_name: string;
  driver_phone: string;
  transporter: string;
  freight_amount: string;
  notes: string;
  /** Each line this load carries. */
  items: { order_item_id: number; description: string; hsn: string; unit: string; quantity: string }[];
  sent_at: string | null;
  delivered_at: string | null;
  received_by: string | null;
  /** The photo of the signed challan, when one was uploaded. */
  proof_image: string | null;
  /** The customer's page: PUBLIC_URL/d/{token}. */
  token_url: string;
  /** The issued invoice its goods are on; null while not invoiced (or after that invoice was cancelled). */
  invoice_id: number | null;
  invoice_number: string | null;
  /** The grand total of the issued invoice of this load's goods (the order page's answer); null while not invoiced. */
  invoice_value?: string | null;
};

/** An invoice of an order as the order page lists it. Date YYYY-MM-DD; money 2 decimals as text. */
export type OrderInvoice = { id: number; number: string; invoice_date: string; grand_total: string; state: InvoiceState };

/** GET /api/orders/:id and every change's answer. */
export type OrderDto = OrderSummary &
  BuyerContact & {
    fy: string;
    quotation_id: number | null;
    quotation_number: string | null;
    inquiry_id: number | null;
    billing_address: string;
    site_id: number | null;
    delivery_address: string;
    delivery_pin: string;
    site_contact_name: string;
    site_contact_phone: string;
    advance_kind: "amount" | "percent";
    advance_value: string;
    advance_amount: string;
    items: OrderItem[];
    freight: QuoteFreightInput | null;
    totals: QuoteTotals;
    seller: Seller;
    notes: string;
    cancel_reason: string | null;
    confirmed_at: string | null;
    delivered_at: string | null;
    closed_at: string | null;
    cancelled_at: string | null;
    dispatches: DispatchSummary[];
    /** Its invoices, issued and cancelled, oldest first. */
    invoices: OrderInvoice[];
    /** Whether a load of it is not yet on an issued invoice (what "Create invoice" on the order takes). */
    to_invoice: boolean;
  };

export type OrderListAnswer = PagedAnswer<OrderSummary>;

/** A load as the dispatch board lists it: with its order and where it goes. */
export type DispatchBoardEntry = DispatchSummary & {
  order_number: string;
  customer_name: string;
  company: string;
  delivery_address: string;
  delivery_pin: string;
};

/** What remains to dispatch of one product (or one description, for lines without one) across confirmed orders. */
export type RemainingWork = {
  product_id: number | null;
  description: string;
  unit: string;
  /** 3 decimals as text. */
  remaining: string;
  orders: number;
};

/** GET /api/dispatches: the loads of the days asked (India) and the work still to go. */
export type DispatchBoardDto = {
  from: string;
  to: string;
  dispatches: DispatchBoardEntry[];
  remaining: RemainingWork[];
  /** The products the remaining work is of, for the filter. */
  products: { id: number; name: string }[];
};

/** GET /api/d/:token: a load as its customer sees it (no staff-only fields). */
export type PublicDispatchDto = {
  number: string;
  order_number: string;
  seller_name: string;
  customer_name: string;
  dispatch_at: string;
  vehicle_number: string;
  driver_name: string;
  transporter: string;
  items: { description: string; hsn: string; unit: string; quantity: string }[];
  delivered_at: string | null;
  received_by: string | null;
};
