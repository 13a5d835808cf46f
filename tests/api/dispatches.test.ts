/**
 * Dispatch by truckload (/api/orders/:id/dispatches, /api/dispatches): loads never take more than
 * remains (also two at once for the last of it), the order's status through partial and full
 * dispatch and delivery, deletion rules, vehicle numbers, sending the challan by e-mail to a real
 * loopback SMTP server and on WhatsApp, the board's totals, and 401/403/404 and field errors.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, indiaDay } from "#schemas/india-time";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { createConfirmedOrder } from "../helpers/confirmed-order";
import { startSmtpCapture } from "../helpers/smtp";
import { uniqueName } from "../helpers/unique";
import { auditOf, createProduct, freshAddress } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PUBLIC_URL = "https://shop.test.example";
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp, admin: string, manager: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ({ t, admin, manager } = await createStaffTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "shop@test.example", PUBLIC_URL }));
});
afterAll(async () => {
  await smtp.close();
});

const request = async (method: string, path: string, json?: unknown, token: string | null = manager) => {
  const res = await t.request(path, { method, token: token ?? undefined, ...(json === undefined ? {} : { json }), address: freshAddress() });
  const type = res.headers.get("content-type") ?? "";
  return { status: res.status, res, body: (type.includes("json") ? await res.json() : {}) as Json };
};
const get = (path: string, token: string | null = manager) => request("GET", path, undefined, token);
const post = (path: string, json: unknown = {}, token: string | null = manager) => request("POST", path, json, token);

const load = (itemId: number, quantity: string, over: Json = {}) => ({
  dispatch_at: `${indiaDay()}T10:30`,
  vehicle_number: "gj-05 ab 1234",
  driver_name: "Ramesh",
  driver_phone: "98250 12345",
  transporter: "Shree Roadlines",
  freight_amount: "2500",
  items: [{ order_item_id: itemId, quantity }],
  ...over,
});
const dispatch = (orderId: number, body: Json, token = manager) => post(`/api/orders/${orderId}/dispatches`, body, token);
const statusOf = async (orderId: number) =>
  (await t.services.db.execute<{ status: string }>(sql`select status from sales_orders where id = ${orderId}`)).rows[0].status;
const dispatchedOf = async (itemId: number) =>
  (await t.services.db.execute<{ d: string }>(sql`select dispatched::text as d from order_items where id = ${itemId}`)).rows[0].d;
const delivered = (id: number, token = manager) =>
  post(`/api/dispatches/${id}/delivered`, { received_by: "Suresh Kale", delivered_at: `${indiaDay()}T15:00` }, token);

describe("a load", () => {
  it("is numbered DC/…, stores the vehicle number normalised, raises the line's dispatched and is audited", async () => {
    const order = await createConfirmedOrder(t.services.db);
    const res = await dispatch(order.id, load(order.itemIds[0], "4000"));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const d = res.body.data;
    expect(d.number).toMatch(/^DC\/\d{4}-\d{2}\/\d{4}$/);
    expect(d).toMatchObject({ vehicle_number: "GJ05AB1234", driver_phone: "9825012345", freight_amount: "2500.00", delivered_at: null });
    expect(d.items).toEqual([
      { order_item_id: order.itemIds[0], description: "Zig-Zag Paver Block 60 mm", hsn: "68101190", unit: "Pieces", quantity: "4000.000" },
    ]);
    expect(d.token_url).toMatch(new RegExp(`^${PUBLIC_URL}/d/[A-Za-z0-9_-]{32}$`));
    expect(await dispatchedOf(order.itemIds[0])).toBe("4000.000");
    expect(await statusOf(order.id)).toBe("partly_dispatched");
    const [entry] = await auditOf(t, "dispatch.create", d.id);
    expect(entry.details).toMatchObject({ number: d.number, order_number: order.number, vehicle_number: "GJ05AB1234" });
    const activity = (await get("/api/activity?kind=orders", admin)).body.data.find((e: Json) => e.action === "dispatch.create");
    expect(activity.summary).toContain(`dispatched ${d.number} of order ${order.number} on vehicle GJ05AB1234: 4,000 Pieces of Zig-Zag Paver Block 60 mm`);
  });

  it("refuses a vehicle number that is not an Indian registration, naming vehicle_number; nothing is saved", async () => {
    const order = await createConfirmedOrder(t.services.db);
    const res = await dispatch(order.id, load(order.itemIds[0], "10", { vehicle_number: "HELLO 1" }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ vehicle_number: "Enter the vehicle number as on its plate, e.g. GJ05AB1234" });
    expect(await dispatchedOf(order.itemIds[0])).toBe("0.000");
  });

  it("names each bad field by its path: no items, a zero quantity, four decimals, a date", async () => {
    const order = await createConfirmedOrder(t.services.db);
    const none = await dispatch(order.id, load(order.itemIds[0], "1", { items: [] }));
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors).toMatchObject({ items: "Add at least one item to this load" });
    const bad = await dispatch(
      order.id,
      load(order.itemIds[0], "1", { dispatch_at: "soon", items: [{ order_item_id: order.itemIds[0], quantity: "1.2345" }] }),
    );
    expect(bad.body.fieldErrors).toMatchObject({
      dispatch_at: "Enter the date and time",
      "items.0.quantity": "Enter a quantity above 0 with at most 3 decimals",
    });
    const zero = await dispatch(order.id, load(order.itemIds[0], "0"));
    expect(zero.body.fieldErrors).toMatchObject({ "items.0.quantity": "Enter a quantity above 0 with at most 3 decimals" });
    const other = await createConfirmedOrder(t.services.db);
    const foreign = await dispatch(order.id, load(other.itemIds[0], "1"));
    expect(foreign.status).toBe(409);
    expect(foreign.body.fieldErrors).toEqual({ "items.0.order_item_id": "This line is not on this order" });
  });

  it("never takes more than remains: the refusal names the line and nothing of the load is kept", async () => {
    const order = await createConfirmedOrder(t.services.db, {
      lines: [
        { description: "Zig-Zag Paver Block 60 mm", quantity: "16000" },
        { description: "Kerb Stone", quantity: "200" },
      ],
    });
    const [paver, kerb] = order.itemIds;
    expect((await dispatch(order.id, load(paver, "4000"))).status).toBe(201);
    const over = await dispatch(
      order.id,
      load(paver, "1", {
        items: [
          { order_item_id: kerb, quantity: "50" },
          { order_item_id: paver, quantity: "12000.001" },
        ],
      }),
    );
    expect(over.status).toBe(409);
    const message = "Only 12,000 Pieces of Zig-Zag Paver Block 60 mm remain to dispatch";
    expect(over.body).toMatchObject({ error: message, fieldErrors: { "items.1.quantity": message } });
    expect(await dispatchedOf(kerb)).toBe("0.000");
    expect((await get(`/api/dispatches?from=${addDays(indiaDay(), -1)}`)).body.data.dispatches.filter((d: Json) => d.order_id === order.id)).toHaveLength(1);
  });

  it("two staff loading the last of a line at once: exactly one succeeds, the other is told what remains", async () => {
    for (let round = 0; round < 5; round++) {
      const order = await createConfirmedOrder(t.services.db, { lines: [{ description: "Zig-Zag Paver Block 60 mm", quantity: "8000" }] });
      const [a, b] = await Promise.all([dispatch(order.id, load(order.itemIds[0], "8000")), dispatch(order.id, load(order.itemIds[0], "8000"), admin)]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      const refused = a.status === 409 ? a : b;
      expect(refused.body.fieldErrors).toEqual({ "items.0.quantity": "Only 0 Pieces of Zig-Zag Paver Block 60 mm remain to dispatch" });
      expect(await dispatchedOf(order.itemIds[0])).toBe("8000.000");
      expect(await statusOf(order.id)).toBe("dispatched");
    }
  });

  it("only leaves on a confirmed order; unknown orders and dispatches are 404, no sign-in 401", async () => {
    const draft = await createConfirmedOrder(t.services.db, { status: "draft" });
    const res = await dispatch(draft.id, load(draft.itemIds[0], "1"));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("A draft order cannot be dispatched; confirm it first");
    expect((await dispatch(2_000_000_000, load(1, "1"))).status).toBe(404);
    expect((await post(`/api/orders/${draft.id}/dispatches`, load(draft.itemIds[0], "1"), null)).status).toBe(401);
    for (const path of ["/api/dispatches/2000000000/delivered", "/api/dispatches/2000000000/send"]) {
      const body = path.endsWith("send") ? { channel: "whatsapp" } : { received_by: "A", delivered_at: `${indiaDay()}T10:00` };
      expect((await post(path, body)).status).toBe(404);
    }
    expect((await get("/api/dispatches/2000000000/challan.pdf")).status).toBe(404);
    expect((await get("/api/dispatches", null)).status).toBe(401);
  });
});

describe("the order's status", () => {
  it("goes Partly dispatched → Dispatched → Delivered once every load is signed for", async () => {
    const order = await createConfirmedOrder(t.services.db, { lines: [{ description: "Zig-Zag Paver Block 60 mm", quantity: "8000" }] });
    expect(await statusOf(order.id)).toBe("confirmed");
    const first = (await dispatch(order.id, load(order.itemIds[0], "5000"))).body.data;
    expect(await statusOf(order.id)).toBe("partly_dispatched");
    const second = (await dispatch(order.id, load(order.itemIds[0], "3000", { vehicle_number: "MH12A123" }))).body.data;
    expect(await statusOf(order.id)).toBe("dispatched");
    const signed = await delivered(first.id);
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ received_by: "Suresh Kale", delivered_at: expect.any(String) });
    expect(await statusOf(order.id)).toBe("dispatched");
    expect((await delivered(first.id)).status).toBe(409);
    expect((await delivered(second.id)).status).toBe(200);
    expect(await statusOf(order.id)).toBe("delivered");
    const [entry] = await auditOf(t, "dispatch.deliver", second.id);
    expect(entry.details).toMatchObject({ received_by: "Suresh Kale", status: "delivered" });
  });

  it("proof of delivery takes a photo uploaded here only, and needs who received it", async () => {
    const order = await createConfirmedOrder(t.services.db);
    const d = (await dispatch(order.id, load(order.itemIds[0], "100"))).body.data;
    const foreign = await post(`/api/dispatches/${d.id}/delivered`, {
      received_by: "A",
      delivered_at: `${indiaDay()}T10:00`,
      proof_image: "https://evil.example/x.jpg",
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors).toHaveProperty("proof_image");
    const nobody = await post(`/api/dispatches/${d.id}/delivered`, { received_by: " ", delivered_at: `${indiaDay()}T10:00` });
    expect(nobody.body.fieldErrors).toEqual({ received_by: "Enter who received the goods" });
    const ok = await post(`/api/dispatches/${d.id}/delivered`, {
      received_by: "Suresh",
      delivered_at: `${indiaDay()}T10:00`,
      proof_image: "/uploads/0123456789abcdef0123456789abcdef-800.webp",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.proof_image).toBe("/uploads/0123456789abcdef0123456789abcdef-800.webp");
  });
});

describe("deleting a load", () => {
  it("is for admins only, of an undelivered load; its quantities go back and the status follows", async () => {
    const order = await createConfirmedOrder(t.services.db, { lines: [{ description: "Zig-Zag Paver Block 60 mm", quantity: "1000" }] });
    const a = (await dispatch(order.id, load(order.itemIds[0], "600"))).body.data;
    const b = (await dispatch(order.id, load(order.itemIds[0], "400"))).body.data;
    expect(await statusOf(order.id)).toBe("dispatched");
    expect((await request("DELETE", `/api/dispatches/${b.id}`, undefined, manager)).status).toBe(403);
    const gone = await request("DELETE", `/api/dispatches/${b.id}`, undefined, admin);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe(`Dispatch ${b.number} deleted`);
    expect(await dispatchedOf(order.itemIds[0])).toBe("600.000");
    expect(await statusOf(order.id)).toBe("partly_dispatched");
    expect((await auditOf(t, "dispatch.delete", b.id))[0].details).toMatchObject({ number: b.number, order_number: order.number });
    expect((await delivered(a.id)).status).toBe(200);
    const refused = await request("DELETE", `/api/dispatches/${a.id}`, undefined, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("A delivered dispatch cannot be deleted");
    expect((await request("DELETE", `/api/dispatches/${b.id}`, undefined, admin)).status).toBe(404);
  });
});

describe("sending the challan", () => {
  it("by e-mail to the order's address with the challan PDF attached, recorded as sent", async () => {
    const order = await createConfirmedOrder(t.services.db, { email: "ravi@patil.example" });
    const d = (await dispatch(order.id, load(order.itemIds[0], "4000"))).body.data;
    const res = await post(`/api/dispatches/${d.id}/send`, { channel: "email" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(`Delivery challan ${d.number} sent to ravi@patil.example`);
    expect(res.body.data.sent_at).toEqual(expect.any(String));
    const mail = smtp.received.find((m) => m.to.includes("ravi@patil.example"));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain(`Subject: Delivery challan ${d.number} for your order ${order.number}`);
    expect(mail!.raw).toMatch(/Content-Type: application\/pdf; name=DC-\d{4}-\d{2}-\d{4}\.pdf/);
    expect(mail!.raw).toContain("Content-Disposition: attachment");
    expect((await auditOf(t, "dispatch.send", d.id))[0].details).toMatchObject({ channel: "email", to: "ravi@patil.example" });
  });

  it("by e-mail needs the customer's address (400 naming email); on WhatsApp answers the wa.me message with the link", async () => {
    const order = await createConfirmedOrder(t.services.db);
    const d = (await dispatch(order.id, load(order.itemIds[0], "4000"))).body.data;
    const none = await post(`/api/dispatches/${d.id}/send`, { channel: "email" });
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors).toEqual({ email: "Add the customer's e-mail to the order first" });
    expect((await post(`/api/dispatches/${d.id}/send`, { channel: "fax" })).status).toBe(400);
    const wa = await post(`/api/dispatches/${d.id}/send`, { channel: "whatsapp" });
    expect(wa.status).toBe(200);
    const href = new URL(wa.body.whatsapp_href);
    expect(href.host).toBe("wa.me");
    expect(href.searchParams.get("text")).toBe(
      `Your order ${order.number}: vehicle GJ05AB1234 left at 10:30 am with 4,000 Pieces of Zig-Zag Paver Block 60 mm.\n${d.token_url}`,
    );
    expect(wa.body.data.sent_at).toEqual(expect.any(String));
  });
});

describe("the dispatch board", () => {
  it("lists the days' loads and totals what remains per product across confirmed orders", async () => {
    const product = await createProduct(t, admin, { product_name: uniqueName("Zig-Zag Paver Block") });
    const line = (quantity: string) => [{ description: product.product_name, quantity, productId: product.id }];
    const orders = await Promise.all(["20000", "16000", "10000", "12000"].map((q) => createConfirmedOrder(t.services.db, { lines: line(q) })));
    await createConfirmedOrder(t.services.db, { lines: line("5000"), status: "draft" });
    const tomorrow = addDays(indiaDay(), 1);
    const first = await dispatch(orders[0].id, load(orders[0].itemIds[0], "6000", { dispatch_at: `${tomorrow}T09:15` }));
    expect(first.status).toBe(201);
    // A load 9 days ahead is outside the default days.
    await dispatch(orders[1].id, load(orders[1].itemIds[0], "0.5", { dispatch_at: `${addDays(indiaDay(), 9)}T09:15` }));
    const board = (await get(`/api/dispatches?product=${product.id}`)).body.data;
    expect(board).toMatchObject({ from: indiaDay(), to: addDays(indiaDay(), 7) });
    expect(board.dispatches.map((d: Json) => d.number)).toEqual([first.body.data.number]);
    expect(board.dispatches[0]).toMatchObject({ order_number: orders[0].number, delivery_pin: "411057" });
    expect(board.remaining).toEqual([{ product_id: product.id, description: product.product_name, unit: "Pieces", remaining: "51999.500", orders: 4 }]);
    expect(board.products).toContainEqual({ id: product.id, name: product.product_name });
    const later = (await get(`/api/dispatches?from=${addDays(indiaDay(), 9)}&to=${addDays(indiaDay(), 9)}&product=${product.id}`)).body.data;
    expect(later.dispatches).toHaveLength(1);
    const wrong = await get(`/api/dispatches?from=${tomorrow}&to=${indiaDay()}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ to: "The last day cannot be before the first day" });
  });
});
