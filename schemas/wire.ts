/**
 * The JSON the API answers (README API table), written once for the server that builds it and
 * the browser that reads it. Types only; like every module in schemas/, imports nothing from
 * outside schemas/.
 */
import type { ActivityKind } from "#schemas/activity";
import type { Role } from "#schemas/auth";
import type { FieldErrors } from "#schemas/errors";
import type { LeadEventKind, LeadStage, LostReason } from "#schemas/leads";
import type { MessageStatus } from "#schemas/messages";
import type { QuoteFreightInput, QuoteLineInput, QuoteTotals } from "#schemas/gst";
import type { ProductStatus, Specs, StockLevel } from "#schemas/product-fields";

/** The page a paged list answers: `totalPages` is ceil(total / limit). */
export type Pagination = { page: number; limit: number; total: number; totalPages: number };

/** `{ success, data }`: the answer of most reads and writes. */
export type DataAnswer<T> = { success: true; data: T };

/** Every refusal and failure: the first message, and one per field when the input was at fault. */
export type ErrorAnswer = { success: false; error: string; fieldErrors?: FieldErrors };

/** A list page: the rows and where they stand. */
export type PagedAnswer<T> = DataAnswer<T[]> & { pagination: Pagination };

// Catalogue

/** GET /api/categories: a product category. */
export type CategoryDto = { id: number; name: string; slug: string };

/** A product as the public site and API see it: snake_case field names (product_name, min_order_unit, …), its specifications as flat fields. */
export type PublicProduct = {
  id: number;
  product_name: string;
  product_slug: string;
  price: number;
  unit: string;
  min_order_quantity: number;
  min_order_unit: string;
  image_url: string | null;
  description: string;
  category_slug: string;
  category_name: string;
} & Specs;

/** A product as the admin API answers it: every status, with stock, views and dates. */
export type AdminProduct = PublicProduct & {
  /** HSN code for GST (4, 6 or 8 digits; 6810 when not set). */
  hsn_code: string;
  /** GST rate in percent: 0, 5, 12, 18 or 28 (18 when not set). */
  gst_rate: number;
  status: ProductStatus;
  stock: StockLevel;
  views: number;
  created_at: string;
  updated_at: string;
};

/** The admin products screen's counters, over the whole catalogue. */
export type ProductSummary = { total: number; active: number; low_stock: number };

/** GET /api/admin/products. */
export type ProductListAnswer = PagedAnswer<AdminProduct> & { summary: ProductSummary };

/** GET /api/products/count: every product, whatever its status (the dashboard). */
export type ProductCountAnswer = { success: true; count: number };

// Quote requests

/** An inquiry (quote request) with the field names the admin screens read (`countryCode`, `mobno`, …). */
export type InquiryDto = {
  id: number;
  product_id: number | null;
  product_name: string | null;
  category_name: string | null;
  name: string;
  countryCode: string;
  mobno: string;
  quantity: number;
  unit: string;
  created_at: string;
};

/** GET /api/inquiries: newest first; `total_count` counts them all. */
export type InquiryListAnswer = PagedAnswer<InquiryDto> & { total_count: number };

// Contact messages

/** A contact message with the field names the admin screens read (`country_code`, `project_type`, …). */
export type MessageDto = {
  id: number;
  name: string;
  email: string;
  phone: string;
  country_code: string;
  company: string;
  project_type: string;
  budget: string;
  message: string;
  status: MessageStatus;
  created_at: string;
  updated_at: string;
};

/** A staff reply to a message and how its e-mail went. */
export type ReplyDto = { id: number; body: string; created_at: string; user_name: string | null; mail_status: string };

/** GET /api/contact/:id: the message with its replies, oldest first. */
export type MessageWithReplies = MessageDto & { replies: ReplyDto[] };

/** The messages screen's tab counts, under the same search. */
export type MessageCounts = { all: number; new: number; resolved: number };

/**
 * GET /api/contact. With a search, each count is exact up to a limit (server/features/messages/messages.ts
 * SEARCH_COUNT_LIMIT); `capped` names the counts that reached it ("that many or more"), and the
 * pages of such a tab cover its newest that many matches.
 */
export type MessageListAnswer = PagedAnswer<MessageDto> & { counts: MessageCounts; capped?: Partial<Record<keyof MessageCounts, true>> };

// Accounts

/** POST /api/auth/login: `token` and `roleType` on success, `error` otherwise. */
export type LoginAnswer = { success: boolean; token: string | null; roleType: Role | null; error: string | null };

/** Whether an account may sign in: "disabled" while an admin has taken its access away. */
type AccountStatus = "active" | "disabled";

/**
 * A staff account as GET /api/auth/me and /api/users answer it (never the password hash);
 * `lastLoginAt` is its last successful sign-in, null before the first.
 */
export type UserDto = {
  id: number;
  email: string;
  name: string;
  phone: string;
  role: Role;
  createdAt: string;
  status: AccountStatus;
  lastLoginAt: string | null;
};

/**
 * POST /api/users, POST /api/users/:id/reset-password: the account, and the password the server
 * made when none was given (shown once, stored only as a hash).
 */
export type UserAnswer = DataAnswer<UserDto> & { generatedPassword?: string };

/** GET/PUT /api/settings: the signed-in person's own settings. */
export type SettingsDto = { email: string; role: Role; name: string; phone: string };

/** The settings answer; a save says so in `message`, and carries a fresh `token` after a password or role change. */
export type SettingsAnswer = DataAnswer<SettingsDto> & { message?: string; token?: string };

