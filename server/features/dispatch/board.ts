/**
 * The dispatch board: the loads of the days asked (India days; today and the next 7 unless told),
 * and what remains to go of every confirmed order, totalled per product.
 */
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { BOARD_DAYS_AHEAD, type DispatchBoardQuery } from "#schemas/dispatch";
import { addDays, indiaDay, indiaDayStart } from "#schemas/india-time";
import type { DispatchBoardDto, RemainingWork } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { dispatches, dispatchItems, orderItems, products, salesOrders } from "../../core/db/schema";
import { boardEntries } from "./rows";

/** Orders with work still to go: confirmed, some of it perhaps gone already. */
const OPEN = ["confirmed", "partly_dispatched"] as const;

export function createDispatchBoard(db: Db, siteUrl: string) {
  async function remaining(product?: number): Promise<RemainingWork[]> {
    // Lines of the same product (else of the same description) and unit are one row.
    const key = sql`coalesce(${orderItems.productId}::text, 'd:' || ${orderItems.description})`;
    const rows = await db
      .select({
        product_id: sql<number | null>`min(${orderItems.productId})`,
        description: sql<string>`coalesce(min(${products.name}), min(${orderItems.description}))`,
        unit: orderItems.unit,
        remaining: sql<string>`sum(${orderItems.quantity} - ${orderItems.dispatched})::numeric(14,3)::text`,
        orders: sql<number>`count(distinct ${orderItems.orderId})::int`,
      })
      .from(orderItems)
      .innerJoin(salesOrders, eq(salesOrders.id, orderItems.orderId))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(
        and(
          inArray(salesOrders.status, [...OPEN]),
          sql`${orderItems.quantity} > ${orderItems.dispatched}`,
          product ? eq(orderItems.productId, product) : undefined,
        ),
      )
      .groupBy(key, orderItems.unit)
      .orderBy(sql`2`, orderItems.unit);
    return rows;
  }

  return {
    async board(q: DispatchBoardQuery): Promise<DispatchBoardDto> {
      const from = q.from ?? indiaDay();
      const to = q.to ?? addDays(q.from ?? indiaDay(), BOARD_DAYS_AHEAD);
      const carries = q.product
        ? inArray(
            dispatches.id,
            db
              .select({ id: dispatchItems.dispatchId })
              .from(dispatchItems)
              .innerJoin(orderItems, eq(orderItems.id, dispatchItems.orderItemId))
              .where(eq(orderItems.productId, q.product)),
          )
        : undefined;
      const loads = await db
        .select({ d: dispatches, o: salesOrders })
        .from(dispatches)
        .innerJoin(salesOrders, eq(salesOrders.id, dispatches.orderId))
        .where(and(gte(dispatches.dispatchAt, indiaDayStart(from)), lt(dispatches.dispatchAt, indiaDayStart(addDays(to, 1))), carries))
        .orderBy(asc(dispatches.dispatchAt), asc(dispatches.id))
        .limit(1000);
      const [entries, work, all] = await Promise.all([boardEntries(db, loads, siteUrl), remaining(q.product), q.product ? remaining() : undefined]);
      const products = (all ?? work).filter((r) => r.product_id !== null).map((r) => ({ id: r.product_id!, name: r.description }));
      return { from, to, dispatches: entries, remaining: work, products: [...new Map(products.map((p) => [p.id, p])).values()] };
    },
  };
}
