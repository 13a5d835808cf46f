/**
 * Truckloads of a confirmed order: made (each line's `dispatched` raised by one conditional update,
 * so no two loads ever take more than remains), marked delivered, and deleted (admins; undelivered
 * only; the quantities go back). Each change sets the order's status and writes its audit entry.
 */
import { and, eq, sql } from "drizzle-orm";
import { loadText, type DeliveredData, type DispatchData } from "#schemas/dispatch";
import { onlyRemainsMessage, remainingOf } from "#schemas/orders";
import type { DispatchSummary, OrderStatus } from "#schemas/wire";
import type { AuditOf, Actor } from "../../core/audit";
import { refusedWith } from "../../core/refusals";
import type { Db, DbOrTx } from "../../core/db/connection";
import { dispatches, dispatchItems, orderItems, salesOrders } from "../../core/db/schema";
import { newLinkToken, nextDocumentNumber } from "../../core/document-numbers";
import { refreshOrderStatus } from "../orders";
import type { DispatchAuditAction } from "./activity";
import { summaryOf, type DispatchRow } from "./rows";

/** Orders a load may leave on: confirmed, with some or all of it gone (and not yet all delivered). */
const DISPATCHABLE: readonly OrderStatus[] = ["confirmed", "partly_dispatched", "dispatched"];

/** Why a change to a load is refused: the reason, and for a line the field (items.N.quantity) and its words. */
export type LoadRefusal =
  | { reason: "not-dispatchable"; status: OrderStatus }
  | { reason: "line"; field: string; message: string }
  | { reason: "delivered" }
  | { reason: "already-delivered" };

/** Thrown inside a transaction so that nothing of the refused load is kept. */
class Refused extends Error {
  constructor(readonly refusal: LoadRefusal) {
    super(refusal.reason);
  }
}

/** What `run` answers, or the refusal it threw (its transaction rolled back whole). */
const refusedOr = <T>(run: () => Promise<T>): Promise<T | LoadRefusal> => refusedWith(Refused, (err) => err.refusal, run);

/** The order of a dispatch, then the dispatch, both locked in that order (as every change here takes them). */
async function lockedDispatch(t: DbOrTx, id: number): Promise<{ d: DispatchRow; orderNumber: string } | undefined> {
  const [found] = await t.select({ orderId: dispatches.orderId }).from(dispatches).where(eq(dispatches.id, id));
  if (!found) return undefined;
  const [order] = await t.select({ number: salesOrders.number }).from(salesOrders).where(eq(salesOrders.id, found.orderId)).for("update");
  const [d] = await t.select().from(dispatches).where(eq(dispatches.id, id)).for("update");
  return d && order ? { d, orderNumber: order.number } : undefined;
}

