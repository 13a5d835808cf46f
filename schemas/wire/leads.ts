import type { Lang } from "#schemas/languages";
/** The lead desk's answers: leads, their timelines and the dashboard. Types only. */
import type { LeadEstimate } from "#schemas/estimate";
import type { Attribution } from "#schemas/lead-sources";
import type { LeadEventKind, LeadStage, LostReason } from "#schemas/leads";
import type { LeadSource, LeadSourceDetails } from "#schemas/lead-sources";
import type { MessageStatus } from "#schemas/messages";
import type { DataAnswer, PagedAnswer } from "#schemas/wire/common";
import type { InquiryDto } from "#schemas/wire/inquiries";

/** A staff member a lead is assigned to, or who wrote a timeline entry. */
export type LeadOwner = { id: number; name: string };

/** An active staff member for the "Assigned to" filter and select (GET /api/leads/staff). */
export type StaffOption = { id: number; name: string };

/** A quote request as a lead: the inquiry's fields plus where it stands (snake_case, as created_at). */
export type LeadSummary = InquiryDto & {
  /** Where the lead came from ("website" for the site's own quote requests). */
  source: LeadSource;
  /** What a marketplace, a webhook or the staff member said beyond the lead's own fields ({} when nothing). */
  source_details: LeadSourceDetails;
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
export type LeadEarlier = { id: number; product_name: string | null; quantity: number; unit: string; created_at: string; stage: LeadStage };

/** A contact message sent from the lead's mobile number; `subject` is the first 80 characters of its message. */
export type LeadMessage = { id: number; name: string; email: string; created_at: string; status: MessageStatus; subject: string };

/** GET /api/leads/:id: the lead with its product's current price, its timeline (newest first) and the same customer's other requests and messages. */
export type LeadDetail = LeadSummary & {
  product_slug: string | null;
  /** The product's current price, 2 decimals; null when the product is gone. */
  product_price: string | null;
  product_unit: string | null;
  /** Price × quantity, exact, 2 decimals; null when there is no price. */
  estimated_value: string | null;
  /** The instant estimate the request was sent with (the server's figures); null without one. */
  estimate: LeadEstimate | null;
  /** The website visit that led to the request (first touch); null when the browser sent none. */
  attribution: Attribution | null;
  /** The language of the page it was sent from ("en", "gu", "hi"); null when not sent from the website's pages. */
  language: Lang | null;
  timeline: LeadEvent[];
  /** Every source the lead came through, its own first, then those it was asked again on (each once). */
  sources: LeadSource[];
  /** The contact message the lead was made from ("Create lead" on a message); null otherwise. */
  message_id: number | null;
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

/**
 * POST /api/leads: the lead the enquiry is on; `created` a new lead, `asked_again` put on the same
 * customer's open lead for the same product; neither: the message already had its lead.
 */
export type NewLeadAnswer = DataAnswer<{ id: number; created: boolean; asked_again: boolean }> & { message: string };

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
  weekly: {
    week_start: string;
    total: number;
    by_stage: Record<LeadStage, number>;
    by_category: Record<string, number>;
    /** Every source, 0 when none. */
    by_source: Record<LeadSource, number>;
  }[];
  /** "Leads by source": this India month first, then last month. */
  by_source: LeadSourceMonth[];
};

/**
 * One India month of "Leads by source": per source (every source, in LEAD_SOURCES' order) the leads
 * created in the month, how many of those are won, their value when won (2 decimals) and the share
 * won in per cent (1 decimal; null without leads).
 */
export type LeadSourceMonth = {
  /** The month's first day, YYYY-MM-DD. */
  month: string;
  rows: { source: LeadSource; leads: number; won: number; won_value: string; share_won: number | null }[];
};
