/** The answers of Settings' Integrations: the lead webhooks (the marketplaces' pulls add theirs). */
import type { LeadSource } from "#schemas/lead-sources";

/** A webhook as listed: never its secret. */
export type LeadWebhook = {
  id: number;
  source: Exclude<LeadSource, "website">;
  /** Where a tool posts its leads: PUBLIC_URL/api/leads/inbound/{id}. */
  url: string;
  created_at: string;
  rotated_at: string | null;
};

/** A webhook just made or given a new secret: the secret, shown this once. */
export type LeadWebhookWithSecret = LeadWebhook & { secret: string };
