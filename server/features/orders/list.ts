import { and, desc, eq, type SQL } from "drizzle-orm";
import type { OrderListQuery } from "#schemas/order-input";
import type { OrderSummary } from "#schemas/wire";
import { pageOf } from "../../core/db/count";
import { everyWordIn } from "../../core/db/search";
import type { Db } from "../../core/db/connection";
import { salesOrders } from "../../core/db/schema";
import { toOrderSummary } from "./rows";

/** The list's filters: the status, and every word of the search in the number, the customer's name or company. */
function listWhere(q: OrderListQuery): SQL | undefined {
  const search = everyWordIn(q.search, [salesOrders.number, salesOrders.customerName, salesOrders.company]);
  return and(q.status ? eq(salesOrders.status, q.status) : undefined, search);
}

export function createOrderList(db: Db) {
  return {
    /** One page of orders, newest first, under the filters. */
    async list(q: OrderListQuery): Promise<{ data: OrderSummary[]; total: number }> {
      const where = listWhere(q);
      const { rows, total } = await pageOf(db, salesOrders, where, [desc(salesOrders.createdAt), desc(salesOrders.id)], q);
      return { data: rows.map(toOrderSummary), total };
    },
  };
}
