/**
 * Sales orders (/api/orders): numbers from two instances at once without gaps or duplicates,
 * cancelling (admins only; never an order with dispatches) and closing, and the list with its filters,
 * 401 and 404. These tests run in this order: the list counts on the orders the ones before made.
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { financialYear } from "#schemas/quotations";
import { dispatches, dispatchItems, orderItems } from "../../server/core/db/schema";
import { creationAnswers, postOnSecond, startSecondInstance } from "../helpers/second-instance";
import { QUOTATION_CUSTOMER } from "../helpers/quotation-customer";
import { auditOf, createInquiry, freshAddress } from "./_support";
import { ordersFixture, type Json } from "./_orders";

const { t, admin, manager, product, get, post, put, line, scratch, createOrder, timelineOf } = await ordersFixture();
const second = await startSecondInstance(t);
afterAll(() => second.close());

describe("order numbers from two instances at once", () => {
  it("gives 30 concurrent creations the numbers 0001 to 0030 of the year, each once", async () => {
    const body = (i: number) => scratch({ customer: { ...QUOTATION_CUSTOMER, customer_name: `Customer ${i}` } });
    const onFirst = (i: number) => t.request("/api/orders", { method: "POST", token: admin, json: body(i), address: freshAddress() });
    const onSecond = (i: number) => postOnSecond(second, "/api/orders", admin, body(i));
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? onSecond(i) : onFirst(i))));
    const { answers, statuses, firstRefused } = await creationAnswers(responses);
    expect(statuses, firstRefused).toEqual(Array(30).fill(201));
    const fy = financialYear(new Date());
    expect(answers.map((a) => a.body.data.number as string).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `SO/${fy}/${String(i + 1).padStart(4, "0")}`));
    // One buyer (the same mobile number, no GSTIN): one customer for all of them.
    expect(new Set(answers.map((a) => a.body.data.customer_id)).size).toBe(1);
    const list = (await get(`/api/orders?limit=100`)).body;
    expect(list.pagination.total).toBe(30);
  });
});

describe("cancelling and closing", () => {
  it("lets only admins cancel, with a reason, keeping the number; the lead's timeline tells it", async () => {
    const lead = await createInquiry(t, product.id, { mobile: "9222233333" });
    const order = await createOrder({ inquiry_id: lead.id });
    const byManager = await post(`/api/orders/${order.id}/cancel`, { reason: "Customer changed plans" }, manager);
    expect(byManager.status).toBe(403);
    const noReason = await post(`/api/orders/${order.id}/cancel`, { reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors).toEqual({ reason: "Enter the reason for cancelling" });
    const cancelled = await post(`/api/orders/${order.id}/cancel`, { reason: "Customer changed plans" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: "cancelled",
      number: order.number,
      cancel_reason: "Customer changed plans",
      cancelled_at: expect.any(String),
    });
    expect((await timelineOf(lead.id))[0]).toMatchObject({ kind: "order", summary: `Order ${order.number} cancelled: Customer changed plans` });
    expect((await auditOf(t, "order.cancel", order.id))[0].details).toMatchObject({ reason: "Customer changed plans" });
    expect((await post(`/api/orders/${order.id}/cancel`, { reason: "again" })).body.error).toBe("This order has been cancelled");
    expect((await post(`/api/orders/${order.id}/close`)).status).toBe(409);
  });

  it("refuses to cancel an order with dispatches: it closes with what went", async () => {
    const order = await createOrder(scratch({ items: [line({ quantity: "100" })] }));
    expect((await post(`/api/orders/${order.id}/close`)).body.error).toBe("A draft order cannot be closed: cancel it instead");
    await post(`/api/orders/${order.id}/confirm`);
    // One load of 40 of the 100, written as the dispatch feature writes it.
    const db = t.services.db;
    const [load] = await db
      .insert(dispatches)
      .values({
        orderId: order.id,
        number: `DC/TEST/${order.id}`,
        fy: "2026-27",
        seq: 1,
        dispatchAt: new Date(),
        vehicleNumber: "GJ05AB1234",
        token: `t${String(order.id).padStart(31, "0")}`,
      })
      .returning();
    await db.insert(dispatchItems).values({ dispatchId: load.id, orderItemId: order.items[0].id, quantity: "40" });
    await db.update(orderItems).set({ dispatched: "40" }).where(eq(orderItems.id, order.items[0].id));
    const read = (await get(`/api/orders/${order.id}`)).body.data;
    expect(read.items[0]).toMatchObject({ dispatched: "40.000", remaining: "60.000" });
    expect(read.dispatches).toEqual([
      expect.objectContaining({ number: `DC/TEST/${order.id}`, vehicle_number: "GJ05AB1234", items: [expect.objectContaining({ quantity: "40.000" })] }),
    ]);

    const refused = await post(`/api/orders/${order.id}/cancel`, { reason: "Too late" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("This order has dispatches: it cannot be cancelled, only closed with what went");
    const closed = await post(`/api/orders/${order.id}/close`, {}, manager);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: "closed", closed_at: expect.any(String), items: [expect.objectContaining({ dispatched: "40.000" })] });
    expect((await auditOf(t, "order.close", order.id)).length).toBe(1);
  });
});

describe("the list and access", () => {
  it("filters by status and searches by number or customer, paged", async () => {
    const order = await createOrder(
      scratch({ customer: { ...QUOTATION_CUSTOMER, customer_name: "Meera Joshi", company: "Joshi Infra", phone: "9333344444" } }),
    );
    const byName = (await get("/api/orders?search=joshi")).body;
    expect(byName.data.map((o: Json) => o.id)).toEqual([order.id]);
    expect((await get(`/api/orders?search=${encodeURIComponent(order.number)}`)).body.data.map((o: Json) => o.id)).toEqual([order.id]);
    const cancelled = (await get("/api/orders?status=cancelled")).body.data;
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((o: Json) => o.status === "cancelled")).toBe(true);
    const page = (await get("/api/orders?limit=5&page=2")).body;
    expect(page.data.length).toBe(5);
    expect(page.pagination).toMatchObject({ page: 2, limit: 5 });
    expect((await get("/api/orders?status=lost")).body.fieldErrors).toEqual({ status: "Choose a status from the list" });
  });

  it("answers 401 without signing in, 404 for an unknown order", async () => {
    expect((await get("/api/orders", null)).status).toBe(401);
    expect((await post("/api/orders", scratch(), null)).status).toBe(401);
    expect((await post("/api/orders/1/confirm", {}, null)).status).toBe(401);
    expect((await get("/api/orders/999999")).body).toEqual({ success: false, error: "Order not found" });
    expect((await put("/api/orders/999999", { notes: "" })).status).toBe(404);
    expect((await post("/api/orders/999999/confirm")).status).toBe(404);
    expect((await post("/api/orders/999999/cancel", { reason: "x" })).status).toBe(404);
    expect((await post("/api/orders/abc/close")).status).toBe(404);
  });
});
