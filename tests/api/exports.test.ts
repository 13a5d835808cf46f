/**
 * Exports for the accountant on invoices made through the API: the Tally XML parsed back (each
 * voucher balances to the paisa, the totals are the invoices'), the GSTR-1 sheets' totals equal the
 * invoices' and the docs sheet counts the cancelled one, a load's e-way bill JSON valid against the
 * portal's schema, the Tally ledger names (admins, audited), and 401/403/400/404/409.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { salesOrders } from "../../server/core/db/schema";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { createConfirmedOrder } from "../helpers/confirmed-order";
import { csvRows, ewayBillErrors, parseTallyXml, voucherSides } from "../helpers/exports-files";
import { auditOf, freshAddress } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, admin: string, manager: string;
const FROM = "2026-09-01";
const TO = "2026-09-30";
/** The invoices of September, as the invoices API answers them. */
const made: Json[] = [];
let uninvoicedLoad: Json;

const call = (method: string, path: string, json?: unknown, token: string | null = manager) =>
  t.request(path, { method, token: token ?? undefined, ...(json === undefined ? {} : { json }), address: freshAddress() });
const jsonOf = async (method: string, path: string, json?: unknown, token: string | null = manager) => {
  const res = await call(method, path, json, token);
  return { status: res.status, body: (await res.json()) as Json };
};

async function invoicedLoad(opts: {
  gstin?: string | null;
  stateCode?: string;
  rate?: string;
  quantity?: string;
  freight?: string;
  day: string;
}): Promise<Json> {
  const order = await createConfirmedOrder(t.services.db, {
    gstin: opts.gstin ?? null,
    lines: [{ description: "Zig-Zag Paver Block 60 mm", quantity: "40000", rate: opts.rate ?? "42.50" }],
  });
  if (opts.stateCode) await t.services.db.update(salesOrders).set({ stateCode: opts.stateCode }).where(eq(salesOrders.id, order.id));
  const load = await jsonOf("POST", `/api/orders/${order.id}/dispatches`, {
    dispatch_at: `${opts.day}T10:30`,
    vehicle_number: "GJ05AB1234",
    freight_amount: opts.freight ?? "0",
    items: [{ order_item_id: order.itemIds[0], quantity: opts.quantity ?? "1000" }],
  });
  expect(load.status, JSON.stringify(load.body)).toBe(201);
  const invoice = await jsonOf("POST", `/api/dispatches/${load.body.data.id}/invoice`, { invoice_date: opts.day });
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
  return { load: load.body.data, invoice: invoice.body.data };
}

const paise = (v: string | number) => Math.round(Number(v) * 100);
const total = (list: Json[], field: string) => list.reduce((s, i) => s + paise(i[field]), 0);

beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp({ RATE_LIMIT_FORMS: "500" }));
  // B2B inter-state with freight; B2B intra-state; B2C large inter-state; B2C small; one cancelled; one in October.
  made.push((await invoicedLoad({ gstin: "27AAPFU0939F1ZV", quantity: "4000", freight: "2500", day: "2026-09-03" })).invoice);
  made.push((await invoicedLoad({ gstin: "24AAACG2115R1ZN", stateCode: "24", quantity: "1200", rate: "38.35", day: "2026-09-10" })).invoice);
  made.push((await invoicedLoad({ quantity: "3000", day: "2026-09-15" })).invoice);
  made.push((await invoicedLoad({ quantity: "100", rate: "41.99", day: "2026-09-20" })).invoice);
  const cancelled = (await invoicedLoad({ quantity: "10", day: "2026-09-25" })).invoice;
  expect((await jsonOf("POST", `/api/invoices/${cancelled.id}/cancel`, { reason: "Wrong customer" }, admin)).status).toBe(200);
  await invoicedLoad({ quantity: "10", day: "2026-10-01" });
  const order = await createConfirmedOrder(t.services.db);
  const load = await jsonOf("POST", `/api/orders/${order.id}/dispatches`, {
    dispatch_at: "2026-09-28T10:30",
    vehicle_number: "MH12XY9876",
    items: [{ order_item_id: order.itemIds[0], quantity: "5" }],
  });
  uninvoicedLoad = load.body.data;
});

