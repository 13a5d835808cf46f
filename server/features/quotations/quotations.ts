import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { isbot } from "isbot";
import { computeQuotation, DEFAULT_GST_RATE, DEFAULT_HSN, formatIndianMoney, type QuoteFreightInput, type QuoteTotals } from "#schemas/gst";
import { INDIAN_STATES, stateName } from "#schemas/indian-states";
import type { LeadStage } from "#schemas/leads";
import {
  canonicalDecimal,
  financialYear,
  QUOTATION_VALID_DAYS,
  quotationFileName,
  type AcceptData,
  type QuotationChannel,
  type QuotationInput,
  type QuotationInputData,
  type QuotationListQuery,
} from "#schemas/quotations";
import type { PublicQuotationDto, QuotationDefaults, QuotationDto, QuotationItem, QuotationStatus, QuotationSummary } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { appMeta, inquiries, leadEvents, products, quotationCounters, quotationItems, quotations, users } from "../../core/db/schema";
import type { Logger } from "../../core/log";
import type { MailAddress, Mailer } from "../../core/mail";
import { changeSet, staffName, type Audit } from "../../core/audit";
import { quotationMail, type Notifier } from "../notifications";
import { renderQuotationPdf } from "./pdf";
import { currentSeller } from "./seller";
import { addDays, indiaDay, indiaDayStart } from "#schemas/india-time";

export { financialYear } from "#schemas/quotations";

type QuotationRow = typeof quotations.$inferSelect;
type ItemRow = typeof quotationItems.$inferSelect;

/** Who makes a staff change (the signed-in user). */
export type QuotationActor = { id: number; name?: string; email?: string };

/** The app_meta key of the default terms an admin sets. */
export const TERMS_KEY = "quotation_terms";

/** The terms a new quotation starts with until an admin writes the business's own. */
export const DEFAULT_TERMS = [
  "1. Prices are ex-factory and include GST as shown.",
  "2. Payment: 50% advance with the order, the balance before dispatch.",
  "3. Delivery: within 7 to 10 working days of the advance, subject to stock.",
  "4. Freight, unloading and stacking at site are as shown; any other charges extra.",
  "5. Colour and texture may vary slightly between batches, as with all concrete products.",
  "6. Subject to Surat jurisdiction.",
].join("\n");

/** The largest amount a total column holds (numeric(14, 2)). */
const MAX_TOTAL = 999_999_999_999.99;

/** Stored statuses a quotation can still expire in. */
const OPEN_STATUSES = ["draft", "sent", "viewed"] as const;

/** The customer's link token: 24 random bytes (192 bits), base64url. */
export const newToken = () => randomBytes(24).toString("base64url");
/** Whether a path segment can be such a token (anything else is unknown without a query). */
export const isTokenShape = (v: string) => /^[A-Za-z0-9_-]{32}$/.test(v);

/** The status a quotation is answered with: a draft, sent or viewed one past its validity (India date) is "expired". */
export function quotationStatusOf(row: { status: QuotationRow["status"]; validUntil: string }, today = indiaDay()): QuotationStatus {
  return (OPEN_STATUSES as readonly string[]).includes(row.status) && row.validUntil < today ? "expired" : row.status;
}

/** QT/2026-27/0001. */
export const quotationNumber = (fy: string, seq: number) => `QT/${fy}/${String(seq).padStart(4, "0")}`;

function itemOf(i: ItemRow): QuotationItem {
  return {
    product_id: i.productId,
    description: i.description,
    hsn: i.hsn,
    quantity: canonicalDecimal(i.quantity),
    unit: i.unit,
    rate: i.rate,
    discount_pct: canonicalDecimal(i.discountPct),
    gst_rate: i.gstRate,
  };
}

function freightOf(row: QuotationRow): QuoteFreightInput | null {
  return Number(row.freightAmount) > 0 ? { amount: row.freightAmount, hsn: row.freightHsn, gst_rate: row.freightGstRate } : null;
}

