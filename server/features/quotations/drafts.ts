import { eq, sql } from "drizzle-orm";
import { computeQuotation, DEFAULT_GST_RATE, type QuoteTotals } from "#schemas/gst";
import type { QuotationInputData } from "#schemas/quotations";
import type { QuotationDto } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { quotationItems, quotations } from "../../core/db/schema";
import { changeSet, type AuditOf } from "../../core/audit";
import { knownProducts, lineValues, totalsColumns } from "../../core/document-lines";
import { defaultTerms } from "./defaults";
import type { LeadUpdates } from "./lead-updates";
import { newToken, nextNumber } from "./numbering";
import type { QuotationRows } from "./rows";
import { currentSeller } from "./seller";
import type { QuotationActor, QuotationRefusal } from "./types";
import type { QuotationAuditAction } from "./activity";
import type { LeadAuditAction } from "../leads";

/** The largest amount a total column holds (numeric(14, 2)). */
const MAX_TOTAL = 999_999_999_999.99;

type Totals = Pick<QuoteTotals, "subtotal" | "tax_total" | "round_off" | "grand_total">;

/** The totals, or "too-large" when the grand total does not fit its column. */
function totalsOf(input: { items: QuotationInputData["items"]; freight: QuotationInputData["freight"] }, intraState: boolean): Totals | "too-large" {
  const totals = computeQuotation({ items: input.items, freight: input.freight, intraState });
  return Number(totals.grand_total) > MAX_TOTAL || Number(totals.before_round) > MAX_TOTAL ? "too-large" : totals;
}

async function insertItems(t: DbOrTx, quotationId: number, items: QuotationInputData["items"]) {
  const known = await knownProducts(t, items);
  await t.insert(quotationItems).values(items.map((i, position) => ({ quotationId, ...lineValues(i, position, known) })));
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
    ...totalsColumns(totals),
    intraState,
  };
}

/** A new quotation from staff's input, and changes to it while it is a draft. */
export function createQuotationDrafts(db: Db, deps: { audit: AuditOf<QuotationAuditAction | LeadAuditAction>; rows: QuotationRows; leads: LeadUpdates }) {
  const { audit, rows, leads } = deps;
  const { dtoOf, lockedRow } = rows;

  return {
    /**
     * A new quotation with the next number of the financial year of `now` (India time): the
     * year's counter row is incremented in this transaction, so concurrent creators (on any
     * instance) wait on it in turn and a rolled-back creation gives its number back.
     */
    async create(input: QuotationInputData, actor: QuotationActor, opts: { now?: Date } = {}): Promise<QuotationDto | "unknown-lead" | "too-large"> {
      const now = opts.now ?? new Date();
      return db.transaction(async (t) => {
        const inquiryId = input.inquiry_id ?? null;
        if (!(await leads.leadExists(t, inquiryId))) return "unknown-lead" as const;
        const seller = await currentSeller(t);
        const intraState = input.state_code === seller.state_code;
        const totals = totalsOf(input, intraState);
        if (totals === "too-large") return totals;
        const { fy, seq, number } = await nextNumber(t, now);
        const [row] = await t
          .insert(quotations)
          .values({
            number,
            fy,
            seq,
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
        if (inquiryId !== row.inquiryId && !(await leads.leadExists(t, inquiryId))) return "unknown-lead" as const;
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
  };
}
