/**
 * Making sales orders (/api/orders): from an accepted quotation (its lines copied exactly), from a lead
 * (the lead turning Won with the order on its timeline) and from scratch, a draft's changes and its
 * confirmation, the customer's delivery sites, the audit log and field errors by path.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, indiaDay } from "#schemas/india-time";
import { customerSites } from "../../server/core/db/schema";
import { QUOTATION_CUSTOMER } from "../helpers/quotation-customer";
import { auditOf, createInquiry } from "./_support";
import { ordersFixture, type Json } from "./_orders";

const { t, manager, product, get, post, put, line, scratch, createOrder, timelineOf } = await ordersFixture();

/** A quotation the customer has accepted on its page (sent on WhatsApp, accepted with its mobile number). */
async function acceptedQuotation(over: Json = {}): Promise<Json> {
  const made = await post("/api/quotations", {
    ...QUOTATION_CUSTOMER,
    phone: "9000054321",
    items: [
      line(),
      line({ product_id: null, description: "Kerb stone 300 mm", hsn: "681091", quantity: "250", unit: "Pieces", rate: "120", discount_pct: "0", gst_rate: 5 }),
    ],
    freight: { amount: "2500", hsn: "996511", gst_rate: 18 },
    valid_until: addDays(indiaDay(), 15),
    ...over,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const q = made.body.data;
  expect((await post(`/api/quotations/${q.id}/send`, { channel: "whatsapp" })).status).toBe(200);
  const accepted = await post(`/api/q/${String(q.token_url).split("/q/")[1]}/accept`, { name: "Ravi Patil", mobile: "9000054321" }, null);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return (await get(`/api/quotations/${q.id}`)).body.data;
}

describe("an order from an accepted quotation", () => {
  it("copies its customer, lines, rates, discounts, GST rates and freight exactly, as a draft with the lead's timeline entry", async () => {
    const lead = await createInquiry(t, product.id, { mobile: "9000054321" });
    const q = await acceptedQuotation({ inquiry_id: lead.id });
    const order = await createOrder({ quotation_id: q.id }, manager);
    expect(order).toMatchObject({
      status: "draft",
      quotation_id: q.id,
      quotation_number: q.number,
      inquiry_id: lead.id,
      customer_name: q.customer_name,
      company: q.company,
      billing_address: q.billing_address,
      state_code: q.state_code,
      phone: q.phone,
      freight: q.freight,
      grand_total: q.grand_total,
      totals: q.totals,
      seller: q.seller,
      dispatches: [],
    });
    expect(order.items.map(({ id: _id, dispatched: _d, remaining: _r, ...rest }: Json) => rest)).toEqual(q.items);
    expect(order.items.map((i: Json) => [i.dispatched, i.remaining])).toEqual([
      ["0.000", "12000.500"],
      ["0.000", "250.000"],
    ]);
    // The quotation and its lead now name the customer the order is for.
    expect((await get(`/api/quotations/${q.id}`)).body.data.status).toBe("accepted");
    const [{ customer_id }] = (await t.services.db.execute<{ customer_id: number }>(sql`select customer_id from inquiries where id = ${lead.id}`)).rows;
    expect(customer_id).toBe(order.customer_id);
    expect((await timelineOf(lead.id))[0]).toMatchObject({ kind: "order", summary: `Order ${order.number} created` });
    expect((await auditOf(t, "order.create", order.id))[0].details).toMatchObject({ number: order.number, quotation: q.number });
    const activity = (await get("/api/activity?kind=orders")).body.data.map((e: Json) => e.summary as string);
    expect(activity).toContainEqual(expect.stringContaining(`created order ${order.number} for Ravi Patil from quotation ${q.number}`));

    // One order per quotation.
    const again = await post("/api/orders", { quotation_id: q.id });
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors).toEqual({ quotation_id: "An order has already been made from this quotation" });
  });

  it("refuses a quotation that is not accepted, and one that does not exist", async () => {
    const draft = await post("/api/quotations", { ...QUOTATION_CUSTOMER, items: [line()], valid_until: addDays(indiaDay(), 15) });
    const refused = await post("/api/orders", { quotation_id: draft.body.data.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: "Only an accepted quotation can become an order", fieldErrors: { quotation_id: expect.any(String) } });
    const missing = await post("/api/orders", { quotation_id: 999999 });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ quotation_id: "This quotation no longer exists" });
  });
});

describe("an order from a lead", () => {
  it("takes the lead's product and quantity at the catalogue price, and makes the lead Won with the order on its timeline", async () => {
    const lead = await createInquiry(t, product.id, { mobile: "9111122222", quantity: 4000, unit: "Pieces" });
    const order = await createOrder({ inquiry_id: lead.id });
    expect(order.items).toEqual([
      expect.objectContaining({
        product_id: product.id,
        description: product.product_name,
        quantity: "4000",
        unit: "Pieces",
        rate: "45.50",
        hsn: "68101990",
        gst_rate: 12,
      }),
    ]);
    expect(order).toMatchObject({ phone: "9111122222", inquiry_id: lead.id, quotation_id: null });
    const l = (await get(`/api/leads/${lead.id}`)).body.data;
    expect(l.stage).toBe("won");
    expect(l.timeline.map((e: Json) => e.summary)).toEqual(expect.arrayContaining([`Order ${order.number} created`, "Moved from New to Won"]));
  });
});