export function createLoads(db: Db, deps: { audit: AuditOf<DispatchAuditAction>; siteUrl: string }) {
  const { audit, siteUrl } = deps;

  /**
   * `work` on a load not yet delivered, locked with its order, in one transaction: undefined when
   * there is no such load, refused with `reason` once it is delivered.
   */
  const onUndelivered = <T>(id: number, reason: "delivered" | "already-delivered", work: (t: DbOrTx, d: DispatchRow, orderNumber: string) => Promise<T>) =>
    refusedOr(() =>
      db.transaction(async (t) => {
        const locked = await lockedDispatch(t, id);
        if (!locked) return undefined;
        if (locked.d.deliveredAt) throw new Refused({ reason });
        return work(t, locked.d, locked.orderNumber);
      }),
    );

  return {
    /** A new load of order `orderId`; undefined when there is no such order. */
    async create(orderId: number, input: DispatchData, actor: Actor, now = new Date()): Promise<DispatchSummary | LoadRefusal | undefined> {
      return refusedOr(() =>
        db.transaction(async (t) => {
          const [order] = await t.select().from(salesOrders).where(eq(salesOrders.id, orderId)).for("update");
          if (!order) return undefined;
          if (!DISPATCHABLE.includes(order.status)) throw new Refused({ reason: "not-dispatchable", status: order.status });
          const lines = await t.select().from(orderItems).where(eq(orderItems.orderId, orderId));
          const seen = new Set<number>();
          for (const [n, item] of input.items.entries()) {
            const line = lines.find((l) => l.id === item.order_item_id);
            const field = `items.${n}.order_item_id`;
            if (!line) throw new Refused({ reason: "line", field, message: "This line is not on this order" });
            if (seen.has(line.id)) throw new Refused({ reason: "line", field, message: "This line is already on this load" });
            seen.add(line.id);
            // One statement decides: however many loads are made at once, a line never goes past its quantity.
            const raised = await t
              .update(orderItems)
              .set({ dispatched: sql`${orderItems.dispatched} + ${item.quantity}::numeric` })
              .where(and(eq(orderItems.id, line.id), sql`${orderItems.quantity} - ${orderItems.dispatched} >= ${item.quantity}::numeric`))
              .returning({ id: orderItems.id });
            if (!raised.length) {
              const [now] = await t
                .select({ quantity: orderItems.quantity, dispatched: orderItems.dispatched })
                .from(orderItems)
                .where(eq(orderItems.id, line.id));
              const message = onlyRemainsMessage(remainingOf(now), line.unit, line.description);
              throw new Refused({ reason: "line", field: `items.${n}.quantity`, message });
            }
          }
          const { fy, seq, number } = await nextDocumentNumber(t, "DC", now);
          const [row] = await t
            .insert(dispatches)
            .values({
              orderId,
              number,
              fy,
              seq,
              dispatchAt: input.dispatch_at,
              vehicleNumber: input.vehicle_number,
              driverName: input.driver_name,
              driverPhone: input.driver_phone,
              transporter: input.transporter,
              freightAmount: input.freight_amount,
              notes: input.notes,
              token: newLinkToken(),
              createdBy: actor.id,
            })
            .returning();
          await t.insert(dispatchItems).values(input.items.map((i) => ({ dispatchId: row.id, orderItemId: i.order_item_id, quantity: i.quantity })));
          const status = await refreshOrderStatus(t, orderId);
          const summary = await summaryOf(t, row, siteUrl);
          const details = {
            number,
            order_id: orderId,
            order_number: order.number,
            vehicle_number: row.vehicleNumber,
            load: loadText(summary.items),
            status: status?.to,
          };
          await audit.record({ userId: actor.id, action: "dispatch.create", entity: "dispatch", entityId: row.id, details }, t);
          return summary;
        }),
      );
    },

    /** Delete an undelivered load: its quantities go back to the order's lines. */
    async remove(id: number, actor: Actor): Promise<{ number: string } | LoadRefusal | undefined> {
      return onUndelivered(id, "delivered", async (t, d, orderNumber) => {
        const carried = await t.select().from(dispatchItems).where(eq(dispatchItems.dispatchId, id));
        for (const c of carried) {
          await t
            .update(orderItems)
            .set({ dispatched: sql`${orderItems.dispatched} - ${c.quantity}::numeric` })
            .where(eq(orderItems.id, c.orderItemId));
        }
        await t.delete(dispatches).where(eq(dispatches.id, id));
        const status = await refreshOrderStatus(t, d.orderId);
        const details = { number: d.number, order_id: d.orderId, order_number: orderNumber, vehicle_number: d.vehicleNumber, status: status?.to };
        await audit.record({ userId: actor.id, action: "dispatch.delete", entity: "dispatch", entityId: id, details }, t);
        return { number: d.number };
      });
    },

    /** Proof of delivery: who signed, when, and the photo of the signed challan if any. */
    async deliver(id: number, input: DeliveredData, actor: Actor): Promise<DispatchSummary | LoadRefusal | undefined> {
      return onUndelivered(id, "already-delivered", async (t, d, orderNumber) => {
        const [row] = await t
          .update(dispatches)
          .set({ deliveredAt: input.delivered_at, receivedBy: input.received_by, proofImage: input.proof_image, updatedAt: sql`now()` })
          .where(eq(dispatches.id, id))
          .returning();
        const status = await refreshOrderStatus(t, d.orderId);
        const details = {
          number: d.number,
          order_id: d.orderId,
          order_number: orderNumber,
          received_by: input.received_by,
          proof_image: input.proof_image,
          status: status?.to,
        };
        await audit.record({ userId: actor.id, action: "dispatch.deliver", entity: "dispatch", entityId: id, details }, t);
        return summaryOf(t, row, siteUrl);
      });
    },
  };
}
