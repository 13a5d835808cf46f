import { z } from "zod";

/** Where a lead came from: the site's own forms, a marketplace, or staff typing in a call, a chat or a visit. */
export const LEAD_SOURCES = ["website", "indiamart", "tradeindia", "phone", "whatsapp", "walk_in", "referral", "other"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  website: "Website",
  indiamart: "IndiaMART",
  tradeindia: "TradeIndia",
  phone: "Phone call",
  whatsapp: "WhatsApp",
  walk_in: "Walk-in",
  referral: "Referral",
  other: "Other",
};

/** The sources staff pick for a lead they type in (the site's own requests are "Website" by themselves). */
export const STAFF_LEAD_SOURCES = LEAD_SOURCES.filter((s) => s !== "website");

export const isLeadSource = (v: unknown): v is LeadSource => typeof v === "string" && (LEAD_SOURCES as readonly string[]).includes(v);

/** What the line on a lead's timeline says when the same customer asks again: "Asked again on IndiaMART". */
export const askedAgainSummary = (source: LeadSource) => `Asked again on ${LEAD_SOURCE_LABELS[source]}`;

const attributionText = z.string().trim().max(200);

/**
 * The visit that led a visitor to send a form: the first page they landed on, the referring site's
 * host and the campaign parameters of that landing address (first touch). Kept only when the browser sent it.
 */
export const attributionSchema = z.object({
  landing: z.string().trim().startsWith("/").max(300),
  referrer: attributionText.optional(),
  utm_source: attributionText.optional(),
  utm_medium: attributionText.optional(),
  utm_campaign: attributionText.optional(),
  gclid: attributionText.optional(),
});
export type Attribution = z.infer<typeof attributionSchema>;

/** What a marketplace or a webhook said about the buyer beyond the lead's own columns. */
export type LeadSourceDetails = {
  email?: string;
  company?: string;
  city?: string;
  state?: string;
  pincode?: string;
  /** IndiaMART's kind of enquiry: W direct enquiry, B buy lead, P call, WA WhatsApp. */
  queryType?: string;
  /** The source's own id of the enquiry (IndiaMART's UNIQUE_QUERY_ID, TradeIndia's rfi_id, a webhook's external_id). */
  externalId?: string;
};

/**
 * The visit in one line, as the lead page and the Messages screen show it under "Came from":
 * "google / cpc, campaign monsoon-pavers, landed on /paver-blocks". Without utm_source the origin
 * is a Google Ads click (gclid), else the referring site's host, else "Direct".
 */
export function describeAttribution(a: Attribution): string {
  let origin = a.utm_source || (a.gclid ? "Google Ads click" : a.referrer || "Direct");
  if (a.utm_medium) origin += ` / ${a.utm_medium}`;
  const campaign = a.utm_campaign ? `, campaign ${a.utm_campaign}` : "";
  return `${origin}${campaign}, landed on ${a.landing}`;
}
