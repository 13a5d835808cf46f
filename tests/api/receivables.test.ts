/**
 * What each customer owes (/api/receivables): real invoices of real loads, dated in the past, aged
 * by days past due; the totals, the filters and orders, the CSV, the dashboard's overdue figures,
 * and 401 and field errors.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, indiaDay } from "#schemas/india-time";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { createConfirmedOrder } from "../helpers/confirmed-order";
import { csvRow } from "../helpers/csv";
import { uniqueName } from "../helpers/unique";
import { freshAddress } from "./_support";
import { readPdf } from "../helpers/pdf-text";
import { mailText, startSmtpCapture } from "../helpers/smtp";
import { auditOf } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, manager: string;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
afterAll(async () => {
  await smtp.close();
});
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ({ t, manager } = await createStaffTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "accounts@test.example" }));
});

const request = async (method: string, path: string, json?: unknown, token: string | null = manager) => {
  const res = await t.request(path, { method, token: token ?? undefined, ...(json === undefined ? {} : { json }), address: freshAddress() });
  return { status: res.status, body: (await res.json()) as Json };
};
const get = (path: string, token: string | null = manager) => request("GET", path, undefined, token);

/** An issued invoice of one load of `order`, dated `daysAgo` days before today (India); answers it. */
async function invoiceOf(order: { id: number; itemIds: number[] }, quantity: string, daysAgo: number): Promise<Json> {
  const load = await request("POST", `/api/orders/${order.id}/dispatches`, {
    dispatch_at: `${indiaDay()}T10:30`,
    vehicle_number: "GJ05AB1234",
    freight_amount: "0",
    items: [{ order_item_id: order.itemIds[0], quantity }],
  });
  expect(load.status, JSON.stringify(load.body)).toBe(201);
  const made = await request("POST", `/api/dispatches/${load.body.data.id}/invoice`, { invoice_date: addDays(indiaDay(), -daysAgo) });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data;
}
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

