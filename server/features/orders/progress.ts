import { eq, sql } from "drizzle-orm";
import { orderStatusAfterDispatch } from "#schemas/orders";
import type { OrderStatus } from "#schemas/wire";
import type { DbOrTx } from "../../core/db/connection";
import { dispatches, orderItems, salesOrders } from "../../core/db/schema";

/**
 * Sets a confirmed order's status from its lines and dispatches (Confirmed, Partly dispatched,
 * Dispatched, Delivered; see orderStatusAfterDispatch), in `t` after any dispatch is made, delivered
 * or deleted. The order's row is locked first, so changes to one order's loads take turns. Answers
 * the status before and after.
 */
export async function refreshOrderStatus(t: DbOrTx, orderId: number): Promise<{ from: OrderStatus; to: OrderStatus } | undefined> {
  const [order] = await t.select({ status: salesOrders.status }).from(salesOrders).where(eq(salesOrders.id, orderId)).for("update");
  if (!order) return undefined;
  const lines = await t.select({ quantity: orderItems.quantity, dispatched: orderItems.dispatched }).from(orderItems).where(eq(orderItems.orderId, orderId));
  const loads = await t.select({ deliveredAt: dispatches.deliveredAt }).from(dispatches).where(eq(dispatches.orderId, orderId));
  const to = orderStatusAfterDispatch(
    order.status,
    lines,
    loads.map((d) => d.deliveredAt !== null),
  );
  if (to !== order.status) {
    await t
      .update(salesOrders)
      .set({ status: to, deliveredAt: to === "delivered" ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(salesOrders.id, orderId));
  }
  return { from: order.status, to };
}
