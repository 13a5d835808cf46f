import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { MARKETPLACE_LABELS, MARKETPLACES, type IntegrationDto, type Marketplace } from "#schemas/integrations";
import type { Actor, AuditOf } from "../../core/audit";
import type { Db } from "../../core/db/connection";
import { leadIntegrations } from "../../core/db/schema";
import type { Logger } from "../../core/log";
import { intakeLead, type LeadIntake } from "../leads";
import type { IntegrationAuditAction } from "./activity";
import { indiamartRecords, MarketplaceError, tradeindiaRecords, type Credentials, type Window } from "./marketplaces";
import { indiamartIntake, tradeindiaIntake } from "./records";

/** Each marketplace's API address and the least time between two calls to it. */
export type MarketplaceConfig = Record<Marketplace, { url: string; minIntervalSeconds: number }>;

/** Each window starts this long before the last one ended: a lead the marketplace lists late is still read. */
export const WINDOW_OVERLAP_MS = 10 * 60_000;
/** The first pull reads the last day. */
const FIRST_WINDOW_MS = 24 * 3600_000;
/** IndiaMART answers at most 7 days per call; a window after a long pause starts no earlier. */
const LONGEST_WINDOW_MS = 7 * 86_400_000;
/** A pull's claim: longer than any pull takes; a crashed instance's claim simply runs out. */
const CLAIM_SECONDS = 600;

type Row = typeof leadIntegrations.$inferSelect;
export type PullResult = { ok: true; count: number } | { ok: false; error: string };
/** Why a pull did not start: off, another instance pulling now, or too soon (with when it may). */
export type PullRefusal = { refused: "off" | "busy" } | { refused: "early"; nextPullAfter: Date };

const last4 = (v: string | undefined) => (v ? v.slice(-4) : null);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function integrationDto(provider: Marketplace, row: Row | undefined, now = new Date()): IntegrationDto {
  const c = row?.credentials ?? {};
  const next = row?.nextPullAfter && row.nextPullAfter > now ? row.nextPullAfter : null;
  return {
    provider,
    enabled: row?.enabled ?? false,
    keyLast4: last4(c.key),
    ...(provider === "tradeindia" ? { userid: c.userid ?? null, profileId: c.profileId ?? null } : {}),
    lastPullAt: iso(row?.lastPullAt ?? null),
    lastPullCount: row?.lastPullCount ?? null,
    lastError: row?.lastError ?? null,
    lastErrorAt: iso(row?.lastErrorAt ?? null),
    nextPullAfter: iso(next),
  };
}

/**
 * IndiaMART and TradeIndia: their settings (secrets write-only), "Test connection", and the pull:
 * claimed in the database so one instance pulls at a time, windows overlapping the last, each
 * record taken in once by its key; a failure leaves `pulled_to` where it was, so the next pull reads the window again.
 */