describe("GET /api/receivables/:customerId/statement", () => {
  it("opens with what was owed before the range, lists its invoices and payments with the running balance, and closes; as a PDF too", async () => {
    const name = uniqueName("Statement");
    const order = await createConfirmedOrder(t.services.db, { customerName: name, lines: [{ description: "Paver", quantity: "300", rate: "100.00" }] });
    const before = await invoiceOf(order, "100", 60); // ₹11,800, before the range
    const within = await invoiceOf(order, "100", 10); // ₹11,800
    const pay = (json: Json) =>
      request("POST", "/api/payments", { customer_id: order.customerId, mode: "upi", reference: "UTR998877", allocation: "oldest_first", ...json });
    expect((await pay({ payment_date: addDays(indiaDay(), -50), amount: "1800.00" })).status).toBe(201);
    const upi = await pay({ payment_date: addDays(indiaDay(), -5), amount: "5000.00" });
    expect(upi.status).toBe(201);
    const from = addDays(indiaDay(), -30);
    const { status, body } = await get(`/api/receivables/${order.customerId}/statement?from=${from}&to=${indiaDay()}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      from,
      to: indiaDay(),
      opening: (Number(before.grand_total) - 1800).toFixed(2),
      lines: [
        {
          date: within.invoice_date,
          kind: "invoice",
          number: within.number,
          particulars: `Tax invoice, due ${within.due_date}`,
          debit: within.grand_total,
          credit: "0.00",
          balance: "21800.00",
        },
        {
          date: addDays(indiaDay(), -5),
          kind: "payment",
          number: upi.body.data.number,
          particulars: "Payment by UPI, UTR998877",
          debit: "0.00",
          credit: "5000.00",
          balance: "16800.00",
        },
      ],
      debits: within.grand_total,
      credits: "5000.00",
      closing: "16800.00",
    });
    // Without a range: the financial year so far.
    expect((await get(`/api/receivables/${order.customerId}/statement`)).body.data.to).toBe(indiaDay());

    const res = await t.request(`/api/receivables/${order.customerId}/statement/pdf?from=${from}`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const { text } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    for (const words of ["Statement of Account", name, "Opening balance", within.number, upi.body.data.number, "Closing balance", "16,800.00"]) {
      expect(text, words).toContain(words);
    }
  });

  it("answers 404 for an unknown customer, 400 naming a bad day, and 401 signed out", async () => {
    expect(await get("/api/receivables/999999/statement")).toMatchObject({ status: 404, body: { error: "Customer not found" } });
    expect(await get("/api/receivables/1/statement?from=2026-02-30")).toMatchObject({
      status: 400,
      body: { fieldErrors: { from: "Enter the first day as YYYY-MM-DD" } },
    });
    expect((await get("/api/receivables/1/statement", null)).status).toBe(401);
  });
});

describe("POST /api/receivables/:customerId/reminder", () => {
  it("e-mails the statement with the overdue invoices, the balance and a UPI link, or hands back the WhatsApp link; audited", async () => {
    const name = uniqueName("Reminded");
    const email = `${name.split(" ")[1].toLowerCase()}@example.com`;
    const order = await createConfirmedOrder(t.services.db, { customerName: name, email, lines: [{ description: "Paver", quantity: "200", rate: "100.00" }] });
    await t.services.db.execute(sql`update customers set email = ${email} where id = ${order.customerId}`);
    const late = await invoiceOf(order, "100", 20);
    await invoiceOf(order, "100", 0); // due today: owed, not overdue
    const business = await get("/api/site/business");
    const bank = {
      accountName: "Shree Cement Products",
      accountNumber: "001234567890",
      ifsc: "HDFC0001234",
      bankName: "HDFC Bank",
      upiId: "shreecement@hdfcbank",
    };
    const admin = await t.login();
    expect((await request("PUT", "/api/site/business", { ...business.body.data, bank }, admin)).status).toBe(200);

    const mailed = await request("POST", `/api/receivables/${order.customerId}/reminder`, { channel: "email" });
    expect(mailed).toMatchObject({ status: 200, body: { message: `Reminder e-mailed to ${email}` } });
    const mail = smtp.received.find((m) => m.to.includes(email))!;
    const body = mailText(mail.raw);
    expect(body).toContain(`${late.number}: ₹11,800, due`);
    expect(body).toContain("Balance due: ₹23,600");
    expect(body).toContain("upi://pay?pa=shreecement%40hdfcbank");
    expect(body).toContain("am=23600.00");
    expect(mail.raw).toMatch(/filename="?statement-\d+-\d{4}-04-01-to-\d{4}-\d{2}-\d{2}\.pdf/);

    const wa = await request("POST", `/api/receivables/${order.customerId}/reminder`, { channel: "whatsapp" });
    expect(wa.status).toBe(200);
    expect(wa.body.data.whatsapp_href).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    expect(decodeURIComponent(wa.body.data.whatsapp_href.split("?text=")[1])).toBe(wa.body.data.message);
    expect(wa.body.data.message).toContain(late.number);
    const audit = await auditOf(t, "payment.reminder_sent", order.customerId);
    expect(audit.map((a) => a.details.channel).sort()).toEqual(["email", "whatsapp"]);
    expect(audit[0].details).toMatchObject({ customer_name: name, balance: "23600.00", overdue: [late.number] });
  });

  it("refuses when nothing is owed, without an e-mail address, a bad channel, and an unknown customer", async () => {
    const order = await createConfirmedOrder(t.services.db, { lines: [{ description: "Paver", quantity: "10", rate: "10.00" }] });
    expect(await request("POST", `/api/receivables/${order.customerId}/reminder`, { channel: "whatsapp" })).toMatchObject({
      status: 409,
      body: { error: "This customer owes nothing" },
    });
    await invoiceOf(order, "10", 40);
    expect(await request("POST", `/api/receivables/${order.customerId}/reminder`, { channel: "email" })).toMatchObject({
      status: 409,
      body: { error: "This customer has no e-mail address" },
    });
    expect(await request("POST", `/api/receivables/${order.customerId}/reminder`, { channel: "sms" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { channel: "Choose e-mail or WhatsApp" } },
    });
    expect((await request("POST", "/api/receivables/999999/reminder", { channel: "whatsapp" })).status).toBe(404);
  });
});
