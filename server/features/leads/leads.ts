import { and, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import {
  LEAD_STAGE_LABELS,
  LOST_REASON_LABELS,
  OPEN_LEAD_STAGES,
  type LeadContactChannel,
  type LeadEventKind,
  type LeadFilters,
  type LeadListQuery,
  type LeadStage,
  type LostReason,
} from "#schemas/leads";
import type { LeadDetail, LeadEvent, LeadOwner, LeadSummary, StaffOption } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { categories, contactMessages, inquiries, inquiryDayCounts, leadEvents, products, users } from "../../core/db/schema";
import { staffName, type Actor, type Audit } from "../../core/audit";
import { toCsv } from "../../core/csv";
import { pageStart, startingAt } from "../../core/day-pages";
import { toInquiryDto } from "./inquiries";
import type { Notifier } from "../notifications";
import { addDays, formatIndiaDateTime, indiaDateTimeCell, indiaDayStart } from "#schemas/india-time";

export type InquiryRow = typeof inquiries.$inferSelect;
type EventRow = typeof leadEvents.$inferSelect;

const OPEN = new Set<LeadStage>(OPEN_LEAD_STAGES);

/**
 * A quote request as a lead (the list, the dashboard, a change's answer): `row` a full inquiries
 * row, `owner` its assignee as { id, name } (staffName of the users row) or null, `now` the time
 * "overdue" is judged at (a follow-up before it, on an open lead).
 */
export function toLeadSummary(row: InquiryRow, owner: LeadOwner | null, now: Date): LeadSummary {
  return {
    ...toInquiryDto(row),
    stage: row.stage,
    lost_reason: row.lostReason,
    lost_note: row.lostNote,
    assigned_to: owner,
    next_follow_up_at: row.nextFollowUpAt ? row.nextFollowUpAt.toISOString() : null,
    overdue: Boolean(row.nextFollowUpAt && row.nextFollowUpAt < now && OPEN.has(row.stage)),
  };
}

// Limits

/**
 * A filtered list's total is exact up to this many leads; past it the answer says `capped` and the
 * pages cover the newest this many. Each filter is read from its index (drizzle/0005_leads.sql),
 * so counting up to here stays cheap; counting a million "new" leads on each page would not.
 */
export const LEAD_COUNT_LIMIT = 10_000;
/** With a search the total is exact up to this many matches, as the message search's is (SEARCH_COUNT_LIMIT). */
export const LEAD_SEARCH_COUNT_LIMIT = 500;
/** The most rows one CSV export holds. */
export const LEAD_EXPORT_MAX = 50_000;
/** The most other requests and contact messages of the same number a lead's page lists. */
export const LEAD_RELATED_MAX = 20;
/** The newest timeline entries a lead's page shows (the request itself is always added last). */
export const LEAD_TIMELINE_MAX = 500;

// Timeline sentences

const stageWord = (v: unknown) => (typeof v === "string" && v in LEAD_STAGE_LABELS ? LEAD_STAGE_LABELS[v as LeadStage] : String(v ?? "?"));
const reasonWord = (v: unknown) => (typeof v === "string" && v in LOST_REASON_LABELS ? LOST_REASON_LABELS[v as LostReason] : undefined);
const ownerName = (v: unknown) => (v && typeof v === "object" && typeof (v as LeadOwner).name === "string" ? (v as LeadOwner).name : undefined);

/** The line a timeline entry shows: "Moved from New to Contacted", "Assigned to Priya Sharma", "Called", … */
export function leadEventSummary(kind: LeadEventKind, details: Record<string, unknown>): string {
  switch (kind) {
    case "note":
      return "Added a note";
    case "stage":
      if (details.to === "lost") return reasonWord(details.lost_reason) ? `Marked Lost: ${reasonWord(details.lost_reason)}` : "Marked Lost";
      return `Moved from ${stageWord(details.from)} to ${stageWord(details.to)}`;
    case "assign":
      return ownerName(details.to) ? `Assigned to ${ownerName(details.to)}` : "No longer assigned";
    case "follow_up":
      return typeof details.to === "string" ? `Follow-up set for ${formatIndiaDateTime(details.to)}` : "Follow-up cleared";
    case "call":
      return "Called";
    case "whatsapp":
      return "Sent a WhatsApp message";
    case "quotation":
      return typeof details.number === "string" ? `Quotation ${details.number} sent` : "Quotation sent";
  }
}

function toLeadEvent(e: EventRow, user: { id: number; name: string; email: string } | null): LeadEvent {
  return {
    id: e.id,
    kind: e.kind,
    at: e.createdAt.toISOString(),
    user: user ? { id: user.id, name: staffName(user) } : null,
    body: e.body,
    summary: leadEventSummary(e.kind, e.details),
    details: e.details,
  };
}

/** The request itself as the oldest timeline entry (id 0: no lead_events row). */
function requestEvent(r: InquiryRow): LeadEvent {
  return {
    id: 0,
    kind: "request",
    at: r.createdAt.toISOString(),
    user: null,
    body: "",
    summary: `Quote request: ${r.quantity} ${r.unit} of ${r.productName ?? "a product"}`,
    details: {},
  };
}

// Filters

// Written as the partial index inquiries_follow_up_idx is (drizzle/0005_leads.sql), so the planner uses it.
const OPEN_STAGES_SQL = sql.raw(OPEN_LEAD_STAGES.map((s) => `'${s}'`).join(", "));

/**
 * Each word must be part of the name (three letters or more: anywhere in it; fewer: the start of
 * one of its words) or, written in digits, part of the mobile number. A search of digits alone
 * (with spaces, dashes, brackets or a +) is one number; with its country code in front it matches
 * on its last ten digits. Both are served by the trigram indexes of
 * drizzle/0005_leads.sql; a short word is anchored at a word's start because a piece shorter than
 * three characters has no trigram to look up anywhere else.
 */
export function leadSearch(q: string): SQL | undefined {
  const mobilePart = (digits: string) => {
    const d = digits.length > 10 ? digits.slice(-10) : digits;
    return d.length >= 3 ? sql`${inquiries.mobile} like ${`%${d}%`}` : sql`${inquiries.mobile} like ${`${d}%`}`;
  };
  // A phone number as people write it ("+91 98765 43210", "98765-43210") is one number.
  if (/\d/.test(q) && /^[\d\s+()-]+$/.test(q.trim())) return mobilePart(q.replace(/\D/g, ""));
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  const conditions = words.map((w) => {
    if (/^\d+$/.test(w)) return mobilePart(w);
    const name = sql`lower(${inquiries.name})`;
    return w.length >= 3 ? sql`${name} like ${`%${w}%`}` : sql`(${name} like ${`${w}%`} or ${name} like ${`% ${w}%`})`;
  });
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The list's filters as one condition, each served by its index of drizzle/0005_leads.sql: stage
 * (stage, created_at, id), owner (assigned_to, created_at, id), category (category_name, …; the
 * inquiry keeps its category's name, looked up from the slug by the caller as `categoryName`),
 * days (created_at, id), overdue (the partial follow-up index) and search (trigrams).
 */
export function leadWhere(f: LeadFilters, ctx: { me: number; now: Date; categoryName?: string }): SQL | undefined {
  const owner = f.owner === "me" ? ctx.me : f.owner;
  return and(
    f.stage?.length ? (f.stage.length === 1 ? eq(inquiries.stage, f.stage[0]) : inArray(inquiries.stage, f.stage)) : undefined,
    owner === "none" ? isNull(inquiries.assignedTo) : owner !== undefined ? eq(inquiries.assignedTo, owner) : undefined,
    ctx.categoryName !== undefined ? eq(inquiries.categoryName, ctx.categoryName) : undefined,
    f.from ? gte(inquiries.createdAt, indiaDayStart(f.from)) : undefined,
    f.to ? lt(inquiries.createdAt, indiaDayStart(addDays(f.to, 1))) : undefined,
    f.overdue ? sql`(${inquiries.nextFollowUpAt} < ${ctx.now} and ${inquiries.stage} in (${OPEN_STAGES_SQL}))` : undefined,
    f.search ? leadSearch(f.search) : undefined,
  );
}

/** The category filter names an unknown category: refused as a bad value. */
export type UnknownCategory = "unknown-category";

export function createLeads(db: Db, deps: { audit: Audit; notifier?: Notifier; siteUrl?: string }) {
  const { audit, notifier } = deps;

  /** The filters' condition, the category slug looked up first; `me` is the signed-in user (owner=me), `now` judges "overdue". */
  async function whereOf(f: LeadFilters, me: number, now: Date): Promise<{ where: SQL | undefined; search: boolean } | UnknownCategory> {
    let categoryName: string | undefined;
    if (f.category) {
      const [c] = await db.select({ name: categories.name }).from(categories).where(eq(categories.slug, f.category));
      if (!c) return "unknown-category";
      categoryName = c.name;
    }
    return { where: leadWhere(f, { me, now, categoryName }), search: Boolean(f.search && leadSearch(f.search)) };
  }

  const withOwner = () =>
    db
      .select({ lead: inquiries, owner: { id: users.id, name: users.name, email: users.email } })
      .from(inquiries)
      .leftJoin(users, eq(users.id, inquiries.assignedTo));
  type Joined = { lead: InquiryRow; owner: { id: number; name: string; email: string } | null };
  const summaryOf = (r: Joined, now: Date) => toLeadSummary(r.lead, r.owner && { id: r.owner.id, name: staffName(r.owner) }, now);
  const newestFirst = [desc(inquiries.createdAt), desc(inquiries.id)] as const;

  type Page = { data: LeadSummary[]; total: number; capped: boolean };

  /** No filter: the total is the sum of the day counts, and a deep page starts from the day holding its first row (as inquiries.list). */
  async function listAll(q: LeadListQuery, now: Date): Promise<Page> {
    const [{ n: total }] = await db.select({ n: sql<number>`coalesce(sum(${inquiryDayCounts.n}), 0)::int` }).from(inquiryDayCounts);
    const skip = (q.page - 1) * q.limit;
    if (skip >= total) return { data: [], total, capped: false };
    const from = await pageStart(db, sql`select day, n from ${inquiryDayCounts}`, skip);
    const rows = await withOwner()
      .where(startingAt(inquiries.createdAt, from))
      .orderBy(...newestFirst)
      .limit(q.limit)
      .offset(from ? from.skip : skip);
    return { data: rows.map((r) => summaryOf(r, now)), total, capped: false };
  }

  /**
   * Filters without a search: counted up to LEAD_COUNT_LIMIT + 1 (a subquery with its own LIMIT,
   * read from the filter's index), then the page newest first from the same index.
   */
  async function listFiltered(q: LeadListQuery, where: SQL | undefined, now: Date): Promise<Page> {
    const upToLimit = db
      .select({ one: sql`1` })
      .from(inquiries)
      .where(where)
      .limit(LEAD_COUNT_LIMIT + 1)
      .as("matching");
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(upToLimit);
    const capped = n > LEAD_COUNT_LIMIT;
    const total = capped ? LEAD_COUNT_LIMIT : n;
    const skip = (q.page - 1) * q.limit;
    if (skip >= total) return { data: [], total, capped };
    const rows = await withOwner()
      .where(where)
      .orderBy(...newestFirst)
      .limit(Math.min(q.limit, total - skip))
      .offset(skip);
    return { data: rows.map((r) => summaryOf(r, now)), total, capped };
  }

  /**
   * With a search (as the message search): first at most LEAD_SEARCH_COUNT_LIMIT + 1 matches' ids
   * through the trigram indexes (a subquery with its own LIMIT, so the planner cannot trade the
   * index for a walk of the date index, which reads the whole table when nothing matches). Up to
   * the limit the total is exact and the page is cut from those ids; past it the matches are many,
   * the total says capped, and newest first along the date index fills a page after a few rows.
   */
  async function listSearched(q: LeadListQuery, where: SQL | undefined, now: Date): Promise<Page> {
    const found = db
      .select({ id: inquiries.id, createdAt: inquiries.createdAt })
      .from(inquiries)
      .where(where)
      .limit(LEAD_SEARCH_COUNT_LIMIT + 1)
      .as("found");
    const hits = await db.select({ id: found.id }).from(found).orderBy(desc(found.createdAt), desc(found.id));
    const skip = (q.page - 1) * q.limit;
    if (hits.length <= LEAD_SEARCH_COUNT_LIMIT) {
      const wanted = hits.slice(skip, skip + q.limit).map((h) => h.id);
      if (!wanted.length) return { data: [], total: hits.length, capped: false };
      const rows = await withOwner()
        .where(inArray(inquiries.id, wanted))
        .orderBy(...newestFirst);
      return { data: rows.map((r) => summaryOf(r, now)), total: hits.length, capped: false };
    }
    const total = LEAD_SEARCH_COUNT_LIMIT;
    if (skip >= total) return { data: [], total, capped: true };
    const rows = await withOwner()
      .where(where)
      .orderBy(...newestFirst)
      .limit(Math.min(q.limit, total - skip))
      .offset(skip);
    return { data: rows.map((r) => summaryOf(r, now)), total, capped: true };
  }

  /** The lead, locked for a change in this transaction. */
  async function locked(t: DbOrTx, id: number): Promise<InquiryRow | undefined> {
    const [row] = await t.select().from(inquiries).where(eq(inquiries.id, id)).for("update");
    return row;
  }

  async function ownerOf(t: DbOrTx, userId: number | null): Promise<LeadOwner | null> {
    if (userId === null) return null;
    const [u] = await t.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
    return u ? { id: u.id, name: staffName(u) } : null;
  }

  /**
   * A change of the lead: its columns and updated_at, first_response_at when this is the team's
   * first response (anything but an assignment), a timeline row and an audit entry, all in `t`.
   */
  async function record(
    t: DbOrTx,
    lead: InquiryRow,
    actor: Actor,
    change: { kind: LeadEventKind; set?: Partial<typeof inquiries.$inferInsert>; details: Record<string, unknown>; body?: string },
    auditEntry: { action: string; details: Record<string, unknown> },
  ): Promise<{ lead: InquiryRow; event: EventRow }> {
    const [event] = await t
      .insert(leadEvents)
      .values({ inquiryId: lead.id, userId: actor.id, kind: change.kind, details: change.details, body: change.body ?? "" })
      .returning();
    const [updated] = await t
      .update(inquiries)
      .set({
        ...change.set,
        updatedAt: sql`now()`,
        ...(change.kind === "assign" ? {} : { firstResponseAt: sql`coalesce(${inquiries.firstResponseAt}, now())` }),
      })
      .where(eq(inquiries.id, lead.id))
      .returning();
    await audit.record(
      {
        userId: actor.id,
        action: auditEntry.action,
        entity: "inquiry",
        entityId: lead.id,
        details: { name: lead.name, product: lead.productName, event_id: event.id, ...auditEntry.details },
      },
      t,
    );
    return { lead: updated, event };
  }

  const actorUser = (actor: Actor) => ({ id: actor.id, name: actor.name ?? "", email: actor.email ?? "" });
  const leadLink = (id: number) => `${(deps.siteUrl ?? "").replace(/\/+$/, "")}/admin/inquiries/${id}`;

  return {
    /** One page of leads, newest first, under the filters; "unknown-category" for a category slug that does not exist. */
    async list(q: LeadListQuery, me: number, now = new Date()): Promise<Page | UnknownCategory> {
      const filter = await whereOf(q, me, now);
      if (filter === "unknown-category") return filter;
      if (!filter.where) return listAll(q, now);
      return filter.search ? listSearched(q, filter.where, now) : listFiltered(q, filter.where, now);
    },

    /** The CSV of the filtered leads, newest first, at most LEAD_EXPORT_MAX rows. */
    async exportCsv(f: LeadFilters, me: number, now = new Date()): Promise<string | UnknownCategory> {
      const filter = await whereOf(f, me, now);
      if (filter === "unknown-category") return filter;
      const rows = await withOwner()
        .where(filter.where)
        .orderBy(...newestFirst)
        .limit(LEAD_EXPORT_MAX);
      return leadsCsv(rows.map((r) => summaryOf(r, now)));
    },

    /** Active staff (not disabled), by name: whom a lead can be assigned to. */
    async staff(): Promise<StaffOption[]> {
      const rows = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(isNull(users.disabledAt));
      return rows.map((u) => ({ id: u.id, name: staffName(u) })).sort((a, b) => a.name.localeCompare(b.name, "en-IN", { sensitivity: "base" }) || a.id - b.id);
    },

    /** One lead with its product's current price, its timeline (newest first, the request last) and the same customer's other requests and messages. */
    async find(id: number, now = new Date()): Promise<LeadDetail | undefined> {
      const [r] = await db
        .select({
          lead: inquiries,
          owner: { id: users.id, name: users.name, email: users.email },
          productSlug: products.slug,
          productPrice: products.price,
          productUnit: products.unit,
          estimated: sql<string | null>`(${products.price} * ${inquiries.quantity})::numeric(24, 2)::text`,
        })
        .from(inquiries)
        .leftJoin(users, eq(users.id, inquiries.assignedTo))
        .leftJoin(products, eq(products.id, inquiries.productId))
        .where(eq(inquiries.id, id));
      if (!r) return undefined;
      const lead = r.lead;
      const ccDigits = lead.countryCode.replace(/\D/g, "");
      const [events, earlier, messages] = await Promise.all([
        db
          .select({ e: leadEvents, user: { id: users.id, name: users.name, email: users.email } })
          .from(leadEvents)
          .leftJoin(users, eq(users.id, leadEvents.userId))
          .where(eq(leadEvents.inquiryId, id))
          .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
          .limit(LEAD_TIMELINE_MAX),
        db
          .select({
            id: inquiries.id,
            productName: inquiries.productName,
            quantity: inquiries.quantity,
            unit: inquiries.unit,
            createdAt: inquiries.createdAt,
            stage: inquiries.stage,
          })
          .from(inquiries)
          .where(and(eq(inquiries.mobile, lead.mobile), eq(inquiries.countryCode, lead.countryCode), ne(inquiries.id, id)))
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(LEAD_RELATED_MAX),
        // A message's phone is its ten digits, its country code apart; one written with the code in front matches too.
        db
          .select({
            id: contactMessages.id,
            name: contactMessages.name,
            email: contactMessages.email,
            createdAt: contactMessages.createdAt,
            status: contactMessages.status,
            message: contactMessages.message,
          })
          .from(contactMessages)
          .where(
            or(
              and(eq(contactMessages.phone, lead.mobile), eq(contactMessages.countryCode, lead.countryCode)),
              inArray(contactMessages.phone, [`${ccDigits}${lead.mobile}`, `+${ccDigits}${lead.mobile}`]),
            ),
          )
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(LEAD_RELATED_MAX),
      ]);
      return {
        ...summaryOf(r, now),
        product_slug: r.productSlug,
        product_price: r.productPrice,
        product_unit: r.productUnit,
        estimated_value: r.productPrice === null ? null : r.estimated,
        timeline: [...events.map((e) => toLeadEvent(e.e, e.user)), requestEvent(lead)],
        earlier: earlier.map((e) => ({
          id: e.id,
          product_name: e.productName,
          quantity: e.quantity,
          unit: e.unit,
          created_at: e.createdAt.toISOString(),
          stage: e.stage,
        })),
        messages: messages.map((m) => ({
          id: m.id,
          name: m.name,
          email: m.email,
          created_at: m.createdAt.toISOString(),
          status: m.status,
          subject: [...m.message.replace(/\s+/g, " ").trim()].slice(0, 80).join(""),
        })),
      };
    },

    /**
     * Move the lead to a stage. Lost keeps its reason and note; any other stage clears them. The
     * same stage (with the same reason and note) changes nothing and records nothing.
     */
    async setStage(
      id: number,
      input: { stage: LeadStage; lost_reason?: LostReason | null; lost_note?: string | null },
      actor: Actor,
    ): Promise<LeadSummary | undefined> {
      return db.transaction(async (t) => {
        const lead = await locked(t, id);
        if (!lead) return undefined;
        const lost = input.stage === "lost";
        const reason = lost ? (input.lost_reason ?? null) : null;
        const note = lost ? (input.lost_note ?? null) : null;
        if (lead.stage === input.stage && lead.lostReason === reason && lead.lostNote === note)
          return toLeadSummary(lead, await ownerOf(t, lead.assignedTo), new Date());
        const details: Record<string, unknown> = { from: lead.stage, to: input.stage, ...(lost ? { lost_reason: reason, lost_note: note } : {}) };
        const changes: Record<string, { from: unknown; to: unknown }> = { stage: { from: lead.stage, to: input.stage } };
        if (lead.lostReason !== reason) changes.lost_reason = { from: lead.lostReason, to: reason };
        if (lead.lostNote !== note) changes.lost_note = { from: lead.lostNote, to: note };
        const done = await record(
          t,
          lead,
          actor,
          { kind: "stage", set: { stage: input.stage, lostReason: reason, lostNote: note }, details },
          { action: "inquiry.stage", details: { changes, ...(lost ? { lost_reason: reason, lost_note: note } : {}) } },
        );
        return toLeadSummary(done.lead, await ownerOf(t, done.lead.assignedTo), new Date());
      });
    },

    /**
     * Assign the lead to an active staff member, or to nobody (null); "unknown-user" for anyone
     * else. After the commit, in the background and only with SMTP configured, the new owner gets
     * the quote request's e-mail with a link to the lead.
     */
    async assign(id: number, userId: number | null, actor: Actor): Promise<LeadSummary | "unknown-user" | undefined> {
      const result = await db.transaction(async (t) => {
        const lead = await locked(t, id);
        if (!lead) return undefined;
        let to: (LeadOwner & { email: string }) | null = null;
        if (userId !== null) {
          const [u] = await t
            .select({ id: users.id, name: users.name, email: users.email })
            .from(users)
            .where(and(eq(users.id, userId), isNull(users.disabledAt)));
          if (!u) return "unknown-user" as const;
          to = { id: u.id, name: staffName(u), email: u.email };
        }
        const from = await ownerOf(t, lead.assignedTo);
        if (lead.assignedTo === userId) return { summary: toLeadSummary(lead, from, new Date()), mailTo: undefined };
        const owner = to && { id: to.id, name: to.name };
        const done = await record(
          t,
          lead,
          actor,
          { kind: "assign", set: { assignedTo: userId }, details: { from, to: owner } },
          {
            action: "inquiry.assign",
            details: {
              changes: { assigned_to: { from: from?.name ?? null, to: owner?.name ?? null } },
              user_ids: { from: from?.id ?? null, to: owner?.id ?? null },
            },
          },
        );
        return { summary: toLeadSummary(done.lead, owner, new Date()), mailTo: to ?? undefined, lead: done.lead };
      });
      if (result === undefined || result === "unknown-user") return result;
      if (result.mailTo && result.lead && notifier) {
        notifier.leadAssigned(toInquiryDto(result.lead), { name: result.mailTo.name, address: result.mailTo.email }, staffName(actorUser(actor)), leadLink(id));
      }
      return result.summary;
    },

    /** Set the next follow-up (the schema refused one in the past), or clear it (null). The same time again records nothing. */
    async setFollowUp(id: number, at: Date | null, actor: Actor): Promise<LeadSummary | undefined> {
      return db.transaction(async (t) => {
        const lead = await locked(t, id);
        if (!lead) return undefined;
        const owner = await ownerOf(t, lead.assignedTo);
        if ((lead.nextFollowUpAt?.getTime() ?? null) === (at?.getTime() ?? null)) return toLeadSummary(lead, owner, new Date());
        const change = { from: lead.nextFollowUpAt?.toISOString() ?? null, to: at?.toISOString() ?? null };
        const done = await record(
          t,
          lead,
          actor,
          { kind: "follow_up", set: { nextFollowUpAt: at }, details: change },
          { action: "inquiry.follow_up", details: { changes: { next_follow_up_at: change } } },
        );
        return toLeadSummary(done.lead, owner, new Date());
      });
    },

    /** A note by the signed-in person, on the timeline. */
    async addNote(id: number, body: string, actor: Actor): Promise<LeadEvent | undefined> {
      return db.transaction(async (t) => {
        const lead = await locked(t, id);
        if (!lead) return undefined;
        const { event } = await record(t, lead, actor, { kind: "note", details: {}, body }, { action: "inquiry.note", details: { body } });
        return toLeadEvent(event, actorUser(actor));
      });
    },

    /** Delete a note (admins): its row goes; the audit entry keeps what it said and who wrote it. "note-not-found" when the lead has no such note. */
    async removeNote(id: number, noteId: number, actor: Actor): Promise<true | "note-not-found" | undefined> {
      return db.transaction(async (t) => {
        const lead = await locked(t, id);
        if (!lead) return undefined;
        const [gone] = await t
          .delete(leadEvents)
          .where(and(eq(leadEvents.id, noteId), eq(leadEvents.inquiryId, id), eq(leadEvents.kind, "note")))
          .returning();
        if (!gone) return "note-not-found" as const;
        await t
          .update(inquiries)
          .set({ updatedAt: sql`now()` })
          .where(eq(inquiries.id, id));
        const writer = await ownerOf(t, gone.userId);
        await audit.record(
          {
            userId: actor.id,
            action: "inquiry.note_delete",
            entity: "inquiry",
            entityId: id,
            details: {
              name: lead.name,
              product: lead.productName,
              note_id: gone.id,
              body: gone.body,
              written_by: writer?.name ?? null,
              written_at: gone.createdAt.toISOString(),
            },
          },
          t,
        );
        return true as const;
      });
    },

    /** A press of Call or WhatsApp on the lead's page, on the timeline. */
    async addContact(id: number, channel: LeadContactChannel, actor: Actor): Promise<LeadEvent | undefined> {
      return db.transaction(async (t) => {
        const lead = await locked(t, id);
        if (!lead) return undefined;
        const { event } = await record(t, lead, actor, { kind: channel, details: {} }, { action: "inquiry.contact", details: { channel } });
        return toLeadEvent(event, actorUser(actor));
      });
    },
  };
}
export type Leads = ReturnType<typeof createLeads>;

/** Who makes a change: the signed-in user (its name and e-mail name it on the timeline and in e-mails). */
export const LEADS_CSV_HEADER = [
  "ID",
  "Date",
  "Customer",
  "Country Code",
  "Mobile",
  "Product",
  "Category",
  "Quantity",
  "Unit",
  "Stage",
  "Lost Reason",
  "Assigned To",
  "Next Follow-up",
];

/** The CSV export of leads (server/core/csv.ts: formula cells neutralised); dates and times are India's, "YYYY-MM-DD HH:MM". */
export function leadsCsv(rows: LeadSummary[]): string {
  return toCsv([
    LEADS_CSV_HEADER,
    ...rows.map((l) => [
      l.id,
      indiaDateTimeCell(new Date(l.created_at)),
      l.name,
      l.countryCode,
      l.mobno,
      l.product_name,
      l.category_name,
      l.quantity,
      l.unit,
      LEAD_STAGE_LABELS[l.stage],
      l.lost_reason ? `${LOST_REASON_LABELS[l.lost_reason]}${l.lost_note ? `: ${l.lost_note}` : ""}` : "",
      l.assigned_to?.name ?? "",
      indiaDateTimeCell(l.next_follow_up_at ? new Date(l.next_follow_up_at) : null),
    ]),
  ]);
}