export function createIntegrations(db: Db, deps: { audit: AuditOf<IntegrationAuditAction>; config: MarketplaceConfig; log: Logger; timeoutMs?: number }) {
  const { audit, config, log, timeoutMs = 20_000 } = deps;

  const read = async (provider: Marketplace) => (await db.select().from(leadIntegrations).where(eq(leadIntegrations.provider, provider)))[0];

  const fetchRecords = (provider: Marketplace, credentials: Credentials, window: Window) =>
    provider === "indiamart"
      ? indiamartRecords(config.indiamart.url, credentials, window, timeoutMs)
      : tradeindiaRecords(config.tradeindia.url, credentials, window, timeoutMs);
  const intakeOf = (provider: Marketplace, r: Record<string, unknown>): LeadIntake | null =>
    provider === "indiamart" ? indiamartIntake(r) : tradeindiaIntake(r);

  /** One conditional UPDATE: on, not claimed, and past its minimum interval; the row when this instance got it. */
  async function claim(provider: Marketplace): Promise<Row | undefined> {
    const seconds = config[provider].minIntervalSeconds;
    const [row] = await db
      .update(leadIntegrations)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`, nextPullAfter: sql`now() + make_interval(secs => ${seconds})` })
      .where(
        and(
          eq(leadIntegrations.provider, provider),
          eq(leadIntegrations.enabled, true),
          or(isNull(leadIntegrations.claimedUntil), lte(leadIntegrations.claimedUntil, sql`now()`)),
          or(isNull(leadIntegrations.nextPullAfter), lte(leadIntegrations.nextPullAfter, sql`now()`)),
        ),
      )
      .returning();
    return row;
  }

  /** Read the claimed window and take its records in, in one transaction; record the outcome on the row either way. */
  async function runClaimed(provider: Marketplace, row: Row): Promise<PullResult> {
    const to = new Date();
    const from = new Date(
      Math.max(row.pulledTo ? row.pulledTo.getTime() - WINDOW_OVERLAP_MS : to.getTime() - FIRST_WINDOW_MS, to.getTime() - LONGEST_WINDOW_MS),
    );
    const where = eq(leadIntegrations.provider, provider);
    try {
      const records = await fetchRecords(provider, row.credentials, { from, to });
      const count = await db.transaction(async (t) => {
        let created = 0;
        for (const record of records) {
          const intake = intakeOf(provider, record);
          if (!intake) {
            log.warn({ provider, record: record.UNIQUE_QUERY_ID ?? record.rfi_id }, "a marketplace record without an id or a mobile number was skipped");
            continue;
          }
          if ((await intakeLead(t, intake)).created) created++;
        }
        await t
          .update(leadIntegrations)
          .set({ pulledTo: to, lastPullAt: to, lastPullCount: created, lastError: null, lastErrorAt: null, claimedUntil: null })
          .where(where);
        if (created > 0)
          await audit.record({ userId: null, action: "inquiry.import", entity: "integration", entityId: provider, details: { provider, count: created } }, t);
        return created;
      });
      return { ok: true, count };
    } catch (err) {
      const error = err instanceof MarketplaceError ? err.message : `The ${MARKETPLACE_LABELS[provider]} pull failed; the next pull reads its leads again`;
      if (!(err instanceof MarketplaceError)) log.error({ err, provider }, "a marketplace pull failed");
      else log.warn({ provider, error }, "a marketplace pull failed");
      await db.update(leadIntegrations).set({ lastError: error, lastErrorAt: new Date(), claimedUntil: null }).where(where);
      return { ok: false, error };
    }
  }

  return {
    async list(): Promise<IntegrationDto[]> {
      const rows = await db.select().from(leadIntegrations);
      return MARKETPLACES.map((p) =>
        integrationDto(
          p,
          rows.find((r) => r.provider === p),
        ),
      );
    },
    async read(provider: Marketplace): Promise<IntegrationDto> {
      return integrationDto(provider, await read(provider));
    },

    /** Save the settings: a credential left out keeps the saved one; the audit entry names what changed, never a secret. */
    async save(provider: Marketplace, input: { enabled: boolean; key?: string; userid?: string; profileId?: string }, actor: Actor): Promise<IntegrationDto> {
      return db.transaction(async (t) => {
        const [before] = await t.select().from(leadIntegrations).where(eq(leadIntegrations.provider, provider)).for("update");
        const old = before?.credentials ?? {};
        const credentials: Credentials = { ...old };
        if (input.key) credentials.key = input.key;
        if (provider === "tradeindia" && input.userid) credentials.userid = input.userid;
        if (provider === "tradeindia" && input.profileId) credentials.profileId = input.profileId;
        const values = { enabled: input.enabled, credentials, updatedAt: new Date(), updatedBy: actor.id };
        const [row] = await t
          .insert(leadIntegrations)
          .values({ provider, ...values })
          .onConflictDoUpdate({ target: leadIntegrations.provider, set: values })
          .returning();
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if ((before?.enabled ?? false) !== input.enabled) changes.enabled = { from: before?.enabled ?? false, to: input.enabled };
        if ((old.userid ?? null) !== (credentials.userid ?? null)) changes.userid = { from: old.userid ?? null, to: credentials.userid ?? null };
        if ((old.profileId ?? null) !== (credentials.profileId ?? null))
          changes.profile_id = { from: old.profileId ?? null, to: credentials.profileId ?? null };
        const keyChanged = old.key !== credentials.key;
        await audit.record(
          {
            userId: actor.id,
            action: "settings.integration",
            entity: "integration",
            entityId: provider,
            details: { provider, changes, key_changed: keyChanged },
          },
          t,
        );
        return integrationDto(provider, row);
      });
    },

    /** "Test connection": one call for the last hour; ok or the failure in plain words; nothing changes. */
    async test(provider: Marketplace): Promise<{ ok: boolean; message: string }> {
      const row = await read(provider);
      const to = new Date();
      try {
        const records = await fetchRecords(provider, row?.credentials ?? {}, { from: new Date(to.getTime() - 3600_000), to });
        return { ok: true, message: `${MARKETPLACE_LABELS[provider]} answered: the connection works (${records.length} enquiries in the last hour)` };
      } catch (err) {
        if (err instanceof MarketplaceError) return { ok: false, message: err.message };
        log.error({ err, provider }, "a marketplace connection test failed");
        return { ok: false, message: `${MARKETPLACE_LABELS[provider]} could not be reached` };
      }
    },

    /** A pull now ("Pull now", or the schedule's): the outcome, or why it did not start. */
    async pull(provider: Marketplace): Promise<PullResult | PullRefusal> {
      const row = await claim(provider);
      if (row) return runClaimed(provider, row);
      const now = await read(provider);
      if (!now?.enabled) return { refused: "off" };
      const at = new Date();
      if (now.nextPullAfter && now.nextPullAfter > at && !(now.claimedUntil && now.claimedUntil > at))
        return { refused: "early", nextPullAfter: now.nextPullAfter };
      // Claimed now, or claimed when this call tried and finished since: another pull has (or just had) these records.
      return { refused: "busy" };
    },

    /** The schedule's run: every marketplace that is on and due, one after the other; never throws. */
    async pullDue(): Promise<void> {
      for (const provider of MARKETPLACES) {
        try {
          const row = await claim(provider);
          if (row) await runClaimed(provider, row);
        } catch (err) {
          log.error({ err, provider }, "a scheduled marketplace pull failed");
        }
      }
    },
  };
}
export type Integrations = ReturnType<typeof createIntegrations>;
