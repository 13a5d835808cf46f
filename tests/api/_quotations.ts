/**
 * The set-up the quotation API files share (not a test file itself): a test app that mails through a
 * real loopback SMTP server, the admin and manager signed in, a product taxed at 12 %, a valid
 * quotation body, and small request, mail and row helpers. `quotationsFixture()` makes it for the
 * file that calls it.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, expect } from "vitest";
import { quotations } from "../../server/core/db/schema";
import { createStaffTestApp } from "../helpers/app";
import { startSmtpCapture, type Mail } from "../helpers/smtp";
import { createProduct, freshAddress } from "./_support";
import { addDays, indiaDay } from "#schemas/india-time";
import { QUOTATION_CUSTOMER } from "../helpers/quotation-customer";

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const PUBLIC_URL = "https://shop.test.example";
export const today = () => indiaDay();
export const tokenOf = (q: Json) => String(q.token_url).split("/q/")[1];

/** A test app of the calling file (its hooks registered there) with its mail server, product and the helpers bound to them. */
export async function quotationsFixture() {
  const smtp = await startSmtpCapture();
  const { t, admin, manager } = await createStaffTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "shop@test.example",
    NOTIFY_EMAIL: "sales@test.example",
    PUBLIC_URL,
    RATE_LIMIT_FORMS: "200",
  });
  const managerId = ((await (await t.request("/api/auth/me", { token: manager })).json()) as Json).data.id as number;
  const product = await createProduct(t, admin, { price: 45.5, hsn_code: "68101990", gst_rate: 12 });
  afterAll(async () => {
    await t.services.notifier.settled();
    await smtp.close();
  });

  /** `token` null: no Authorization header (the customer, or a test of 401). */
  const request = async (method: string, path: string, json?: unknown, token: string | null = admin, headers: Record<string, string> = {}) => {
    const res = await t.request(path, { method, token: token ?? undefined, headers, ...(json === undefined ? {} : { json }), address: freshAddress() });
    const type = res.headers.get("content-type") ?? "";
    return { status: res.status, res, body: (type.includes("json") ? await res.json() : {}) as Json };
  };
  const get = (path: string, token: string | null = admin, headers: Record<string, string> = {}) => request("GET", path, undefined, token, headers);
  const post = (path: string, json?: unknown, token: string | null = admin, headers: Record<string, string> = {}) =>
    request("POST", path, json ?? {}, token, headers);

  /** The body's one line, as it is sent and as the quotation keeps it. */
  const line = () => ({
    product_id: product.id,
    description: "Zig-Zag Paver 60 mm",
    hsn: "6810",
    quantity: "1000",
    unit: "Piece",
    rate: "45.50",
    discount_pct: "5",
    gst_rate: 18,
  });

  /** A valid quotation body: a customer in Maharashtra (inter-state: IGST), one line. */
  const body = (over: Json = {}): Json => ({
    ...QUOTATION_CUSTOMER,
    items: [line()],
    freight: { amount: "2500", hsn: "996511", gst_rate: 18 },
    valid_until: addDays(today(), 15),
    terms: "Payment 50% advance.",
    notes: "",
    ...over,
  });

  async function create(over: Json = {}, token = admin): Promise<Json> {
    const res = await post("/api/quotations", body(over), token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }

  /** Wait until a message matching `match` has arrived (notices are sent in the background). */
  async function arrival(match: (m: Mail) => boolean, timeoutMs = 5000): Promise<Mail> {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      const found = smtp.received.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no matching e-mail within ${timeoutMs} ms; received: ${smtp.received.map((m) => m.to.join(",")).join(" | ")}`);
  }

  /** Moves a quotation's validity `days` days from today (a negative number: it has passed). */
  const setValidUntil = (id: number, days: number) =>
    t.services.db
      .update(quotations)
      .set({ validUntil: addDays(today(), days) })
      .where(eq(quotations.id, id));
  const leadOf = async (id: number) => (await get(`/api/leads/${id}`)).body.data;
  const stageEvents = async (inquiryId: number) =>
    (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from lead_events where inquiry_id = ${inquiryId} and kind = 'stage'`)).rows[0].n;

  return { t, admin, manager, managerId, product, request, get, post, line, body, create, arrival, setValidUntil, leadOf, stageEvents };
}
