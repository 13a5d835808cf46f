/**
 * Payments received (/api/payments): oldest first across invoices, under and over the balance (the
 * invoice's state and the advance kept), chosen allocations and their refusals, an advance on an
 * order applied once the order is invoiced, deleting (admins only) giving the amount paid back,
 * receipts numbered in turn from two instances at once with amount_paid exact, the payments on the
 * invoice's answer, the audit log, and 401/403/404 and field errors.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaDay } from "#schemas/india-time";
import type { TestApp } from "../helpers/app";
import { createConfirmedOrder } from "../helpers/confirmed-order";
import { staffAppAndSecondInstance, type startSecondInstance } from "../helpers/second-instance";
import { auditOf, freshAddress, jsonRequest } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, admin: string, manager: string, second: Awaited<ReturnType<typeof startSecondInstance>>;
beforeAll(async () => ({ t, admin, manager, second } = await staffAppAndSecondInstance({ RATE_LIMIT_FORMS: "200" })));
afterAll(() => second.close());

const request = (method: string, path: string, json?: unknown, token: string | null = manager) => jsonRequest(t, method, path, json, token);
const get = (path: string, token: string | null = manager) => request("GET", path, undefined, token);
const post = (path: string, json: unknown = {}, token: string | null = manager) => request("POST", path, json, token);
const today = indiaDay();

/** An invoice of a load of `quantity` pieces (₹42 + 18 % IGST each) on `order`, dated `day`. */
async function invoiceOf(order: { id: number; itemIds: number[] }, quantity: string, day = today): Promise<Json> {
  const load = await post(`/api/orders/${order.id}/dispatches`, {
    dispatch_at: `${today}T10:30`,
    vehicle_number: "GJ05AB1234",
    items: [{ order_item_id: order.itemIds[0], quantity }],
  });
  expect(load.status, JSON.stringify(load.body)).toBe(201);
  const res = await post(`/api/dispatches/${load.body.data.id}/invoice`, { invoice_date: day });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}
const invoice = async (id: number) => (await get(`/api/invoices/${id}`)).body.data;
const pay = (customerId: number, over: Json = {}, token = manager) =>
  post("/api/payments", { customer_id: customerId, payment_date: today, amount: "1000", mode: "upi", reference: "UTR123456789", ...over }, token);

