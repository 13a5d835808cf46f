/**
 * What each customer owes (/api/receivables): real invoices of real loads, dated in the past, aged
 * by days past due; the totals, the filters and orders, the CSV, the dashboard's overdue figures,
 * and 401 and field errors.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { indiaDay } from "#schemas/india-time";
import { createConfirmedOrder } from "../helpers/confirmed-order";
import { csvRow } from "../helpers/csv";
import { uniqueName } from "../helpers/unique";
import { receivablesFixture, type Json } from "./_receivables";

const { t, manager, request, get, invoiceOf } = await receivablesFixture();

const paid = (invoiceId: number, amount: string) => t.services.db.execute(sql`update invoices set amount_paid = ${amount} where id = ${invoiceId}`);

describe("GET /api/receivables", () => {
  it("answers 401 without a session and 400 naming a bad sort", async () => {
    expect((await get("/api/receivables", null)).status).toBe(401);
    const bad = await get("/api/receivables?sort=loudest");
    expect(bad).toMatchObject({ status: 400, body: { fieldErrors: { sort: "Choose a sort from the list" } } });
  });

  it("ages a customer's unpaid invoices by days past due, with what was invoiced, received and is owed", async () => {
    const name = uniqueName("Owing");
    const order = await createConfirmedOrder(t.services.db, { customerName: name, lines: [{ description: "Kerb stone", quantity: "300", rate: "100.00" }] });
    const recent = await invoiceOf(order, "100", 10); // 10 days late: 0–30
    const older = await invoiceOf(order, "100", 45); // 31–60
    const oldest = await invoiceOf(order, "100", 100); // over 90
    await paid(older.id, "5000.00");
    await paid(oldest.id, oldest.grand_total); // settled: no longer aged
    const { status, body } = await get(`/api/receivables?search=${encodeURIComponent(name)}`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const owedOlder = (Number(older.grand_total) - 5000).toFixed(2);
    const invoiced = (Number(recent.grand_total) + Number(older.grand_total) + Number(oldest.grand_total)).toFixed(2);
    const received = (5000 + Number(oldest.grand_total)).toFixed(2);
    expect(body.data[0]).toEqual({
      customer_id: order.customerId,
      customer_name: name,
      company: "Patil Constructions",
      phone: expect.any(String),
      invoiced,
      received,
      advance: "0.00",
      balance: (Number(invoiced) - Number(received)).toFixed(2),
      overdue: (Number(recent.grand_total) + Number(owedOlder)).toFixed(2),
      oldest_unpaid_days: 45,
      buckets: { days_0_30: recent.grand_total, days_31_60: owedOlder, days_61_90: "0.00", days_over_90: "0.00" },
    });
    expect(body.totals).toMatchObject({ invoiced, received, balance: body.data[0].balance });
    expect(body.pagination).toMatchObject({ page: 1, total: 1 });
  });

  it("keeps only customers with something overdue when asked, sorts, and leaves out cancelled invoices", async () => {
    const late = uniqueName("Latepayer");
    const onTime = uniqueName("Ontime");
    const a = await createConfirmedOrder(t.services.db, { customerName: late, lines: [{ description: "Paver", quantity: "100", rate: "10.00" }] });
    const b = await createConfirmedOrder(t.services.db, { customerName: onTime, lines: [{ description: "Paver", quantity: "101", rate: "50.00" }] });
    await invoiceOf(a, "100", 5);
    const notDue = await invoiceOf(b, "100", 0);
    const gone = await invoiceOf(b, "1", 200);
    const admin = await t.login();
    expect((await request("POST", `/api/invoices/${gone.id}/cancel`, { reason: "Wrong customer" }, admin)).status).toBe(200);
    const overdue = await get(`/api/receivables?overdue=1&sort=customer`);
    const names = overdue.body.data.map((r: Json) => r.customer_name);
    expect(names).toContain(late);
    expect(names).not.toContain(onTime);
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y, "en-IN")));
    const mine = (await get(`/api/receivables?search=${encodeURIComponent(onTime)}`)).body.data[0];
    expect(mine).toMatchObject({ invoiced: notDue.grand_total, overdue: "0.00", oldest_unpaid_days: 0 });
    expect(mine.buckets.days_0_30).toBe(notDue.grand_total);
  });

  it("counts a payment as received: allocated to an invoice, and an advance not yet applied lowering the balance", async () => {
    const name = uniqueName("Advancer");
    const order = await createConfirmedOrder(t.services.db, { customerName: name, lines: [{ description: "Paver", quantity: "200", rate: "100.00" }] });
    const inv = await invoiceOf(order, "100", 40);
    const pay = (json: Json) =>
      request("POST", "/api/payments", { customer_id: order.customerId, payment_date: indiaDay(), mode: "upi", reference: "UTR123456", ...json });
    expect((await pay({ amount: "1000.00", allocation: "oldest_first" })).status).toBe(201);
    expect((await pay({ amount: "500.00", allocation: "advance", order_id: order.id })).status).toBe(201);
    const row = (await get(`/api/receivables?search=${encodeURIComponent(name)}`)).body.data[0];
    const owed = (Number(inv.grand_total) - 1000).toFixed(2);
    expect(row).toMatchObject({
      invoiced: inv.grand_total,
      received: "1500.00",
      advance: "500.00",
      balance: (Number(inv.grand_total) - 1500).toFixed(2),
      overdue: owed,
      buckets: { days_0_30: "0.00", days_31_60: owed, days_61_90: "0.00", days_over_90: "0.00" },
    });
  });

  it("exports the same rows as CSV, and the dashboard lists the largest overdue balances", async () => {
    const name = uniqueName("Csvowing");
    const order = await createConfirmedOrder(t.services.db, { customerName: name, lines: [{ description: "Paver", quantity: "1000", rate: "999.00" }] });
    const inv = await invoiceOf(order, "1000", 70);
    const res = await t.request(`/api/receivables/export?search=${encodeURIComponent(name)}`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const phone = (await get(`/api/receivables?search=${encodeURIComponent(name)}`)).body.data[0].phone;
    expect(await res.text()).toBe(
      [
        csvRow([
          "Customer",
          "Company",
          "Phone",
          "Invoiced",
          "Received",
          "Advance",
          "Balance",
          "Overdue",
          "Oldest unpaid (days)",
          "0–30 days",
          "31–60 days",
          "61–90 days",
          "Over 90 days",
        ]),
        csvRow([
          name,
          "Patil Constructions",
          phone,
          inv.grand_total,
          "0.00",
          "0.00",
          inv.grand_total,
          inv.grand_total,
          70,
          "0.00",
          "0.00",
          inv.grand_total,
          "0.00",
        ]),
      ].join("\r\n") + "\r\n",
    );
    const dash = await get("/api/receivables/overdue");
    expect(dash.status).toBe(200);
    expect(dash.body.data.customers.length).toBeLessThanOrEqual(5);
    // The largest overdue balance of this file's customers is this one (about ₹11.8 lakh).
    expect(dash.body.data.customers[0]).toEqual({ customer_id: order.customerId, customer_name: name, overdue: inv.grand_total });
    const listed = (await get("/api/receivables?overdue=1")).body.totals.overdue;
    expect(dash.body.data.total).toBe(listed);
  });
});