describe("GET /api/exports/tally", () => {
  it("answers the range's issued invoices as sales vouchers that balance to the paisa, totalling the invoices", async () => {
    const res = await call("GET", `/api/exports/tally?from=${FROM}&to=${TO}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="tally-${FROM}-to-${TO}.xml"`);
    const vouchers = parseTallyXml(await res.text());
    expect(vouchers.map((v) => v.number).sort()).toEqual(made.map((i) => i.number).sort());
    for (const v of vouchers) {
      const invoice = made.find((i) => i.number === v.number)!;
      const { debit, credit } = voucherSides(v);
      expect(debit, v.number).toBe(credit);
      expect(debit, v.number).toBe(paise(invoice.grand_total));
      expect(v.type).toBe("Sales");
      expect(v.date).toBe(invoice.invoice_date.replaceAll("-", ""));
    }
    const entries = vouchers.flatMap((v) => v.entries);
    const credited = (re: RegExp) => entries.filter((e) => re.test(e.ledger)).reduce((s, e) => s + e.amountPaise, 0);
    expect(credited(/^(Sales @ \d+%|Freight)$/)).toBe(total(made, "taxable_total"));
    expect(credited(/^CGST$/)).toBe(total(made, "cgst_total"));
    expect(credited(/^IGST$/)).toBe(total(made, "igst_total"));
    expect(credited(/^Round Off$/)).toBe(total(made, "round_off"));
  });

  it("answers the range's payments as receipt vouchers: bank or cash debited, the customer credited against each invoice, the rest as advance", async () => {
    const invoice = made[3];
    const pay = (json: Json) =>
      jsonOf("POST", "/api/payments", { customer_id: invoice.customer_id, payment_date: "2026-10-05", mode: "neft_rtgs", reference: "UTR000111", ...json });
    const part = await pay({ amount: "1000.00", allocation: "oldest_first" });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    const rest = await pay({ amount: (Number(invoice.grand_total) - 1000 + 250).toFixed(2), allocation: "oldest_first", mode: "cash", reference: "" });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    const vouchers = parseTallyXml(await (await call("GET", "/api/exports/tally?from=2026-10-02&to=2026-10-31")).text());
    expect(vouchers.map((v) => [v.type, v.number])).toEqual([
      ["Receipt", part.body.data.number],
      ["Receipt", rest.body.data.number],
    ]);
    for (const v of vouchers) {
      const { debit, credit } = voucherSides(v);
      expect(debit, v.number).toBe(credit);
    }
    const [first, second] = vouchers;
    expect(voucherSides(first).debit).toBe(100000);
    expect(first.entries.find((e) => e.amountPaise < 0)?.ledger).toBe("Bank");
    expect(first.entries.find((e) => e.amountPaise > 0)?.bills).toEqual([{ name: invoice.number, type: "Agst Ref", amountPaise: 100000 }]);
    expect(second.entries.find((e) => e.amountPaise < 0)?.ledger).toBe("Cash");
    expect(second.entries.flatMap((e) => e.bills).map((b) => [b.type, b.amountPaise])).toEqual([
      ["Agst Ref", paise(invoice.grand_total) - 100000],
      ["Advance", 25000],
    ]);
  });

  it("refuses a bad range naming the field, and anyone signed out", async () => {
    expect(await jsonOf("GET", `/api/exports/tally?from=${TO}&to=${FROM}`)).toMatchObject({
      status: 400,
      body: { fieldErrors: { to: "The last day cannot be before the first day" } },
    });
    expect(await jsonOf("GET", `/api/exports/tally?to=${TO}`)).toMatchObject({
      status: 400,
      body: { fieldErrors: { from: "Enter the first day as YYYY-MM-DD" } },
    });
    expect((await call("GET", `/api/exports/tally?from=${FROM}&to=${TO}`, undefined, null)).status).toBe(401);
  });
});