describe("recording a payment", () => {
  it("settles the customer's invoices oldest first (by invoice date), the rest kept as advance", async () => {
    const order = await createConfirmedOrder(t.services.db);
    // 100 pieces: 4,200 + 756 IGST = 4,956.00; 200 pieces: 9,912.00. The later-made invoice is the older.
    const newer = await invoiceOf(order, "100", today);
    const older = await invoiceOf(order, "200", "2026-04-01" < today ? "2026-04-01" : today);
    expect([newer.grand_total, older.grand_total]).toEqual(["4956.00", "9912.00"]);
    const res = await pay(order.customerId, { amount: "12000.50" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const p = res.body.data;
    expect(res.body.message).toBe(`Payment ${p.number} recorded`);
    expect(p).toMatchObject({ number: expect.stringMatching(/^RCPT\/\d{4}-\d{2}\/\d{4}$/), amount: "12000.50", mode: "upi", unallocated: "0.00" });
    expect(p.allocations).toEqual([
      { invoice_id: older.id, invoice_number: older.number, amount: "9912.00" },
      { invoice_id: newer.id, invoice_number: newer.number, amount: "2088.50" },
    ]);
    expect(await invoice(older.id)).toMatchObject({ amount_paid: "9912.00", balance: "0.00", state: "paid" });
    const partly = await invoice(newer.id);
    expect(partly).toMatchObject({ amount_paid: "2088.50", balance: "2867.50", state: "partly_paid" });
    expect(partly.payments).toEqual([{ id: p.id, number: p.number, payment_date: today, mode: "upi", reference: "UTR123456789", amount: "2088.50" }]);

    // More than is owed: the invoice is paid and the rest is an advance on the customer's account.
    const over = await pay(order.customerId, { amount: "3000", mode: "cash", reference: "" });
    expect(over.status, JSON.stringify(over.body)).toBe(201);
    expect(over.body.data).toMatchObject({ allocations: [{ invoice_id: newer.id, amount: "2867.50" }], unallocated: "132.50", reference: "" });
    expect(await invoice(newer.id)).toMatchObject({ amount_paid: "4956.00", state: "paid" });

    const [entry] = await auditOf(t, "payment.recorded", p.id);
    expect(entry.details).toMatchObject({
      number: p.number,
      amount: "12000.50",
      before: {
        invoices: [
          { number: newer.number, amount_paid: "0.00" },
          { number: older.number, amount_paid: "0.00" },
        ],
      },
      after: { payment: { number: p.number }, invoices: [{ amount_paid: "2088.50" }, { amount_paid: "9912.00" }] },
    });
    const activity = (await get("/api/activity?kind=invoices", admin)).body.data.find((e: Json) => e.action === "payment.recorded");
    expect(activity.summary).toContain("recorded payment RCPT/");

    const listed = await get(`/api/payments?customer_id=${order.customerId}`);
    expect(listed.body.data.map((x: Json) => x.number)).toEqual([over.body.data.number, p.number]);
    expect(listed.body.pagination).toMatchObject({ page: 1, total: 2 });
    expect((await get(`/api/payments?invoice_id=${older.id}`)).body.data.map((x: Json) => x.id)).toEqual([p.id]);
    // An order's payments include those recorded on the customer that settle its invoices.
    expect((await get(`/api/payments?order_id=${order.id}`)).body.data.map((x: Json) => x.id)).toEqual([over.body.data.id, p.id]);
    expect((await get(`/api/payments/open-invoices?customer_id=${order.customerId}`)).body.data).toEqual([]);
  });

  it("takes chosen allocations, and refuses each one over its balance, over the payment, of another customer or cancelled", async () => {
    const order = await createConfirmedOrder(t.services.db);
    const a = await invoiceOf(order, "100");
    const b = await invoiceOf(order, "100");
    const ok = await pay(order.customerId, { amount: "3000", allocation: "invoices", allocations: [{ invoice_id: b.id, amount: "2000" }] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data).toMatchObject({ allocations: [{ invoice_id: b.id, amount: "2000.00" }], unallocated: "1000.00" });
    expect((await invoice(a.id)).amount_paid).toBe("0.00");

    const overBalance = await pay(order.customerId, { amount: "9000", allocation: "invoices", allocations: [{ invoice_id: b.id, amount: "3000" }] });
    expect(overBalance.status).toBe(400);
    expect(overBalance.body.fieldErrors["allocations.0.amount"]).toBe(`At most 2956.00, the balance of ${b.number}`);
    const overPayment = await pay(order.customerId, {
      amount: "1000",
      allocation: "invoices",
      allocations: [
        { invoice_id: a.id, amount: "600" },
        { invoice_id: b.id, amount: "600" },
      ],
    });
    expect(overPayment.status).toBe(400);
    expect(overPayment.body.fieldErrors["allocations.1.amount"]).toBe("The allocations add up to more than the payment");

    const other = await createConfirmedOrder(t.services.db);
    const theirs = await invoiceOf(other, "100");
    const wrongCustomer = await pay(order.customerId, { allocation: "invoices", allocations: [{ invoice_id: theirs.id, amount: "100" }] });
    expect(wrongCustomer.status).toBe(400);
    expect(wrongCustomer.body.fieldErrors["allocations.0.invoice_id"]).toBe("Choose an invoice of this customer");
    expect((await post(`/api/invoices/${theirs.id}/cancel`, { reason: "Wrong rate" }, admin)).status).toBe(200);
    const cancelled = await pay(other.customerId, { allocation: "invoices", allocations: [{ invoice_id: theirs.id, amount: "100" }] });
    expect(cancelled.status).toBe(400);
    expect(cancelled.body.fieldErrors["allocations.0.invoice_id"]).toBe(`Invoice ${theirs.number} is cancelled`);
    // Nothing of the refused payments was kept.
    expect((await invoice(b.id)).amount_paid).toBe("2000.00");
    expect((await get(`/api/payments?customer_id=${order.customerId}`)).body.pagination.total).toBe(1);
    // An invoice with payments cannot be cancelled.
    expect((await post(`/api/invoices/${b.id}/cancel`, { reason: "Wrong rate" }, admin)).status).toBe(409);
  });

  it("names the field of bad input, and answers 401, 404", async () => {
    const order = await createConfirmedOrder(t.services.db);
    const cases: [Json, string][] = [
      [{ amount: "0" }, "amount"],
      [{ amount: "12.345" }, "amount"],
      [{ mode: "barter" }, "mode"],
      [{ reference: "" }, "reference"],
      [{ payment_date: "2026-02-30" }, "payment_date"],
      [{ payment_date: "2999-01-01" }, "payment_date"],
      [{ allocation: "advance" }, "order_id"],
      [{ allocation: "invoices" }, "allocations"],
      [{ customer_id: 999999 }, "customer_id"],
      [{ order_id: (await createConfirmedOrder(t.services.db)).id }, "order_id"],
    ];
    for (const [over, field] of cases) {
      const res = await pay(order.customerId, over);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.body.fieldErrors), JSON.stringify(over)).toContain(field);
    }
    expect((await pay(order.customerId, {}, null as unknown as string)).status).toBe(401);
    expect((await get("/api/payments/999999")).status).toBe(404);
    expect((await post("/api/payments/999999/apply")).status).toBe(404);
    expect((await request("DELETE", "/api/payments/999999", undefined, admin)).status).toBe(404);
  });
});

describe("an advance on an order", () => {
  it("is kept unallocated, then applied to the order's invoice once it is made: Paid", async () => {
    const order = await createConfirmedOrder(t.services.db);
    const elsewhere = await createConfirmedOrder(t.services.db);
    const res = await pay(order.customerId, { order_id: order.id, amount: "4956", mode: "neft_rtgs", reference: "HDFCN52026112801", allocation: "advance" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const p = res.body.data;
    expect(p).toMatchObject({ order_id: order.id, order_number: order.number, allocations: [], unallocated: "4956.00" });
    const early = await post(`/api/payments/${p.id}/apply`);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(`There are no open invoices to apply payment ${p.number} to`);

    await invoiceOf(elsewhere, "100");
    const v = await invoiceOf(order, "100");
    const applied = await post(`/api/payments/${p.id}/apply`);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({ allocations: [{ invoice_id: v.id, amount: "4956.00" }], unallocated: "0.00" });
    expect(await invoice(v.id)).toMatchObject({ amount_paid: "4956.00", state: "paid" });
    expect((await post(`/api/payments/${p.id}/apply`)).status).toBe(409);
    const [entry] = await auditOf(t, "payment.applied", p.id);
    expect(entry.details).toMatchObject({ before: { unallocated: "4956.00" }, after: { unallocated: "0.00" }, invoices: [v.number] });
    expect((await get(`/api/payments?order_id=${order.id}`)).body.data.map((x: Json) => x.id)).toEqual([p.id]);
  });
});

describe("deleting a payment", () => {
  it("is for admins only; it gives the invoices' amount paid back and the audit entry keeps the payment", async () => {
    const order = await createConfirmedOrder(t.services.db);
    const v = await invoiceOf(order, "100");
    const p = (await pay(order.customerId, { amount: "1500.25" })).body.data;
    expect((await invoice(v.id)).state).toBe("partly_paid");
    const refused = await request("DELETE", `/api/payments/${p.id}`, undefined, manager);
    expect(refused.status).toBe(403);
    const res = await request("DELETE", `/api/payments/${p.id}`, undefined, admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Payment ${p.number} deleted`);
    expect(await invoice(v.id)).toMatchObject({ amount_paid: "0.00", state: "unpaid", payments: [] });
    expect((await get(`/api/payments/${p.id}`)).status).toBe(404);
    const [entry] = await auditOf(t, "payment.deleted", p.id);
    expect(entry.details).toMatchObject({
      before: { payment: { number: p.number, amount: "1500.25", reference: "UTR123456789", allocations: [{ invoice_id: v.id, amount: "1500.25" }] } },
      after: { payment: null, invoices: [{ number: v.number, amount_paid: "0.00" }] },
    });
  });
});

describe("two payments at once from two instances", () => {
  it("get consecutive receipt numbers and the invoice's amount paid is exact", async () => {
    const order = await createConfirmedOrder(t.services.db);
    const v = await invoiceOf(order, "100");
    const body = JSON.stringify({ customer_id: order.customerId, payment_date: today, amount: "2000", mode: "cash", reference: "" });
    const headers = { authorization: `Bearer ${manager}`, "content-type": "application/json" };
    const [one, two] = await Promise.all([
      t.request("/api/payments", { method: "POST", token: manager, json: JSON.parse(body), address: freshAddress() }),
      second.app.request("/api/payments", { method: "POST", headers, body }, { incoming: { socket: { remoteAddress: "127.0.0.2" } } }),
    ]);
    const answers = [(await one.json()) as Json, (await two.json()) as Json];
    expect([one.status, two.status], JSON.stringify(answers)).toEqual([201, 201]);
    const seqs = answers.map((a) => Number(a.data.number.split("/")[2])).sort((x, y) => x - y);
    expect(seqs[1] - seqs[0]).toBe(1);
    // 2,000 and 2,000 against 4,956.00: one settles 2,000, the other the next 2,000.
    expect(await invoice(v.id)).toMatchObject({ amount_paid: "4000.00", balance: "956.00", state: "partly_paid" });
    expect(answers.map((a) => a.data.unallocated)).toEqual(["0.00", "0.00"]);
  });
});