describe("a draft order", () => {
  it("is edited (delivery site, dates, advance, lines), then confirmed and no longer editable", async () => {
    const order = await createOrder(scratch());
    const changed = await put(`/api/orders/${order.id}`, {
      delivery_address: "Plot 7, GIDC, Vapi",
      delivery_pin: "396195",
      site_contact_name: "Suresh",
      site_contact_phone: "98250 11111",
      delivery_from: "2026-12-01",
      delivery_to: "2026-12-15",
      advance_kind: "percent",
      advance_value: "25",
      notes: "Unload at gate 2",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const d = changed.body.data;
    expect(d).toMatchObject({
      delivery_address: "Plot 7, GIDC, Vapi",
      delivery_pin: "396195",
      site_contact_phone: "9825011111",
      delivery_from: "2026-12-01",
      delivery_to: "2026-12-15",
      advance_kind: "percent",
      advance_value: "25.00",
      notes: "Unload at gate 2",
      items: [expect.objectContaining({ quantity: "12000.5" })],
    });
    // 25 % of the grand total, to the paisa.
    expect(Number(d.advance_amount)).toBeCloseTo(Number(d.grand_total) / 4, 2);
    expect((await auditOf(t, "order.update", order.id))[0].details.changes).toMatchObject({ delivery_pin: { from: "", to: "396195" } });

    const relined = await put(`/api/orders/${order.id}`, { items: [line({ quantity: "100" })], advance_kind: "amount", advance_value: "1000" });
    expect(relined.body.data).toMatchObject({ advance_amount: "1000.00", items: [expect.objectContaining({ quantity: "100" })] });

    const confirmed = await post(`/api/orders/${order.id}/confirm`, {}, manager);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: "confirmed", confirmed_at: expect.any(String) });
    expect((await auditOf(t, "order.confirm", order.id)).length).toBe(1);
    const late = await put(`/api/orders/${order.id}`, { notes: "x" });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe("Only a draft order can be changed");
    expect((await post(`/api/orders/${order.id}/confirm`)).status).toBe(409);
  });

  it("takes one of its customer's delivery sites as a snapshot", async () => {
    const order = await createOrder(scratch({ customer: { ...QUOTATION_CUSTOMER, phone: "9444455555" } }));
    const [site] = await t.services.db
      .insert(customerSites)
      .values({
        customerId: order.customer_id,
        label: "Vapi yard",
        address: "Plot 9, GIDC, Vapi",
        pin: "396195",
        contactName: "Asha",
        contactPhone: "9825022222",
      })
      .returning();
    expect((await get(`/api/orders/sites/${order.customer_id}`)).body.data).toEqual([
      { id: site.id, label: "Vapi yard", address: "Plot 9, GIDC, Vapi", pin: "396195", contact_name: "Asha", contact_phone: "9825022222" },
    ]);
    const chosen = await put(`/api/orders/${order.id}`, { site_id: site.id });
    expect(chosen.body.data).toMatchObject({ site_id: site.id, delivery_address: "Plot 9, GIDC, Vapi", delivery_pin: "396195", site_contact_name: "Asha" });
  });

  it("names each bad field by its path", async () => {
    const bad = await post(
      "/api/orders",
      scratch({ items: [line({ quantity: "0" })], advance_kind: "percent", advance_value: "120", delivery_from: "2026-12-10", delivery_to: "2026-12-01" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      "items.0.quantity": "Quantity must be more than 0",
      advance_value: "The advance must be from 0 to 100 %",
      delivery_to: "The last delivery date cannot be before the first",
    });
    const nothing = await post("/api/orders", {});
    expect(nothing.body.fieldErrors).toMatchObject({ customer: "Choose a customer or enter the customer's details", items: "Add at least one item" });
    const order = await createOrder(scratch({ items: [line({ quantity: "10", rate: "100", discount_pct: "0", gst_rate: 0 })] }));
    const tooMuch = await put(`/api/orders/${order.id}`, { advance_value: "5000" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fieldErrors).toEqual({ advance_value: "The advance cannot be more than the order's grand total" });
    const pin = await put(`/api/orders/${order.id}`, { delivery_pin: "12345" });
    expect(pin.body.fieldErrors).toEqual({ delivery_pin: "Enter the 6-digit PIN code" });
    const site = await put(`/api/orders/${order.id}`, { site_id: 999999 });
    expect(site.body.fieldErrors).toEqual({ site_id: "Choose one of the customer's sites" });
  });
});