export function toQuotationSummary(row: QuotationRow, today = indiaDay()): QuotationSummary {
  return {
    id: row.id,
    number: row.number,
    customer_name: row.customerName,
    company: row.company,
    created_at: row.createdAt.toISOString(),
    valid_until: row.validUntil,
    grand_total: row.grandTotal,
    status: quotationStatusOf(row, today),
    inquiry_id: row.inquiryId,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toQuotationDto(row: QuotationRow, items: ItemRow[], siteUrl: string, today = indiaDay()): QuotationDto {
  const lines = [...items].sort((a, b) => a.position - b.position).map(itemOf);
  const freight = freightOf(row);
  return {
    ...toQuotationSummary(row, today),
    fy: row.fy,
    revision: row.revision,
    base_id: row.baseId,
    state_code: row.stateCode,
    state_name: stateName(row.stateCode) ?? row.stateCode,
    customer_gstin: row.customerGstin,
    country_code: row.countryCode,
    phone: row.phone,
    email: row.email,
    billing_address: row.billingAddress,
    items: lines,
    freight,
    terms: row.terms,
    notes: row.notes,
    totals: computeQuotation({ items: lines, freight, intraState: row.intraState }),
    seller: row.seller,
    token_url: `${siteUrl.replace(/\/+$/, "")}/q/${row.token}`,
    sent_at: iso(row.sentAt),
    viewed_at: iso(row.viewedAt),
    accepted_at: iso(row.acceptedAt),
    accepted_name: row.acceptedName,
    delivery_note: row.deliveryNote,
    declined_at: iso(row.declinedAt),
  };
}

/** The quotation as its customer sees it: no ids, no link; `expired` once its validity has passed unanswered. */
export function toPublicQuotation(q: QuotationDto): PublicQuotationDto {
  const { id: _id, token_url: _url, inquiry_id: _inquiry, base_id: _base, ...rest } = q;
  return { ...rest, expired: q.status === "expired" };
}

/** The wa.me link that opens WhatsApp with the quotation's message to the customer's number. */
export function whatsappHref(q: QuotationDto): string {
  const digits = `${q.country_code}${q.phone}`.replace(/\D/g, "");
  const text = [
    `Dear ${q.customer_name},`,
    `Please find our quotation ${q.number} for ${formatIndianMoney(q.grand_total)} (including GST), valid until ${q.valid_until}:`,
    q.token_url,
    `${q.seller.name}`,
  ].join("\n");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** Reasons a change is refused; the API answers each with its status and words. */
export type QuotationRefusal =
  "not-draft" | "accepted" | "declined" | "expired" | "no-email" | "no-smtp" | "mail-failed" | "unknown-lead" | "too-large" | "wrong-mobile";

type Totals = Pick<QuoteTotals, "subtotal" | "tax_total" | "round_off" | "grand_total">;

export function createQuotations(db: Db, deps: { audit: Audit; mailer: Mailer; notifier?: Notifier; siteUrl: string; log?: Logger }) {
  const { audit, mailer, notifier, siteUrl } = deps;
  const adminLink = (id: number) => `${siteUrl.replace(/\/+$/, "")}/admin/quotations/${id}`;

  async function itemsOf(t: DbOrTx, ids: number[]): Promise<Map<number, ItemRow[]>> {
    const byQuotation = new Map<number, ItemRow[]>(ids.map((id) => [id, []]));
    if (!ids.length) return byQuotation;
    const rows = await t.select().from(quotationItems).where(inArray(quotationItems.quotationId, ids)).orderBy(asc(quotationItems.position));
    for (const r of rows) byQuotation.get(r.quotationId)?.push(r);
    return byQuotation;
  }

  async function dtoOf(t: DbOrTx, row: QuotationRow): Promise<QuotationDto> {
    const items = (await itemsOf(t, [row.id])).get(row.id) ?? [];
    return toQuotationDto(row, items, siteUrl);
  }

  async function lockedRow(t: DbOrTx, id: number): Promise<QuotationRow | undefined> {
    const [row] = await t.select().from(quotations).where(eq(quotations.id, id)).for("update");
    return row;
  }

  async function defaultTerms(t: DbOrTx = db): Promise<string> {
    const [row] = await t.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, TERMS_KEY));
    return row ? row.value : DEFAULT_TERMS;
  }

  /** The totals, or "too-large" when the grand total does not fit its column. */
  function totalsOf(input: { items: QuotationInputData["items"]; freight: QuotationInputData["freight"] }, intraState: boolean): Totals | "too-large" {
    const totals = computeQuotation({ items: input.items, freight: input.freight, intraState });
    return Number(totals.grand_total) > MAX_TOTAL || Number(totals.before_round) > MAX_TOTAL ? "too-large" : totals;
  }

  /** Product ids that no longer exist are dropped (the line keeps its text, rate and tax). */
  async function knownProducts(t: DbOrTx, items: QuotationInputData["items"]): Promise<Set<number>> {
    const ids = [...new Set(items.map((i) => i.product_id).filter((v): v is number => v !== null))];
    if (!ids.length) return new Set();
    const found = await t.select({ id: products.id }).from(products).where(inArray(products.id, ids));
    return new Set(found.map((p) => p.id));
  }

  async function insertItems(t: DbOrTx, quotationId: number, items: QuotationInputData["items"]) {
    const known = await knownProducts(t, items);
    await t.insert(quotationItems).values(
      items.map((i, position) => ({
        quotationId,
        position,
        productId: i.product_id !== null && known.has(i.product_id) ? i.product_id : null,
        description: i.description,
        hsn: i.hsn,
        quantity: i.quantity,
        unit: i.unit,
        rate: i.rate,
        discountPct: i.discount_pct,
        gstRate: i.gst_rate,
      })),
    );
  }

  /** The columns a quotation's input sets (its customer, freight, validity, texts and totals). */
  function columnsOf(input: QuotationInputData, totals: Totals, intraState: boolean, terms: string, inquiryId: number | null) {
    return {
      inquiryId,
      customerName: input.customer_name,
      company: input.company,
      billingAddress: input.billing_address,
      stateCode: input.state_code,
      customerGstin: input.customer_gstin,
      countryCode: input.country_code,
      phone: input.phone,
      email: input.email,
      freightAmount: input.freight?.amount ?? "0",
      freightHsn: input.freight?.hsn ?? "996511",
      freightGstRate: input.freight?.gst_rate ?? DEFAULT_GST_RATE,
      validUntil: input.valid_until,
      terms,
      notes: input.notes,
      subtotal: totals.subtotal,
      taxTotal: totals.tax_total,
      roundOff: totals.round_off,
      grandTotal: totals.grand_total,
      intraState,
    };
  }

  async function leadExists(t: DbOrTx, id: number | null): Promise<boolean> {
    if (id === null) return true;
    const [row] = await t.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, id));
    return Boolean(row);
  }

  /**
   * A lead change made for a quotation, in `t`: a timeline row of `kind`, a stage move (with its own
   * stage row and audit entry) when `toStage` applies, updated_at, and first_response_at when staff
   * made it. Nothing when the lead is gone.
   */
  async function touchLead(
    t: DbOrTx,
    inquiryId: number | null,
    userId: number | null,
    event: { kind: "quotation" | "note"; details: Record<string, unknown>; body?: string } | null,
    toStage: { to: LeadStage; from: readonly LeadStage[] } | null,
  ) {
    if (inquiryId === null) return;
    const [lead] = await t.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for("update");
    if (!lead) return;
    const moves = toStage !== null && toStage.from.includes(lead.stage);
    if (moves) {
      const [stageEvent] = await t
        .insert(leadEvents)
        .values({ inquiryId, userId, kind: "stage", details: { from: lead.stage, to: toStage.to } })
        .returning({ id: leadEvents.id });
      await audit.record(
        {
          userId,
          action: "inquiry.stage",
          entity: "inquiry",
          entityId: inquiryId,
          details: { name: lead.name, product: lead.productName, event_id: stageEvent.id, changes: { stage: { from: lead.stage, to: toStage.to } } },
        },
        t,
      );
    }
    if (event) await t.insert(leadEvents).values({ inquiryId, userId, kind: event.kind, details: event.details, body: event.body ?? "" });
    await t
      .update(inquiries)
      .set({
        ...(moves ? { stage: toStage.to, lostReason: null, lostNote: null } : {}),
        updatedAt: sql`now()`,
        ...(userId !== null ? { firstResponseAt: sql`coalesce(${inquiries.firstResponseAt}, now())` } : {}),
      })
      .where(eq(inquiries.id, inquiryId));
  }

  /** Whom a customer's answer is told to: the lead's owner, else whoever made the quotation (active accounts only). */
  async function staffFor(t: DbOrTx, row: QuotationRow): Promise<MailAddress | null> {
    let userId: number | null = null;
    if (row.inquiryId !== null) {
      const [lead] = await t.select({ owner: inquiries.assignedTo }).from(inquiries).where(eq(inquiries.id, row.inquiryId));
      userId = lead?.owner ?? null;
    }
    userId ??= row.createdBy;
    if (userId === null) return null;
    const [u] = await t
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.disabledAt)));
    return u ? { name: staffName(u), address: u.email } : null;
  }

  /** The row of a customer's token, locked in `t`. */
  async function byToken(t: DbOrTx, token: string, lock = false): Promise<QuotationRow | undefined> {
    if (!isTokenShape(token)) return undefined;
    const q = t.select().from(quotations).where(eq(quotations.token, token));
    const [row] = lock ? await q.for("update") : await q;
    return row;
  }

  async function find(id: number): Promise<QuotationDto | undefined> {
    const [row] = await db.select().from(quotations).where(eq(quotations.id, id));
    return row && dtoOf(db, row);
  }

  async function defaults(): Promise<QuotationDefaults> {
    return { terms: await defaultTerms(), valid_days: QUOTATION_VALID_DAYS, seller: await currentSeller(db), states: INDIAN_STATES.map((s) => ({ ...s })) };
  }

  /** The list's filters: the answered status (expired worked out from the validity), search, India days. */
  function listWhere(q: QuotationListQuery, today: string): SQL | undefined {
    const open = inArray(quotations.status, [...OPEN_STATUSES]);
    let status: SQL | undefined;
    if (q.status === "expired") status = and(open, lt(quotations.validUntil, today));
    else if (q.status === "draft" || q.status === "sent" || q.status === "viewed")
      status = and(eq(quotations.status, q.status), gte(quotations.validUntil, today));
    else if (q.status) status = eq(quotations.status, q.status);
    const words = (q.search ?? "").split(/\s+/).filter(Boolean).slice(0, 8);
    const search = words.length
      ? and(
          ...words.map((w) => {
            const pattern = `%${w.replace(/[\\%_]/g, (m) => "\\" + m)}%`;
            return or(ilike(quotations.number, pattern), ilike(quotations.customerName, pattern), ilike(quotations.company, pattern))!;
          }),
        )
      : undefined;
    return and(
      status,
      search,
      q.from ? gte(quotations.createdAt, indiaDayStart(q.from)) : undefined,
      q.to ? lt(quotations.createdAt, indiaDayStart(addDays(q.to, 1))) : undefined,
    );
  }

  return {
    /** One page of quotations, newest first, under the filters. */
    async list(q: QuotationListQuery): Promise<{ data: QuotationSummary[]; total: number }> {
      const today = indiaDay();
      const where = listWhere(q, today);
      const [[{ n }], rows] = await Promise.all([
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(quotations)
          .where(where),
        db
          .select()
          .from(quotations)
          .where(where)
          .orderBy(desc(quotations.createdAt), desc(quotations.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
      ]);
      return { data: rows.map((r) => toQuotationSummary(r, today)), total: n };
    },

    find,

    /** What a new quotation starts from: the default terms, validity, the seller and the states. */
    defaults,

    /** Set the default terms (admins); audited with the text before and after. */
    async setDefaultTerms(terms: string, actor: QuotationActor): Promise<QuotationDefaults> {
      await db.transaction(async (t) => {
        const before = await defaultTerms(t);
        await t
          .insert(appMeta)
          .values({ key: TERMS_KEY, value: terms })
          .onConflictDoUpdate({ target: appMeta.key, set: { value: terms } });
        if (before !== terms)
          await audit.record(
            { userId: actor.id, action: "quotation.terms", entity: "quotation", details: { changes: { terms: { from: before, to: terms } } } },
            t,
          );
      });
      return defaults();
    },

    /**
     * A new quotation's input filled from a lead: the customer, one line of the requested product
     * (its name, HSN, GST rate and current price; the request's quantity and unit), the validity
     * and the default terms. Undefined when the lead does not exist.
     */
    async fromInquiry(inquiryId: number, now = new Date()): Promise<QuotationInput | undefined> {
      const [r] = await db
        .select({ lead: inquiries, product: products })
        .from(inquiries)
        .leftJoin(products, eq(products.id, inquiries.productId))
        .where(eq(inquiries.id, inquiryId));
      if (!r) return undefined;
      const { lead, product } = r;
      return {
        inquiry_id: lead.id,
        customer_name: lead.name,
        company: "",
        billing_address: "",
        state_code: "",
        customer_gstin: null,
        country_code: lead.countryCode,
        phone: lead.mobile,
        email: "",
        items: [
          {
            product_id: product?.id ?? null,
            description: product?.name ?? lead.productName ?? "",
            hsn: product?.hsnCode ?? DEFAULT_HSN,
            quantity: String(lead.quantity),
            unit: lead.unit,
            rate: product?.price ?? "0",
            discount_pct: "0",
            gst_rate: product?.gstRate ?? DEFAULT_GST_RATE,
          },
        ],
        freight: null,
        valid_until: addDays(indiaDay(now), QUOTATION_VALID_DAYS),
        terms: await defaultTerms(),
        notes: "",
      };
    },

    /**
     * A new quotation with the next number of the financial year of `now` (India time): the
     * year's counter row is incremented in this transaction, so concurrent creators (on any
     * instance) wait on it in turn and a rolled-back creation gives its number back.
     */
    async create(input: QuotationInputData, actor: QuotationActor, opts: { now?: Date } = {}): Promise<QuotationDto | "unknown-lead" | "too-large"> {
      const now = opts.now ?? new Date();
      return db.transaction(async (t) => {
        const inquiryId = input.inquiry_id ?? null;
        if (!(await leadExists(t, inquiryId))) return "unknown-lead" as const;
        const seller = await currentSeller(t);
        const intraState = input.state_code === seller.state_code;
        const totals = totalsOf(input, intraState);
        if (totals === "too-large") return totals;
        const fy = financialYear(now);
        const [{ last }] = await t
          .insert(quotationCounters)
          .values({ fy, last: 1 })
          .onConflictDoUpdate({ target: quotationCounters.fy, set: { last: sql`${quotationCounters.last} + 1` } })
          .returning({ last: quotationCounters.last });
        const [row] = await t
          .insert(quotations)
          .values({
            number: quotationNumber(fy, last),
            fy,
            seq: last,
            revision: 0,
            status: "draft",
            seller,
            token: newToken(),
            createdBy: actor.id,
            createdAt: now,
            updatedAt: now,
            ...columnsOf(input, totals, intraState, input.terms ?? (await defaultTerms(t)), inquiryId),
          })
          .returning();
        await insertItems(t, row.id, input.items);
        await audit.record(
          {
            userId: actor.id,
            action: "quotation.create",
            entity: "quotation",
            entityId: row.id,
            details: { number: row.number, customer: row.customerName, grand_total: row.grandTotal, inquiry_id: row.inquiryId },
          },
          t,
        );
        return dtoOf(t, row);
      });
    },

    /** Replace a draft's fields and lines; "not-draft" once it has been sent (make a new version instead). */
    async update(id: number, input: QuotationInputData, actor: QuotationActor): Promise<QuotationDto | QuotationRefusal | undefined> {
      return db.transaction(async (t) => {
        const row = await lockedRow(t, id);
        if (!row) return undefined;
        if (row.status !== "draft") return "not-draft" as const;
        const inquiryId = input.inquiry_id === undefined ? row.inquiryId : input.inquiry_id;
        if (inquiryId !== row.inquiryId && !(await leadExists(t, inquiryId))) return "unknown-lead" as const;
        const intraState = input.state_code === row.seller.state_code;
        const totals = totalsOf(input, intraState);
        if (totals === "too-large") return totals;
        const before = await dtoOf(t, row);
        const [updated] = await t
          .update(quotations)
          .set({ ...columnsOf(input, totals, intraState, input.terms ?? row.terms, inquiryId), updatedAt: sql`now()` })
          .where(eq(quotations.id, id))
          .returning();
        await t.delete(quotationItems).where(eq(quotationItems.quotationId, id));
        await insertItems(t, id, input.items);
        const after = await dtoOf(t, updated);
        const { changes, note } = changeSet();
        note("customer_name", before.customer_name, after.customer_name);
        note("company", before.company, after.company);
        note("state", before.state_name, after.state_name);
        note("customer_gstin", before.customer_gstin, after.customer_gstin);
        note("phone", `${before.country_code} ${before.phone}`, `${after.country_code} ${after.phone}`);
        note("email", before.email, after.email);
        note("valid_until", before.valid_until, after.valid_until);
        note("items", before.items.length, after.items.length);
        note("grand_total", before.grand_total, after.grand_total);
        note("terms", before.terms, after.terms);
        note("notes", before.notes, after.notes);
        await audit.record({ userId: actor.id, action: "quotation.update", entity: "quotation", entityId: id, details: { number: row.number, changes } }, t);
        return after;
      });
    },

    /**
     * Send a quotation: by e-mail (the PDF attached, with its link; needs the customer's address and
     * SMTP) or on WhatsApp (nothing is sent by the server; the answer carries the wa.me link). Either
     * way it is recorded as sent (a draft becomes Sent), and its lead moves to Quoted (from New or
     * Contacted) with the quotation on the timeline.
     */
    async send(
      id: number,
      channel: QuotationChannel,
      actor: QuotationActor,
    ): Promise<{ quotation: QuotationDto; whatsapp_href?: string } | QuotationRefusal | undefined> {
      const current = await find(id);
      if (!current) return undefined;
      if (current.status === "accepted" || current.status === "declined" || current.status === "expired") return current.status;
      if (channel === "email") {
        if (!current.email) return "no-email";
        if (!mailer.configured) return "no-smtp";
        const pdf = await renderQuotationPdf(current, current.seller);
        const mail = quotationMail(current);
        const ok = await mailer.send({
          to: { name: current.customer_name, address: current.email },
          ...mail,
          ...(actor.email ? { replyTo: { name: actor.name || undefined, address: actor.email } } : {}),
          attachments: [{ filename: quotationFileName(current.number), content: pdf, contentType: "application/pdf" }],
        });
        if (!ok) return "mail-failed";
      }
      const quotation = await db.transaction(async (t) => {
        const row = (await lockedRow(t, id))!;
        const [updated] = await t
          .update(quotations)
          .set({
            status: sql`case when ${quotations.status} = 'draft' then 'sent'::quotation_status else ${quotations.status} end`,
            sentAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(quotations.id, id))
          .returning();
        await touchLead(
          t,
          row.inquiryId,
          actor.id,
          { kind: "quotation", details: { number: row.number, quotation_id: row.id, channel } },
          { to: "quoted", from: ["new", "contacted"] },
        );
        await audit.record(
          {
            userId: actor.id,
            action: "quotation.send",
            entity: "quotation",
            entityId: id,
            details: { number: row.number, channel, ...(channel === "email" ? { to: row.email } : {}), inquiry_id: row.inquiryId },
          },
          t,
        );
        return dtoOf(t, updated);
      });
      return channel === "whatsapp" ? { quotation, whatsapp_href: whatsappHref(quotation) } : { quotation };
    },

    /** A new draft copy of a quotation numbered "{original}-R{n}", n one past the latest version; valid from today. */
    async revise(id: number, actor: QuotationActor): Promise<QuotationDto | undefined> {
      return db.transaction(async (t) => {
        const source = await lockedRow(t, id);
        if (!source) return undefined;
        // The original is locked too: two new versions made at once take turns for the next n.
        const base = source.baseId === null ? source : ((await lockedRow(t, source.baseId)) ?? source);
        const [{ latest }] = await t
          .select({ latest: sql<number>`coalesce(max(${quotations.revision}), 0)::int` })
          .from(quotations)
          .where(or(eq(quotations.id, base.id), eq(quotations.baseId, base.id)));
        const revision = latest + 1;
        const items = (await itemsOf(t, [source.id])).get(source.id) ?? [];
        const seller = await currentSeller(t);
        const intraState = source.stateCode === seller.state_code;
        const lines = items.map(itemOf);
        const totals = computeQuotation({ items: lines, freight: freightOf(source), intraState });
        const [row] = await t
          .insert(quotations)
          .values({
            number: `${base.number}-R${revision}`,
            fy: base.fy,
            seq: base.seq,
            revision,
            baseId: base.id,
            inquiryId: source.inquiryId,
            status: "draft",
            customerName: source.customerName,
            company: source.company,
            billingAddress: source.billingAddress,
            stateCode: source.stateCode,
            customerGstin: source.customerGstin,
            countryCode: source.countryCode,
            phone: source.phone,
            email: source.email,
            freightAmount: source.freightAmount,
            freightHsn: source.freightHsn,
            freightGstRate: source.freightGstRate,
            validUntil: addDays(indiaDay(), QUOTATION_VALID_DAYS),
            terms: source.terms,
            notes: source.notes,
            subtotal: totals.subtotal,
            taxTotal: totals.tax_total,
            roundOff: totals.round_off,
            grandTotal: totals.grand_total,
            intraState,
            seller,
            token: newToken(),
            createdBy: actor.id,
          })
          .returning();
        if (items.length) await t.insert(quotationItems).values(items.map(({ id: _id, quotationId: _q, ...item }) => ({ ...item, quotationId: row.id })));
        await audit.record(
          { userId: actor.id, action: "quotation.revise", entity: "quotation", entityId: row.id, details: { number: row.number, from: source.number } },
          t,
        );
        return dtoOf(t, row);
      });
    },

    /** Mark a quotation declined (the customer said no); an accepted one cannot be. */
    async decline(id: number, actor: QuotationActor): Promise<QuotationDto | "accepted" | undefined> {
      return db.transaction(async (t) => {
        const row = await lockedRow(t, id);
        if (!row) return undefined;
        if (row.status === "accepted") return "accepted" as const;
        if (row.status === "declined") return dtoOf(t, row);
        const [updated] = await t
          .update(quotations)
          .set({ status: "declined", declinedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(quotations.id, id))
          .returning();
        await audit.record(
          {
            userId: actor.id,
            action: "quotation.decline",
            entity: "quotation",
            entityId: id,
            details: { number: row.number, changes: { status: { from: quotationStatusOf(row), to: "declined" } } },
          },
          t,
        );
        return dtoOf(t, updated);
      });
    },

    /** The PDF of a quotation and its file name. */
    async pdf(id: number): Promise<{ pdf: Buffer; filename: string } | undefined> {
      const q = await find(id);
      if (!q) return undefined;
      return { pdf: await renderQuotationPdf(q, q.seller), filename: quotationFileName(q.number) };
    },

    // The customer's side: by the token of the link, no account.

    /**
     * The quotation of a link, as its customer sees it. A view by the customer (not a bot, not
     * staff) of a sent quotation still valid marks it viewed (the first time, with the time).
     */
    async viewByToken(token: string, opts: { userAgent?: string | null; staff?: boolean } = {}): Promise<PublicQuotationDto | undefined> {
      const counts = !opts.staff && !isbot(opts.userAgent ?? "");
      const row = await byToken(db, token);
      if (!row) return undefined;
      if (counts && row.status === "sent" && quotationStatusOf(row) === "sent") {
        const viewed = await db.transaction(async (t) => {
          const [updated] = await t
            .update(quotations)
            .set({ status: "viewed", viewedAt: sql`coalesce(${quotations.viewedAt}, now())` })
            .where(and(eq(quotations.id, row.id), eq(quotations.status, "sent")))
            .returning();
          if (updated)
            await audit.record({ userId: null, action: "quotation.view", entity: "quotation", entityId: row.id, details: { number: row.number } }, t);
          return updated;
        });
        if (viewed) return toPublicQuotation(await dtoOf(db, viewed));
      }
      return toPublicQuotation(await dtoOf(db, row));
    },

    /** The PDF of a link's quotation (also once it has expired). */
    async pdfByToken(token: string): Promise<{ pdf: Buffer; filename: string } | undefined> {
      const row = await byToken(db, token);
      if (!row) return undefined;
      const q = await dtoOf(db, row);
      return { pdf: await renderQuotationPdf(q, q.seller), filename: quotationFileName(q.number) };
    },

    /**
     * The customer accepts, in `t` (the caller's transaction, with its Idempotency-Key): the
     * mobile number must be the quotation's; an expired one cannot be, a declined one neither; an
     * accepted one answers as accepted again without doing anything twice. The lead becomes Won.
     * `notify` is who to tell after the commit (undefined when nothing new happened).
     */
    async accept(
      token: string,
      input: AcceptData,
      t: DbOrTx,
    ): Promise<{ quotation: QuotationDto; notify?: MailAddress | null } | "expired" | "declined" | "wrong-mobile" | undefined> {
      const row = await byToken(t, token, true);
      if (!row) return undefined;
      const mobileMatches = row.phone.replace(/\D/g, "").slice(-10) === input.mobile;
      if (row.status === "accepted") return mobileMatches ? { quotation: await dtoOf(t, row) } : "wrong-mobile";
      if (row.status === "declined") return "declined";
      if (quotationStatusOf(row) === "expired") return "expired";
      if (!mobileMatches) return "wrong-mobile";
      const [updated] = await t
        .update(quotations)
        .set({
          status: "accepted",
          acceptedAt: sql`now()`,
          acceptedName: input.name,
          acceptedMobile: input.mobile,
          deliveryNote: input.delivery_note || null,
          updatedAt: sql`now()`,
        })
        .where(eq(quotations.id, row.id))
        .returning();
      await touchLead(t, row.inquiryId, null, null, { to: "won", from: ["new", "contacted", "quoted", "lost"] });
      await audit.record(
        {
          userId: null,
          action: "quotation.accept",
          entity: "quotation",
          entityId: row.id,
          details: { number: row.number, name: input.name, grand_total: row.grandTotal, inquiry_id: row.inquiryId },
        },
        t,
      );
      return { quotation: await dtoOf(t, updated), notify: await staffFor(t, row) };
    },

    /** The customer asks for changes, in `t`: a note on the lead's timeline (when there is a lead), audited. */
    async requestChanges(token: string, message: string, t: DbOrTx): Promise<{ quotation: QuotationDto; notify: MailAddress | null } | undefined> {
      const row = await byToken(t, token, true);
      if (!row) return undefined;
      await touchLead(
        t,
        row.inquiryId,
        null,
        { kind: "note", details: { quotation_id: row.id, number: row.number }, body: `Change request from the customer: ${message}` },
        null,
      );
      await audit.record(
        {
          userId: null,
          action: "quotation.changes",
          entity: "quotation",
          entityId: row.id,
          details: { number: row.number, message, inquiry_id: row.inquiryId },
        },
        t,
      );
      return { quotation: await dtoOf(t, row), notify: await staffFor(t, row) };
    },

    /** Tell staff, after the commit and in the background, that a customer accepted. */
    notifyAccepted(q: QuotationDto, staff: MailAddress | null) {
      notifier?.quotationAccepted(q, staff, adminLink(q.id));
    },

    notifyChanges(q: QuotationDto, message: string, staff: MailAddress | null) {
      notifier?.quotationChangesRequested(q, message, staff, adminLink(q.id));
    },
  };
}
export type Quotations = ReturnType<typeof createQuotations>;
