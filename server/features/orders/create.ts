import { and, eq, isNull, sql } from "drizzle-orm";
import type { OrderCreateData } from "#schemas/order-input";
import { LEAD_STAGES } from "#schemas/leads";
import type { OrderDto } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { customerSites, inquiries, quotations, salesOrders } from "../../core/db/schema";
import { nextDocumentNumber } from "../../core/document-numbers";
import type { AuditOf } from "../../core/audit";
import type { LeadAuditAction } from "../leads";
import type { LeadUpdates } from "../quotations";
import type { OrderAuditAction } from "./activity";
import type { OrderRows } from "./rows";
import { orderSourceOf } from "./sources";
import type { OrderActor, OrderRefusal } from "./types";
import { insertOrderLines, orderColumns, type SiteSnapshot } from "./values";

/** The chosen site when it is one of the customer's; "unknown-site" otherwise; null for none chosen. */
export async function siteOf(t: DbOrTx, customerId: number, siteId: number | null): Promise<SiteSnapshot | null | "unknown-site"> {
  if (siteId === null) return null;
  const [site] = await t
    .select()
    .from(customerSites)
    .where(and(eq(customerSites.id, siteId), eq(customerSites.customerId, customerId)));
  return site ?? "unknown-site";
}

/** A lead's timeline entry for an order ("Order SO/2026-27/0001 created"); a new order also makes the lead Won. */
export async function noteOnLead(
  leads: LeadUpdates,
  t: DbOrTx,
  row: { id: number; number: string; inquiryId: number | null },
  actorId: number,
  what: string,
  won = false,
) {
  await leads.touchLead(
    t,
    row.inquiryId,
    actorId,
    { kind: "order", details: { number: row.number, order_id: row.id, summary: `Order ${row.number} ${what}` } },
    won ? { to: "won", from: LEAD_STAGES.filter((s) => s !== "won") } : null,
  );
}

/** A new draft order, numbered SO/{fy}/{seq} in its transaction (no gaps, no duplicates across instances). */
export function createOrderCreation(db: Db, deps: { audit: AuditOf<OrderAuditAction | LeadAuditAction>; rows: OrderRows; leads: LeadUpdates }) {
  const { audit, rows, leads } = deps;
  return {
    async create(input: OrderCreateData, actor: OrderActor, opts: { now?: Date } = {}): Promise<OrderDto | OrderRefusal> {
      const now = opts.now ?? new Date();
      return db.transaction(async (t) => {
        const source = await orderSourceOf(t, input, actor.id);
        if (typeof source === "string") return source;
        const site = await siteOf(t, source.customerId, input.site_id);
        if (site === "unknown-site") return site;
        const intraState = source.customer.stateCode === source.seller.state_code;
        const columns = orderColumns(source.lines, source.freight, intraState, input, site);
        if (typeof columns === "string") return columns;
        const { fy, seq, number } = await nextDocumentNumber(t, "SO", now);
        const c = source.customer;
        const [row] = await t
          .insert(salesOrders)
          .values({
            number,
            fy,
            seq,
            status: "draft",
            customerId: source.customerId,
            quotationId: source.quotationId,
            inquiryId: source.inquiryId,
            customerName: c.name,
            company: c.company,
            billingAddress: c.billingAddress,
            stateCode: c.stateCode,
            customerGstin: c.gstin,
            countryCode: c.countryCode,
            phone: c.phone,
            email: c.email,
            seller: source.seller,
            createdBy: actor.id,
            createdAt: now,
            updatedAt: now,
            ...columns,
          })
          .returning();
        await insertOrderLines(t, row.id, source.lines);
        // The quotation and the lead now belong to this customer, if they did not yet.
        if (source.quotationId !== null)
          await t
            .update(quotations)
            .set({ customerId: source.customerId })
            .where(and(eq(quotations.id, source.quotationId), isNull(quotations.customerId)));
        if (source.inquiryId !== null)
          await t
            .update(inquiries)
            .set({ customerId: source.customerId, updatedAt: sql`now()` })
            .where(and(eq(inquiries.id, source.inquiryId), isNull(inquiries.customerId)));
        await noteOnLead(leads, t, row, actor.id, "created", true);
        await audit.record(
          {
            userId: actor.id,
            action: "order.create",
            entity: "order",
            entityId: row.id,
            details: {
              number,
              customer: row.customerName,
              grand_total: row.grandTotal,
              quotation_id: row.quotationId,
              inquiry_id: row.inquiryId,
              ...(source.quotationId !== null ? { quotation: await quotationNumber(t, source.quotationId) } : {}),
            },
          },
          t,
        );
        return rows.dtoOf(t, row);
      });
    },
  };
}

async function quotationNumber(t: DbOrTx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [q] = await t.select({ number: quotations.number }).from(quotations).where(eq(quotations.id, id));
  return q?.number ?? null;
}
