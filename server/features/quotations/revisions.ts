import { eq, or, sql } from "drizzle-orm";
import { computeQuotation } from "#schemas/gst";
import { QUOTATION_VALID_DAYS } from "#schemas/quotations";
import type { QuotationDto } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { quotationItems, quotations } from "../../core/db/schema";
import type { AuditOf } from "../../core/audit";
import { totalsColumns } from "../../core/document-lines";
import { addDays, indiaDay } from "#schemas/india-time";
import { newToken } from "./numbering";
import type { QuotationRows } from "./rows";
import { currentSeller } from "./seller";
import { freightOf, itemOf, quotationStatusOf } from "./status";
import type { QuotationActor } from "./types";
import type { QuotationAuditAction } from "./activity";
import type { LeadAuditAction } from "../leads";

/** Staff's answers to a quotation that is out: a new version of it, or marking it declined. */
export function createQuotationRevisions(db: Db, deps: { audit: AuditOf<QuotationAuditAction | LeadAuditAction>; rows: QuotationRows }) {
  const { audit, rows } = deps;
  const { dtoOf, itemsOf, lockedRow } = rows;

  return {
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
            ...totalsColumns(totals),
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
  };
}
