import { eq, sql } from "drizzle-orm";
import type { OrderUpdateData } from "#schemas/order-input";
import type { OrderDto } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { dispatches, orderItems, salesOrders } from "../../core/db/schema";
import { changeSet, type AuditOf } from "../../core/audit";
import type { LeadAuditAction } from "../leads";
import type { LeadUpdates } from "../quotations";
import type { OrderAuditAction } from "./activity";
import { noteOnLead, siteOf } from "./create";
import type { OrderRow, OrderRows } from "./rows";
import type { OrderActor, OrderRefusal } from "./types";
import { insertOrderLines, orderColumns, type OrderLine } from "./values";

/** A draft's changes, and confirming, cancelling and closing an order. */
export function createOrderChanges(db: Db, deps: { audit: AuditOf<OrderAuditAction | LeadAuditAction>; rows: OrderRows; leads: LeadUpdates }) {
  const { audit, rows, leads } = deps;
  const { dtoOf, lockedRow } = rows;

  /** A status change of a locked order, audited and told on its lead's timeline. */
  async function move(
    id: number,
    actor: OrderActor,
    check: (row: OrderRow, t: DbOrTx) => Promise<OrderRefusal | undefined>,
    set: Partial<typeof salesOrders.$inferInsert>,
    how: { action: OrderAuditAction; said: string; details?: Record<string, unknown> },
  ): Promise<OrderDto | OrderRefusal | undefined> {
    return db.transaction(async (t) => {
      const row = await lockedRow(t, id);
      if (!row) return undefined;
      const refusal = await check(row, t);
      if (refusal) return refusal;
      const [updated] = await t
        .update(salesOrders)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(salesOrders.id, id))
        .returning();
      await noteOnLead(leads, t, row, actor.id, how.said);
      await audit.record(
        { userId: actor.id, action: how.action, entity: "order", entityId: id, details: { number: row.number, from: row.status, ...how.details } },
        t,
      );
      return dtoOf(t, updated);
    });
  }

  const ended = (row: OrderRow): OrderRefusal | undefined => (row.status === "cancelled" ? "cancelled" : row.status === "closed" ? "closed" : undefined);

  return {
    /** Replace a draft's details (and its lines and freight when given). */
    async update(id: number, input: OrderUpdateData, actor: OrderActor): Promise<OrderDto | OrderRefusal | undefined> {
      return db.transaction(async (t) => {
        const row = await lockedRow(t, id);
        if (!row) return undefined;
        if (row.status !== "draft") return "not-draft" as const;
        const before = await dtoOf(t, row);
        const lines: OrderLine[] =
          input.items ?? before.items.map((i) => ({ ...i, quantity: String(i.quantity), rate: String(i.rate), discount_pct: String(i.discount_pct) }));
        const freight = input.freight === undefined ? before.freight && { ...before.freight, amount: String(before.freight.amount) } : input.freight;
        const site = await siteOf(t, row.customerId, input.site_id);
        if (site === "unknown-site") return site;
        const columns = orderColumns(lines, freight, row.intraState, input, site);
        if (typeof columns === "string") return columns;
        const [updated] = await t
          .update(salesOrders)
          .set({ ...columns, updatedAt: sql`now()` })
          .where(eq(salesOrders.id, id))
          .returning();
        if (input.items) {
          await t.delete(orderItems).where(eq(orderItems.orderId, id));
          await insertOrderLines(t, id, input.items);
        }
        const after = await dtoOf(t, updated);
        const { changes, note } = changeSet();
        note("delivery_address", before.delivery_address, after.delivery_address);
        note("delivery_pin", before.delivery_pin, after.delivery_pin);
        note(
          "site_contact",
          `${before.site_contact_name} ${before.site_contact_phone}`.trim(),
          `${after.site_contact_name} ${after.site_contact_phone}`.trim(),
        );
        note("delivery_from", before.delivery_from, after.delivery_from);
        note("delivery_to", before.delivery_to, after.delivery_to);
        note("advance_amount", before.advance_amount, after.advance_amount);
        note("items", before.items.length, after.items.length);
        note("grand_total", before.grand_total, after.grand_total);
        note("notes", before.notes, after.notes);
        await audit.record({ userId: actor.id, action: "order.update", entity: "order", entityId: id, details: { number: row.number, changes } }, t);
        return after;
      });
    },

    /** A draft becomes Confirmed: fixed from now on, ready to dispatch. */
    async confirm(id: number, actor: OrderActor) {
      return move(
        id,
        actor,
        async (row) => ended(row) ?? (row.status !== "draft" ? "not-confirmable" : undefined),
        { status: "confirmed", confirmedAt: new Date() },
        { action: "order.confirm", said: "confirmed" },
      );
    },

    /** Cancelled with a reason, keeping its number; an order any load has left for can only be closed. */
    async cancel(id: number, reason: string, actor: OrderActor) {
      return move(
        id,
        actor,
        async (row, t) => {
          const refusal = ended(row);
          if (refusal) return refusal;
          const [load] = await t.select({ id: dispatches.id }).from(dispatches).where(eq(dispatches.orderId, id)).limit(1);
          return load ? "has-dispatches" : undefined;
        },
        { status: "cancelled", cancelReason: reason, cancelledAt: new Date() },
        { action: "order.cancel", said: `cancelled: ${reason}`, details: { reason } },
      );
    },

    /** Closed with what went: nothing more is dispatched. A draft is cancelled instead. */
    async close(id: number, actor: OrderActor) {
      return move(
        id,
        actor,
        async (row) => ended(row) ?? (row.status === "draft" ? "not-closable" : undefined),
        { status: "closed", closedAt: new Date() },
        { action: "order.close", said: "closed" },
      );
    },
  };
}
