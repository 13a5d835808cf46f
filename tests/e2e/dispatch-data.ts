/** Test setup of the dispatch journeys: confirmed orders in the end-to-end server's database, and loads made through its API. */
import { expect, type APIRequestContext } from "@playwright/test";
import { drizzle } from "drizzle-orm/node-postgres";
import { indiaDateTimeLocal } from "#schemas/dispatch";
import type { DispatchSummary } from "#schemas/wire";
import { uniqueName } from "../helpers/unique";
import * as schema from "../../server/core/db/schema";
import { createConfirmedOrder } from "../helpers/confirmed-order";
import { adminToken, bearer } from "./admin-helpers";
import { connectE2E } from "./db";

/** A confirmed order inserted into the end-to-end database (the orders screens are another feature's). */
export async function confirmedOrderE2E(opts: Parameters<typeof createConfirmedOrder>[1] = {}) {
  const client = await connectE2E();
  try {
    return await createConfirmedOrder(drizzle(client, { schema }), opts);
  } finally {
    await client.end();
  }
}

/** A load of `quantity` of the order's first line, made by the admin through the API. */
export async function dispatchE2E(request: APIRequestContext, orderId: number, itemId: number, quantity: string, over: Record<string, unknown> = {}) {
  const res = await request.post(`/api/orders/${orderId}/dispatches`, {
    headers: bearer(await adminToken(request)),
    data: { dispatch_at: new Date().toISOString(), vehicle_number: "GJ05AB1234", driver_name: "Ramesh", items: [{ order_item_id: itemId, quantity }], ...over },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: DispatchSummary }).data;
}

/** The token of a load's customer link (PUBLIC_URL/d/{token}). */
export const dispatchTokenOf = (d: Pick<DispatchSummary, "token_url">) => new URL(d.token_url).pathname.replace(/^\/d\//, "");

/** A confirmed order of its own customer with one delivered load of 1,000 Pieces (and a second, undelivered, of 500 when asked). */
export async function deliveredLoad(request: APIRequestContext, opts: { second?: boolean } = {}) {
  const customerName = uniqueName("Invoice Buyer");
  const order = await confirmedOrderE2E({ customerName, gstin: "27AAPFU0939F1ZV" });
  const load = await dispatchE2E(request, order.id, order.itemIds[0], "1000");
  const delivered = await request.post(`/api/dispatches/${load.id}/delivered`, {
    headers: bearer(await adminToken(request)),
    data: { received_by: "Suresh Kale", delivered_at: indiaDateTimeLocal(new Date()) },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  const second = opts.second ? await dispatchE2E(request, order.id, order.itemIds[0], "500", { vehicle_number: "GJ05CD5678" }) : undefined;
  return { order, customerName, load, second };
}
