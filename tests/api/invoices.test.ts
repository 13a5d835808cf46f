/**
 * GST tax invoices (/api/dispatches/:id/invoice, /api/orders/:id/invoice, /api/invoices): numbers
 * from two instances at once without gaps or duplicates, a load invoiced once only (a second try
 * refused, nothing saved), an order's invoice taking only what is dispatched and not yet invoiced,
 * the totals, due date and place of supply, cancelling (admins only, a reason, the number kept and
 * the loads freed), the list's filters, the audit log, and 401/403/404 and field errors.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaDay } from "#schemas/india-time";
import { financialYear } from "#schemas/quotations";
import { customers } from "../../server/core/db/schema";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { createConfirmedOrder } from "../helpers/confirmed-order";
import { creationAnswers, postOnSecond, startSecondInstance } from "../helpers/second-instance";
import { auditOf, freshAddress, jsonRequest } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, admin: string, manager: string;
let second: Awaited<ReturnType<typeof startSecondInstance>>;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp({ RATE_LIMIT_FORMS: "200" }));
  second = await startSecondInstance(t);
});
afterAll(async () => {
  await second.close();
});

const request = (method: string, path: string, json?: unknown, token: string | null = manager) => jsonRequest(t, method, path, json, token);
const get = (path: string, token: string | null = manager) => request("GET", path, undefined, token);
const post = (path: string, json: unknown = {}, token: string | null = manager) => request("POST", path, json, token);

/** A load of `quantity` of each line of `order` (the lines' ids), with `freight` rupees. */
async function dispatchOf(orderId: number, items: { order_item_id: number; quantity: string }[], freight = "0"): Promise<Json> {
  const res = await post(`/api/orders/${orderId}/dispatches`, {
    dispatch_at: `${indiaDay()}T10:30`,
    vehicle_number: "GJ05AB1234",
    freight_amount: freight,
    items,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}
const countOf = async (query: ReturnType<typeof sql>) => (await t.services.db.execute<{ n: number }>(query)).rows[0].n;
const invoiceCount = () => countOf(sql`select count(*)::int as n from invoices`);

describe("invoice numbers from two instances at once", () => {
  it("gives 16 concurrent invoices the numbers 0001 to 0016 of the year, each once", async () => {
    const loads: Json[] = [];
    for (let i = 0; i < 16; i++) {
      const order = await createConfirmedOrder(t.services.db);
      loads.push(await dispatchOf(order.id, [{ order_item_id: order.itemIds[0], quantity: "100" }]));
    }
    const create = (i: number) => {
      const path = `/api/dispatches/${loads[i].id}/invoice`;
      if (i % 2) return t.request(path, { method: "POST", token: manager, json: {}, address: freshAddress() });
      return postOnSecond(second, path, manager, {});
    };
    const responses = await Promise.all(loads.map((_, i) => create(i)));
    const { answers, statuses, firstRefused } = await creationAnswers(responses);
    expect(statuses, firstRefused).toEqual(Array(16).fill(201));
    const fy = financialYear(new Date());
    expect(answers.map((a) => a.body.data.number as string).sort()).toEqual(
      Array.from({ length: 16 }, (_, i) => `INV/${fy}/${String(i + 1).padStart(4, "0")}`),
    );
  });
});

describe("an invoice of a load", () => {
  it("prices the load as its order, adds its freight at the order's SAC, dates it and is audited", async () => {
    const order = await createConfirmedOrder(t.services.db, {
      gstin: "27AAPFU0939F1ZV",
      lines: [
        { description: "Zig-Zag Paver Block 60 mm", quantity: "16000", hsn: "68101190", rate: "42.50" },
        { description: "Kerb Stone 300 mm", quantity: "300", hsn: "6810", unit: "Nos", rate: "185" },
      ],
    });
    await t.services.db.update(customers).set({ creditDays: 30 }).where(eq(customers.id, order.customerId));
    const load = await dispatchOf(
      order.id,
      [
        { order_item_id: order.itemIds[0], quantity: "4000" },
        { order_item_id: order.itemIds[1], quantity: "120" },
      ],
      "2500",
    );
    const res = await post(`/api/dispatches/${load.id}/invoice`, { invoice_date: "2026-11-02" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const v = res.body.data;
    // Maharashtra buyer, Gujarat seller: IGST 18 %. 4000 × 42.50 = 170,000; 120 × 185 = 22,200; freight 2,500
    // taxable 194,700; IGST 35,046.00; grand total 229,746.00.
    expect(v).toMatchObject({
      number: expect.stringMatching(/^INV\/2026-27\/\d{4}$/),
      status: "issued",
      state: expect.stringMatching(/^(unpaid|overdue)$/),
      order_number: order.number,
      invoice_date: "2026-11-02",
      due_date: "2026-12-02",
      place_of_supply: "Maharashtra",
      state_code: "27",
      customer_gstin: "27AAPFU0939F1ZV",
      reverse_charge: "No",
      intra_state: false,
      taxable_total: "194700.00",
      igst_total: "35046.00",
      cgst_total: "0.00",
      grand_total: "229746.00",
      amount_paid: "0.00",
      balance: "229746.00",
      words: "Rupees Two Lakh Twenty-Nine Thousand Seven Hundred Forty-Six only",
      dispatches: [{ id: load.id, number: load.number, vehicle_number: "GJ05AB1234" }],
    });
    expect(v.items.map((i: Json) => [i.description, i.hsn, i.quantity, i.unit, i.taxable, i.igst])).toEqual([
      ["Zig-Zag Paver Block 60 mm", "68101190", "4000", "Pieces", "170000.00", "30600.00"],
      ["Kerb Stone 300 mm", "6810", "120", "Nos", "22200.00", "3996.00"],
    ]);
    expect(v.freight).toMatchObject({ amount: "2500.00", hsn: "996511", gst_rate: 18, igst: "450.00" });
    expect(v.hsn_summary.map((r: Json) => [r.hsn, r.taxable, r.total_tax])).toEqual([
      ["68101190", "170000.00", "30600.00"],
      ["6810", "22200.00", "3996.00"],
      ["996511", "2500.00", "450.00"],
    ]);
    const [entry] = await auditOf(t, "invoice.create", v.id);
    expect(entry.details).toMatchObject({ number: v.number, order_number: order.number, grand_total: "229746.00", dispatches: [load.number] });
    const activity = (await get("/api/activity?kind=invoices", admin)).body.data.find((e: Json) => e.action === "invoice.create");
    expect(activity.summary).toContain(`issued tax invoice ${v.number} of order ${order.number} for ₹2,29,746`);
    expect((await get(`/api/invoices/${v.id}`)).body.data).toEqual(v);
  });

  it("is made once only: a second invoice of the load is refused naming the first, and nothing is saved", async () => {
    const order = await createConfirmedOrder(t.services.db);
    const load = await dispatchOf(order.id, [{ order_item_id: order.itemIds[0], quantity: "500" }]);
    const [first, again] = await Promise.all([post(`/api/dispatches/${load.id}/invoice`), post(`/api/dispatches/${load.id}/invoice`)]);
    const made = [first, again].find((r) => r.status === 201)!;
    const refused = [first, again].find((r) => r.status !== 201)!;
    expect(made).toBeDefined();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`Dispatch ${load.number} is already on invoice ${made.body.data.number}`);
    expect(await countOf(sql`select count(*)::int as n from invoices where order_id = ${order.id}`)).toBe(1);
    const before = await invoiceCount();
    expect((await post(`/api/orders/${order.id}/invoice`)).body).toMatchObject({ success: false, error: "Nothing left to invoice" });
    expect(await invoiceCount()).toBe(before);
  });
});

describe("an invoice of an order", () => {
  it("takes every load not yet invoiced, with their freight, and then nothing is left", async () => {
    const order = await createConfirmedOrder(t.services.db);
    const first = await dispatchOf(order.id, [{ order_item_id: order.itemIds[0], quantity: "1000" }], "1000");
    expect((await post(`/api/dispatches/${first.id}/invoice`)).status).toBe(201);
    const b = await dispatchOf(order.id, [{ order_item_id: order.itemIds[0], quantity: "2000" }], "1500");
    const c = await dispatchOf(order.id, [{ order_item_id: order.itemIds[0], quantity: "3000" }], "500");
    const res = await post(`/api/orders/${order.id}/invoice`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // 5000 × 42.00 = 210,000; freight 2,000; taxable 212,000; IGST 18 % = 38,160; 250,160.00
    expect(res.body.data.dispatches.map((d: Json) => d.number)).toEqual([b.number, c.number].sort());
    expect(res.body.data.items.map((i: Json) => i.quantity)).toEqual(["2000", "3000"]);
    expect(res.body.data).toMatchObject({ freight: { amount: "2000.00" }, taxable_total: "212000.00", grand_total: "250160.00" });
    const again = await post(`/api/orders/${order.id}/invoice`);
    expect(again).toMatchObject({ status: 409, body: { error: "Nothing left to invoice" } });
  });

  it("refuses a date in the future or not a day, naming invoice_date; 404 for an unknown order or load", async () => {
    const order = await createConfirmedOrder(t.services.db);
    await dispatchOf(order.id, [{ order_item_id: order.itemIds[0], quantity: "10" }]);
    const future = await post(`/api/orders/${order.id}/invoice`, { invoice_date: "2999-01-01" });
    expect(future).toMatchObject({ status: 400, body: { fieldErrors: { invoice_date: "The invoice date cannot be in the future" } } });
    const odd = await post(`/api/orders/${order.id}/invoice`, { invoice_date: "2026-02-30" });
    expect(odd).toMatchObject({ status: 400, body: { fieldErrors: { invoice_date: "Enter the invoice date as YYYY-MM-DD" } } });
    expect((await post(`/api/orders/999999/invoice`)).status).toBe(404);
    expect((await post(`/api/dispatches/999999/invoice`)).status).toBe(404);
  });
});

describe("cancelling an invoice", () => {
  it("is for admins, needs a reason, keeps the number, frees the load to be invoiced again and is audited", async () => {
    const order = await createConfirmedOrder(t.services.db);
    const load = await dispatchOf(order.id, [{ order_item_id: order.itemIds[0], quantity: "100" }]);
    const v = (await post(`/api/dispatches/${load.id}/invoice`)).body.data;
    expect((await post(`/api/invoices/${v.id}/cancel`, { reason: "Wrong rate" }, manager)).status).toBe(403);
    expect((await post(`/api/invoices/${v.id}/cancel`, { reason: "  " }, admin)).body).toMatchObject({
      fieldErrors: { reason: "Enter why the invoice is cancelled" },
    });
    const res = await post(`/api/invoices/${v.id}/cancel`, { reason: "Wrong rate" }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ number: v.number, status: "cancelled", state: "cancelled", cancel_reason: "Wrong rate", balance: "0.00" });
    expect((await post(`/api/invoices/${v.id}/cancel`, { reason: "Again" }, admin)).status).toBe(409);
    const [entry] = await auditOf(t, "invoice.cancel", v.id);
    expect(entry.details).toMatchObject({ number: v.number, reason: "Wrong rate", changes: { status: { from: "issued", to: "cancelled" } } });
    const again = await post(`/api/dispatches/${load.id}/invoice`);
    expect(again.status).toBe(201);
    expect(again.body.data.number).not.toBe(v.number);
  });
});

describe("the invoices list", () => {
  it("searches by number and customer, filters by status and dates, and pages", async () => {
    const order = await createConfirmedOrder(t.services.db, { customerName: "Listed Buyer Zephyr" });
    const load = await dispatchOf(order.id, [{ order_item_id: order.itemIds[0], quantity: "10" }]);
    const v = (await post(`/api/dispatches/${load.id}/invoice`, { invoice_date: "2026-10-15" })).body.data;
    const found = await get(`/api/invoices?search=zephyr`);
    expect(found.body.data.map((i: Json) => i.number)).toEqual([v.number]);
    expect((await get(`/api/invoices?search=${encodeURIComponent(v.number)}`)).body.data.map((i: Json) => i.id)).toEqual([v.id]);
    expect((await get(`/api/invoices?search=zephyr&status=cancelled`)).body.data).toEqual([]);
    expect((await get(`/api/invoices?search=zephyr&from=2026-10-15&to=2026-10-15`)).body.data.length).toBe(1);
    expect((await get(`/api/invoices?search=zephyr&from=2026-10-16`)).body.data.length).toBe(0);
    const page = await get(`/api/invoices?limit=2&page=1`);
    expect(page.body.data.length).toBe(2);
    expect(page.body.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(page.body.pagination.total).toBeGreaterThan(2);
    expect((await get(`/api/invoices?status=paid`)).body).toMatchObject({ fieldErrors: { status: "Choose a status from the list" } });
    expect((await get(`/api/invoices?from=2026-10-16&to=2026-10-15`)).body).toMatchObject({
      fieldErrors: { to: "The last day cannot be before the first day" },
    });
  });

  it("answers 401 without a session and 404 for an unknown invoice", async () => {
    expect((await get(`/api/invoices`, null)).status).toBe(401);
    expect((await post(`/api/orders/1/invoice`, {}, null)).status).toBe(401);
    expect((await get(`/api/invoices/999999`)).status).toBe(404);
    expect((await post(`/api/invoices/999999/cancel`, { reason: "x" }, admin)).status).toBe(404);
  });
});