// Activity log

/** One entry of the activity log: who did what when, with the sentence the screen shows. */
export type ActivityEntry = {
  id: number;
  /** When, ISO 8601. */
  at: string;
  /** Who: null for what nobody signed in did (a failed sign-in with an unknown address). */
  user: { id: number; name: string } | null;
  /** The audit action, e.g. "product.update". */
  action: string;
  kind: ActivityKind | "other";
  /** A sentence in English, e.g. "Priya Sharma changed the price of Zig-Zag Paver Block 60 mm from ₹12 to ₹13". */
  summary: string;
};

/**
 * GET /api/activity: newest first, 50 a page. The total is exact up to a limit
 * (server/features/activity/activity.ts ACTIVITY_COUNT_LIMIT); `capped` says it reached it ("that many or
 * more"), and the pages then cover the newest that many entries of the filter.
 */
export type ActivityListAnswer = PagedAnswer<ActivityEntry> & { capped?: true };

// Lead desk

/** A staff member a lead is assigned to, or who wrote a timeline entry. */
export type LeadOwner = { id: number; name: string };

/** An active staff member for the "Assigned to" filter and select (GET /api/leads/staff). */
export type StaffOption = { id: number; name: string };

/** A quote request as a lead: the inquiry's fields plus where it stands (snake_case, as created_at). */
export type LeadSummary = InquiryDto & {
  stage: LeadStage;
  lost_reason: LostReason | null;
  lost_note: string | null;
  assigned_to: LeadOwner | null;
  /** ISO 8601, or null when no follow-up is set. */
  next_follow_up_at: string | null;
  /** The follow-up is past and the lead is still open (new, contacted or quoted). */
  overdue: boolean;
};

/** One entry of a lead's timeline; "request" is the quote request itself (always the oldest). */
export type LeadEvent = {
  id: number;
  kind: LeadEventKind | "request";
  /** When, ISO 8601. */
  at: string;
  /** Who: null for the request itself and for an account since deleted. */
  user: LeadOwner | null;
  /** A note's text; "" for the other kinds. */
  body: string;
  /** A sentence, e.g. "Moved from New to Contacted", "Assigned to Priya Sharma", "Called". */
  summary: string;
  details: Record<string, unknown>;
};

/** An earlier (or later) request from the same country code and mobile number. */
type LeadEarlier = { id: number; product_name: string | null; quantity: number; unit: string; created_at: string; stage: LeadStage };

/** A contact message sent from the lead's mobile number; `subject` is the first 80 characters of its message. */
type LeadMessage = { id: number; name: string; email: string; created_at: string; status: MessageStatus; subject: string };

/** GET /api/leads/:id: the lead with its product's current price, its timeline (newest first) and the same customer's other requests and messages. */
export type LeadDetail = LeadSummary & {
  product_slug: string | null;
  /** The product's current price, 2 decimals; null when the product is gone. */
  product_price: string | null;
  product_unit: string | null;
  /** Price × quantity, exact, 2 decimals; null when there is no price. */
  estimated_value: string | null;
  timeline: LeadEvent[];
  /** Other requests from the same number, newest first, at most 20 (earlier and later ones alike). */
  earlier: LeadEarlier[];
  /** Contact messages from the same number, newest first, at most 20. */
  messages: LeadMessage[];
};

/**
 * GET /api/leads: newest first. The total is exact up to a limit (server/features/leads/leads.ts); `capped`
 * says it reached it ("that many or more"), and the pages then cover the newest that many.
 */
export type LeadListAnswer = PagedAnswer<LeadSummary> & { capped?: true };

/** A lead change's answer: what happened, and the lead as it now stands. */
export type LeadChangeAnswer = DataAnswer<LeadSummary> & { message: string };

/** GET /api/leads/dashboard: the lead desk's figures. */
export type LeadDashboard = {
  /** Open leads whose follow-up falls from now until the end of today (India), soonest first, at most 10. */
  due_today: LeadSummary[];
  due_today_count: number;
  /** Open leads whose follow-up is past, oldest first, at most 10. */
  overdue: LeadSummary[];
  overdue_count: number;
  /** Requests created since Monday 00:00 India time. */
  new_this_week: number;
  /** Median minutes from request to first response (whole seconds) over the last 30 India days' requests that have one, 1 decimal; null when none. */
  median_first_response_minutes: number | null;
  /** Leads won this calendar month (India); `value` the sum of their estimated values when they became won, 2 decimals. */
  won_this_month: { count: number; value: string };
  /** 12 weeks, oldest first, the current week last; a lead counts in the week it was created, under its current stage and category ("Other" when none). */
  weekly: { week_start: string; total: number; by_stage: Record<LeadStage, number>; by_category: Record<string, number> }[];
};

// Quotations

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

/** GET /api/quotations/:id and every change's answer: the whole quotation with its computed totals. */
export type QuotationDto = QuotationSummary & {
  /** "2026-27". */
  fy: string;
  /** 0 for the original, n for "-Rn". */
  revision: number;
  /** The original's id for a revision, else null. */
  base_id: number | null;
  state_code: string;
  state_name: string;
  customer_gstin: string | null;
  country_code: string;
  phone: string;
  email: string;
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

/** GET /api/q/:token: the quotation as its customer sees it (no ids, no link); `expired` when its validity is past. */
export type PublicQuotationDto = Omit<QuotationDto, "id" | "token_url" | "inquiry_id" | "base_id"> & { expired: boolean };
