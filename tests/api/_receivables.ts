/**
 * The set-up the receivables API files share (not a test file itself): a test app that mails through
 * a real loopback SMTP server, the manager signed in, request helpers, and issued invoices of real
 * loads dated in the past. `receivablesFixture()` makes it for the file that calls it.
 */
import { afterAll, expect } from "vitest";
import { addDays, indiaDay } from "#schemas/india-time";
import { createStaffTestApp } from "../helpers/app";
import { startSmtpCapture } from "../helpers/smtp";
import { freshAddress } from "./_support";

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A test app of the calling file (its hooks registered there), its mail server and the helpers bound to them. */
export async function receivablesFixture() {
  const smtp = await startSmtpCapture();
  afterAll(async () => {
    await smtp.close();
  });
  const { t, manager } = await createStaffTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "accounts@test.example" });

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

  return { t, manager, smtp, request, get, invoiceOf };
}
