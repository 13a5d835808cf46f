/**
 * Everything about one customer on one timeline, newest first: its leads, quotations, orders and the
 * dispatches of those orders, each linking to the admin page it opens. Orders and dispatches are
 * written by their own features; this only reads them.
 */
import { desc, eq } from "drizzle-orm";
import { formatCount, formatRupees } from "#schemas/format";
import { LEAD_STAGE_LABELS } from "#schemas/leads";
import { ORDER_STATUS_LABELS } from "#schemas/orders";
import { QUOTATION_STATUS_LABELS } from "#schemas/quotations";
import type { CustomerTimelineEntry } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { customers, dispatches, inquiries, quotations, salesOrders } from "../../core/db/schema";

/** The newest entries of each kind read; the timeline shows the newest of them all. */
const PER_KIND = 100;
const TIMELINE_MAX = 200;

/** Quotations or orders as entries: the number, the status and grand total, opening the document's own page. */
function documentEntries<S extends string>(
  rows: { id: number; number: string; status: S; total: string; at: Date }[],
  kind: "quotation" | "order",
  labels: Record<S, string>,
): CustomerTimelineEntry[] {
  return rows.map((r) => ({
    kind,
    id: r.id,
    title: r.number,
    summary: `${labels[r.status]} · ${formatRupees(r.total)}`,
    at: r.at.toISOString(),
    href: `/admin/${kind}s/${r.id}`,
  }));
}

export function createCustomerTimeline(db: Db) {
  return {
    /** The customer's timeline, or undefined when there is no such customer. */
    async timeline(id: number): Promise<CustomerTimelineEntry[] | undefined> {
      const [known] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
      if (!known) return undefined;
      const [leads, quotes, orders, loads] = await Promise.all([
        db
          .select({
            id: inquiries.id,
            product: inquiries.productName,
            quantity: inquiries.quantity,
            unit: inquiries.unit,
            stage: inquiries.stage,
            at: inquiries.createdAt,
          })
          .from(inquiries)
          .where(eq(inquiries.customerId, id))
          .orderBy(desc(inquiries.createdAt))
          .limit(PER_KIND),
        db
          .select({ id: quotations.id, number: quotations.number, status: quotations.status, total: quotations.grandTotal, at: quotations.createdAt })
          .from(quotations)
          .where(eq(quotations.customerId, id))
          .orderBy(desc(quotations.createdAt))
          .limit(PER_KIND),
        db
          .select({ id: salesOrders.id, number: salesOrders.number, status: salesOrders.status, total: salesOrders.grandTotal, at: salesOrders.createdAt })
          .from(salesOrders)
          .where(eq(salesOrders.customerId, id))
          .orderBy(desc(salesOrders.createdAt))
          .limit(PER_KIND),
        db
          .select({
            id: dispatches.id,
            number: dispatches.number,
            orderId: dispatches.orderId,
            order: salesOrders.number,
            vehicle: dispatches.vehicleNumber,
            deliveredAt: dispatches.deliveredAt,
            at: dispatches.dispatchAt,
          })
          .from(dispatches)
          .innerJoin(salesOrders, eq(salesOrders.id, dispatches.orderId))
          .where(eq(salesOrders.customerId, id))
          .orderBy(desc(dispatches.dispatchAt))
          .limit(PER_KIND),
      ]);
      const entries: CustomerTimelineEntry[] = [
        ...leads.map((l) => ({
          kind: "lead" as const,
          id: l.id,
          title: `Lead #${l.id}`,
          summary: `${l.product ?? "General enquiry"}, ${formatCount(l.quantity)} ${l.unit} · ${LEAD_STAGE_LABELS[l.stage]}`,
          at: l.at.toISOString(),
          href: `/admin/inquiries/${l.id}`,
        })),
        ...documentEntries(quotes, "quotation", QUOTATION_STATUS_LABELS),
        ...documentEntries(orders, "order", ORDER_STATUS_LABELS),
        // A dispatch opens on its order's page.
        ...loads.map((d) => ({
          kind: "dispatch" as const,
          id: d.id,
          title: d.number,
          summary: `Vehicle ${d.vehicle} for ${d.order}${d.deliveredAt ? " · Delivered" : ""}`,
          at: d.at.toISOString(),
          href: `/admin/orders/${d.orderId}`,
        })),
      ];
      return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, TIMELINE_MAX);
    },
  };
}
