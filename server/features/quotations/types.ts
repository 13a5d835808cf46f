import type { quotationItems, quotations } from "../../core/db/schema";

export type QuotationRow = typeof quotations.$inferSelect;
export type ItemRow = typeof quotationItems.$inferSelect;

/** Who makes a staff change (the signed-in user). */
export type QuotationActor = { id: number; name?: string; email?: string };

/** Reasons a change is refused; the API answers each with its status and words. */
export type QuotationRefusal =
  | "not-draft"
  | "accepted"
  | "version-accepted"
  | "declined"
  | "expired"
  | "no-email"
  | "no-smtp"
  | "mail-failed"
  | "unknown-lead"
  | "too-large"
  | "wrong-mobile";
