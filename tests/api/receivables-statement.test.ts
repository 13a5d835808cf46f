/**
 * A customer's statement of account (/api/receivables/:customerId/statement, and its PDF) with the
 * opening balance and the running balance, and the payment reminder e-mailed through a real loopback
 * SMTP server (the statement attached, a UPI link) or handed back as a WhatsApp link; audited, and
 * the answers to nothing owed, no e-mail address, bad input and unknown customers.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, indiaDay } from "#schemas/india-time";
import { createConfirmedOrder } from "../helpers/confirmed-order";
import { uniqueName } from "../helpers/unique";
import { readPdf } from "../helpers/pdf-text";
import { mailText } from "../helpers/smtp";
import { auditOf } from "./_support";
import { receivablesFixture, type Json } from "./_receivables";

const { t, manager, smtp, request, get, invoiceOf } = await receivablesFixture();

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
