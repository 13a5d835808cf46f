/**
 * What the order page needs of invoices: each load in GET /api/orders/:id and the dispatch answers
 * names the issued invoice its goods are on (none before, none again once it is cancelled), and
 * the order lists its invoices with their state and says whether a load is left to invoice.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { indiaDay } from "#schemas/india-time";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { createConfirmedOrder } from "../helpers/confirmed-order";
import { freshAddress } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, admin: string, manager: string;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp({ RATE_LIMIT_FORMS: "200" }));
});

const request = async (method: string, path: string, json?: unknown, token = manager) => {
  const res = await t.request(path, { method, token, ...(json === undefined ? {} : { json }), address: freshAddress() });
  return { status: res.status, body: (await res.json()) as Json };
};

async function load(orderId: number, itemId: number, quantity: string): Promise<Json> {
  const res = await request("POST", `/api/orders/${orderId}/dispatches`, {
    dispatch_at: `${indiaDay()}T10:30`,
    vehicle_number: "GJ05AB1234",
    items: [{ order_item_id: itemId, quantity }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}
const orderOf = async (id: number) => (await request("GET", `/api/orders/${id}`)).body.data;

describe("invoices on the order and its loads", () => {
  it("names each load's invoice, lists the order's invoices with their state, and says what is left to invoice", async () => {
    const order = await createConfirmedOrder(t.services.db);
    const first = await load(order.id, order.itemIds[0], "1000");
    expect(first).toMatchObject({ invoice_id: null, invoice_number: null });
    const second = await load(order.id, order.itemIds[0], "500");

    let o = await orderOf(order.id);
    expect(o.invoices).toEqual([]);
    expect(o.to_invoice).toBe(true);
    expect(o.dispatches.map((d: Json) => d.invoice_id)).toEqual([null, null]);

    const made = await request("POST", `/api/dispatches/${first.id}/invoice`, {});
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const invoice = made.body.data;

    o = await orderOf(order.id);
    expect(o.dispatches.map((d: Json) => [d.id, d.invoice_id, d.invoice_number])).toEqual([
      [first.id, invoice.id, invoice.number],
      [second.id, null, null],
    ]);
    expect(o.invoices).toEqual([
      { id: invoice.id, number: invoice.number, invoice_date: invoice.invoice_date, grand_total: invoice.grand_total, state: "unpaid" },
    ]);
    expect(o.to_invoice).toBe(true);

    // The dispatch's own answers name it too.
    const one = await request("GET", `/api/dispatches/${first.id}`);
    expect(one.body.data).toMatchObject({ invoice_id: invoice.id, invoice_number: invoice.number });
    const board = await request("GET", `/api/dispatches?from=${indiaDay()}&to=${indiaDay()}`);
    expect(board.status).toBe(200);
    expect(board.body.data.dispatches.find((d: Json) => d.id === first.id)).toMatchObject({ invoice_id: invoice.id, invoice_number: invoice.number });

    // The rest of the order, then nothing is left.
    const rest = await request("POST", `/api/orders/${order.id}/invoice`, {});
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    o = await orderOf(order.id);
    expect(o.to_invoice).toBe(false);
    expect(o.invoices.map((i: Json) => i.number)).toEqual([invoice.number, rest.body.data.number]);

    // Cancelled: the load is free again and the order lists the invoice as Cancelled.
    const cancelled = await request("POST", `/api/invoices/${invoice.id}/cancel`, { reason: "Wrong rate" }, admin);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    o = await orderOf(order.id);
    expect(o.dispatches.find((d: Json) => d.id === first.id)).toMatchObject({ invoice_id: null, invoice_number: null });
    expect(o.invoices[0]).toMatchObject({ id: invoice.id, state: "cancelled" });
    expect(o.to_invoice).toBe(true);
  });
});
