/** Settings' "Integrations": the marketplaces whose enquiries the server pulls, their settings' input and what the API answers. */
import { z } from "zod";

export const MARKETPLACES = ["indiamart", "tradeindia"] as const;
export type Marketplace = (typeof MARKETPLACES)[number];
export const MARKETPLACE_LABELS: Record<Marketplace, string> = { indiamart: "IndiaMART", tradeindia: "TradeIndia" };
export const isMarketplace = (v: unknown): v is Marketplace => typeof v === "string" && (MARKETPLACES as readonly string[]).includes(v);

/** A secret or an id as typed: blank or absent keeps the saved one (secrets are write-only). */
const credential = (name: string) =>
  z
    .string(`${name} must be text`)
    .trim()
    .max(200, `${name} must be at most 200 characters`)
    .regex(/^[^\s]*$/, `${name} must not contain spaces`)
    .optional()
    .transform((v) => v || undefined);

const enabled = z.boolean("Choose whether the integration is on");

/** PUT /api/integrations/indiamart: `{ key?, enabled }`. */
export const indiamartSettingsSchema = z.object({ key: credential("The CRM key"), enabled });
/** PUT /api/integrations/tradeindia: `{ userid?, profile_id?, key?, enabled }`. */
export const tradeindiaSettingsSchema = z.object({
  userid: credential("The user id"),
  profile_id: credential("The profile id"),
  key: credential("The key"),
  enabled,
});
export type IndiamartSettingsInput = z.output<typeof indiamartSettingsSchema>;
export type TradeindiaSettingsInput = z.output<typeof tradeindiaSettingsSchema>;

/** One marketplace as Settings shows it: never a secret; the key only as its last 4 characters. */
export type IntegrationDto = {
  provider: Marketplace;
  enabled: boolean;
  /** The saved key's last 4 characters, null when none is saved. */
  keyLast4: string | null;
  /** TradeIndia's user id and profile id, in full (they are not secrets). */
  userid?: string | null;
  profileId?: string | null;
  lastPullAt: string | null;
  lastPullCount: number | null;
  lastError: string | null;
  lastErrorAt: string | null;
  /** No pull starts before this (the marketplace's minimum interval); null when one may start now. */
  nextPullAfter: string | null;
};

/** What "Test connection" and "Pull now" answer: ok, or the failure in plain words. */
export type IntegrationRunDto = { ok: boolean; message: string; count?: number; integration: IntegrationDto };

/** "…1234": how a saved key is shown. */
export const maskedKey = (last4: string) => `…${last4}`;