describe("GET /api/exports/gstr1", () => {
  it("lists the month's sheets, and each sheet's totals are the invoices'; docs counts the cancelled one", async () => {
    const index = await jsonOf("GET", "/api/exports/gstr1?month=2026-09");
    expect(index.status).toBe(200);
    expect(index.body.data.sheets.map((s: Json) => s.filename)).toEqual(["b2b", "b2cl", "b2cs", "hsn", "docs"].map((s) => `gstr1-2026-09-${s}.csv`));
    const sheet = async (name: string) => {
      const res = await call("GET", `/api/exports/gstr1?month=2026-09&sheet=${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="gstr1-2026-09-${name}.csv"`);
      const [header, ...rows] = csvRows(await res.text());
      return { header, rows, col: (title: string) => rows.reduce((s, r) => s + paise(r[header.indexOf(title)]), 0) };
    };
    const [b2b, b2cl, b2cs, hsn, docs] = await Promise.all(["b2b", "b2cl", "b2cs", "hsn", "docs"].map(sheet));
    expect(b2b.header.slice(0, 4)).toEqual(["GSTIN/UIN of Recipient", "Receiver Name", "Invoice Number", "Invoice date"]);
    expect(new Set(b2b.rows.map((r) => r[2]))).toEqual(new Set([made[0].number, made[1].number]));
    expect(b2b.rows[0][3]).toBe("03-Sep-2026");
    expect(b2b.rows[0][5]).toBe("27-Maharashtra");
    expect(b2cl.rows.map((r) => r[0])).toEqual([made[2].number]);
    expect(b2b.col("Taxable Value") + b2cl.col("Taxable Value") + b2cs.col("Taxable Value")).toBe(total(made, "taxable_total"));
    expect(hsn.col("Taxable Value")).toBe(total(made, "taxable_total"));
    expect(hsn.col("Integrated Tax Amount")).toBe(total(made, "igst_total"));
    expect(hsn.col("Central Tax Amount")).toBe(total(made, "cgst_total"));
    expect(hsn.col("State/UT Tax Amount")).toBe(total(made, "sgst_total"));
    expect(docs.header).toEqual(["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"]);
    expect(docs.rows).toEqual([["Invoices for outward supply", made[0].number, expect.stringMatching(/^INV\//), "5", "1"]]);
  });

  it("refuses a bad month or sheet naming the field", async () => {
    expect(await jsonOf("GET", "/api/exports/gstr1?month=2026-9")).toMatchObject({
      status: 400,
      body: { fieldErrors: { month: "Enter the month as YYYY-MM" } },
    });
    expect(await jsonOf("GET", "/api/exports/gstr1?month=2026-09&sheet=exp")).toMatchObject({
      status: 400,
      body: { fieldErrors: { sheet: expect.any(String) } },
    });
    expect((await call("GET", "/api/exports/gstr1?month=2026-09", undefined, null)).status).toBe(401);
  });
});

describe("GET /api/dispatches/:id/eway-bill", () => {
  it("answers the load's invoice as the portal's bulk JSON, valid against its schema, with the distance asked", async () => {
    const { load, invoice } = await invoicedLoad({ gstin: "27AAPFU0939F1ZV", quantity: "2000", freight: "1500", day: "2026-09-12" });
    const res = await call("GET", `/api/dispatches/${load.id}/eway-bill?distance=412`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="eway-bill-${load.number.replaceAll("/", "-")}.json"`);
    const file = (await res.json()) as Json;
    expect(ewayBillErrors(file)).toEqual([]);
    expect(file.billLists[0]).toMatchObject({
      docNo: invoice.number,
      docType: "INV",
      supplyType: "O",
      toGstin: "27AAPFU0939F1ZV",
      toPincode: 411057,
      toStateCode: 27,
      totInvValue: Number(invoice.grand_total),
      transDistance: 412,
      vehicleNo: "GJ05AB1234",
    });
    const plain = (await call("GET", `/api/dispatches/${load.id}/eway-bill`)).json() as Promise<Json>;
    expect((await plain).billLists[0].transDistance).toEqual(expect.any(Number));
  });

  it("the order page's loads carry their issued invoice's value (where the screen offers the e-way bill), null until invoiced", async () => {
    const { load, invoice } = await invoicedLoad({ quantity: "2000", day: "2026-09-14" });
    const order = await jsonOf("GET", `/api/orders/${load.order_id}`);
    expect(order.body.data.dispatches.map((d: Json) => d.invoice_value)).toEqual([invoice.grand_total]);
    const other = await jsonOf("GET", `/api/orders/${uninvoicedLoad.order_id}`);
    expect(other.body.data.dispatches.map((d: Json) => d.invoice_value)).toEqual([null]);
    await jsonOf("POST", `/api/invoices/${invoice.id}/cancel`, { reason: "Wrong rate" }, admin);
    expect((await jsonOf("GET", `/api/orders/${load.order_id}`)).body.data.dispatches[0].invoice_value).toBeNull();
  });

  it("refuses a load without an issued invoice (409), an unknown one (404), a bad distance (400), and anyone signed out", async () => {
    expect(await jsonOf("GET", `/api/dispatches/${uninvoicedLoad.id}/eway-bill`)).toMatchObject({
      status: 409,
      body: { error: `Dispatch ${uninvoicedLoad.number} has no issued invoice yet: create its invoice first` },
    });
    expect((await jsonOf("GET", "/api/dispatches/999999/eway-bill")).status).toBe(404);
    expect(await jsonOf("GET", `/api/dispatches/${uninvoicedLoad.id}/eway-bill?distance=-3`)).toMatchObject({
      status: 400,
      body: { fieldErrors: { distance: "Enter the distance in whole km, from 0 to 4000" } },
    });
    expect((await call("GET", `/api/dispatches/${uninvoicedLoad.id}/eway-bill`, undefined, null)).status).toBe(401);
  });
});

describe("/api/settings/tally-ledgers", () => {
  it("has Tally's usual names until an admin saves the company's, audited, and the export then uses them", async () => {
    const first = await jsonOf("GET", "/api/settings/tally-ledgers");
    expect(first.body.data).toMatchObject({ sales: { "18": "Sales @ 18%" }, igst: "IGST", roundOff: "Round Off", receipts: { cash: "Cash" } });
    const value = { ...first.body.data, sales: { ...first.body.data.sales, "18": "GST Sales 18%" }, igst: "Output IGST" };
    expect((await jsonOf("PUT", "/api/settings/tally-ledgers", value, manager)).status).toBe(403);
    expect(await jsonOf("PUT", "/api/settings/tally-ledgers", { ...value, cgst: "" }, admin)).toMatchObject({
      status: 400,
      body: { fieldErrors: { cgst: "Enter the CGST ledger's name" } },
    });
    expect(await jsonOf("PUT", "/api/settings/tally-ledgers", value, admin)).toMatchObject({ status: 200, body: { data: { igst: "Output IGST" } } });
    const [entry] = await auditOf(t, "settings.tally_ledgers", "tally_ledgers");
    expect(entry.details).toMatchObject({ changes: { igst: { from: "IGST", to: "Output IGST" } } });
    const activity = await jsonOf("GET", "/api/activity?kind=settings", undefined, admin);
    expect(activity.body.data[0]).toMatchObject({
      action: "settings.tally_ledgers",
      kind: "settings",
      summary: expect.stringMatching(/changed the Tally ledger names \(sales, IGST\)$/),
    });
    const vouchers = parseTallyXml(await (await call("GET", `/api/exports/tally?from=${FROM}&to=${TO}`)).text());
    const ledgers = new Set(vouchers.flatMap((v) => v.entries.map((e) => e.ledger)));
    expect(ledgers.has("GST Sales 18%") && ledgers.has("Output IGST") && !ledgers.has("IGST")).toBe(true);
  });
});
