import type { Context } from "hono";
import { Hono } from "hono";
import { CUSTOMER_MESSAGES, customerInput, customerListQuery, customerSiteInput, newCustomerInput } from "#schemas/customers";
import type { CustomerDto, CustomerTimelineEntry, DataAnswer } from "#schemas/wire";
import { requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError, idParam, parseJson } from "../../core/http/errors";
import { pagedList } from "../../core/http/paging";
import type { CustomerRefusal } from "./customers";

const NOT_FOUND = "Customer not found";
const SITE_NOT_FOUND = "Delivery site not found";
const customerId = (c: Context) => idParam(c, "id", NOT_FOUND);
const siteId = (c: Context) => idParam(c, "siteId", SITE_NOT_FOUND);

/** A found record, else 404 with `message`; a refusal is answered with its status and the field it names. */
function answerOf<T>(value: T | CustomerRefusal | undefined, message = NOT_FOUND): T {
  if (value === undefined) apiError(404, message);
  if (value === "gstin-taken") apiError(409, CUSTOMER_MESSAGES.gstinTaken, { gstin: CUSTOMER_MESSAGES.gstinTaken });
  return value as T;
}

const listCustomers = pagedList(customerListQuery, (c, q) => c.get("services").customers.list(q));

/**
 * Customers (staff: managers and admins alike): the list with its search, one record with its
 * delivery sites and timeline, and every change, audited as customer.*. A customer is also made or
 * matched when a quotation is accepted (server/features/quotations/public-link.ts).
 */
export const customerRoutes = new Hono<AppEnv>()
  /** Newest first, paged, searched by name, company, phone or GSTIN. */
  .get("/", requireUser, listCustomers)

  .post("/", requireUser, async (c) => {
    const input = await parseJson(c, newCustomerInput);
    const data = answerOf(await c.get("services").customers.create(input, c.get("user")));
    return c.json({ success: true, message: `Customer ${data.name} added`, data } satisfies DataAnswer<CustomerDto> & { message: string }, 201);
  })

  .get("/:id", requireUser, async (c) => {
    const data = answerOf(await c.get("services").customers.find(customerId(c)));
    return c.json({ success: true, data } satisfies DataAnswer<CustomerDto>);
  })

  .patch("/:id", requireUser, async (c) => {
    const id = customerId(c);
    const input = await parseJson(c, customerInput);
    const data = answerOf(await c.get("services").customers.update(id, input, c.get("user")));
    return c.json({ success: true, message: `Customer ${data.name} saved`, data } satisfies DataAnswer<CustomerDto> & { message: string });
  })

  /** Leads, quotations, orders and dispatches, newest first. */
  .get("/:id/timeline", requireUser, async (c) => {
    const data = answerOf(await c.get("services").customers.timeline(customerId(c)));
    return c.json({ success: true, data } satisfies DataAnswer<CustomerTimelineEntry[]>);
  })

  .post("/:id/sites", requireUser, async (c) => {
    const id = customerId(c);
    const input = await parseJson(c, customerSiteInput);
    const data = answerOf(await c.get("services").customers.addSite(id, input, c.get("user")));
    return c.json({ success: true, message: "Delivery site added", data } satisfies DataAnswer<CustomerDto> & { message: string }, 201);
  })

  .patch("/:id/sites/:siteId", requireUser, async (c) => {
    const [id, site] = [customerId(c), siteId(c)];
    const input = await parseJson(c, customerSiteInput);
    const data = answerOf(await c.get("services").customers.updateSite(id, site, input, c.get("user")), SITE_NOT_FOUND);
    return c.json({ success: true, message: "Delivery site saved", data } satisfies DataAnswer<CustomerDto> & { message: string });
  })

  .delete("/:id/sites/:siteId", requireUser, async (c) => {
    const [id, site] = [customerId(c), siteId(c)];
    const data = answerOf(await c.get("services").customers.deleteSite(id, site, c.get("user")), SITE_NOT_FOUND);
    return c.json({ success: true, message: "Delivery site removed", data } satisfies DataAnswer<CustomerDto> & { message: string });
  });
