import type { Context } from "hono";
import { Hono } from "hono";
import { orderCancelInput, orderCreateInput, orderListQuery, orderUpdateInput, ORDER_MESSAGES } from "#schemas/order-input";
import type { CustomerSite, DataAnswer, OrderDto } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError, idParam, parseJson } from "../../core/http/errors";
import { pagedList, recordById } from "../../core/http/paging";
import type { OrderRefusal } from "./types";

const NOT_FOUND = "Order not found";
const orderId = (c: Context) => idParam(c, "id", NOT_FOUND);

/** The answer to each change refused: status, message and the field it names, if any. */
const REFUSALS: Record<OrderRefusal, [status: 400 | 409, message: string, field?: string]> = {
  "unknown-quotation": [400, "This quotation no longer exists", "quotation_id"],
  "not-accepted": [409, "Only an accepted quotation can become an order", "quotation_id"],
  "already-ordered": [409, "An order has already been made from this quotation", "quotation_id"],
  "unknown-lead": [400, "This lead no longer exists", "inquiry_id"],
  "unknown-customer": [400, "This customer no longer exists", "customer_id"],
  "unknown-site": [400, "Choose one of the customer's sites", "site_id"],
  "too-large": [400, "The total is too large for one order", "items"],
  "advance-too-large": [400, ORDER_MESSAGES.advanceTooLarge, "advance_value"],
  "not-draft": [409, "Only a draft order can be changed"],
  "not-confirmable": [409, "This order is already confirmed"],
  "has-dispatches": [409, "This order has dispatches: it cannot be cancelled, only closed with what went"],
  cancelled: [409, "This order has been cancelled"],
  closed: [409, "This order has been closed"],
  "not-closable": [409, "A draft order cannot be closed: cancel it instead"],
};

function answer(c: Context, data: OrderDto | OrderRefusal | undefined, message: (o: OrderDto) => string, status: 200 | 201 = 200) {
  if (!data) apiError(404, NOT_FOUND);
  if (typeof data === "string") {
    const [code, text, field] = REFUSALS[data];
    apiError(code, text, field ? { [field]: text } : undefined);
  }
  return c.json({ success: true, message: message(data), data }, status);
}

const listOrders = pagedList(orderListQuery, (c, q) => c.get("services").orders.list(q));

const findOrder = recordById(NOT_FOUND, (c, id) => c.get("services").orders.find(id));

/**
 * Sales orders (staff: managers and admins make, change, confirm and close them; only admins
 * cancel). Every change is audited as order.* and told on the order's lead's timeline.
 */
export const orderRoutes = new Hono<AppEnv>()
  /** Newest first, paged, under the filters (status, search by number or customer). */
  .get("/", requireUser, listOrders)

  .post("/", requireUser, async (c) => {
    const input = await parseJson(c, orderCreateInput);
    const data = await c.get("services").orders.create(input, c.get("user"));
    return answer(c, data, (o) => `Order ${o.number} created`, 201);
  })

  /** The delivery sites of a customer, for an order's site to be chosen from. */
  .get("/sites/:customerId", requireUser, async (c) => {
    const data = await c.get("services").orders.sitesOf(idParam(c, "customerId", "Customer not found"));
    return c.json({ success: true, data } satisfies DataAnswer<CustomerSite[]>);
  })

  .get("/:id", requireUser, findOrder)

  /** A draft only: its details, lines and freight. */
  .put("/:id", requireUser, async (c) => {
    const id = orderId(c);
    const input = await parseJson(c, orderUpdateInput);
    return answer(c, await c.get("services").orders.update(id, input, c.get("user")), (o) => `Order ${o.number} saved`);
  })

  .post("/:id/confirm", requireUser, async (c) => {
    const id = orderId(c);
    return answer(c, await c.get("services").orders.confirm(id, c.get("user")), (o) => `Order ${o.number} confirmed`);
  })

  .post("/:id/cancel", requireUser, requireRole("admin"), async (c) => {
    const id = orderId(c);
    const { reason } = await parseJson(c, orderCancelInput);
    return answer(c, await c.get("services").orders.cancel(id, reason, c.get("user")), (o) => `Order ${o.number} cancelled`);
  })

  .post("/:id/close", requireUser, async (c) => {
    const id = orderId(c);
    return answer(c, await c.get("services").orders.close(id, c.get("user")), (o) => `Order ${o.number} closed`);
  });
