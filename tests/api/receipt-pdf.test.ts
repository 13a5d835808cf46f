/**
 * The receipt PDF read back as text: "Receipt", its number and date, the seller's letterhead and
 * GSTIN, who paid (name and GSTIN), the amount in figures and in words, the mode and reference, the
 * invoices it settles with their amounts and the advance left; 404 for no such payment.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { indiaDay, indianDate } from "#schemas/india-time";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { createConfirmedOrder } from "../helpers/confirmed-order";
import { readPdf } from "../helpers/pdf-text";
import { customers } from "../../server/core/db/schema";
import { rupeesInWords } from "../../server/features/payments/pdf";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, manager: string;
beforeAll(async () => {
  ({ t, manager } = await createStaffTestApp());
});

const post = async (path: string, json: unknown) => {
  const res = await t.request(path, { method: "POST", token: manager, json });
  const body = (await res.json()) as Json;
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data;
};

describe("the receipt PDF", () => {
  it("reads back the receipt: number, date, letterhead, payer and GSTIN, amount and words, mode, reference, invoices and advance", async () => {
    const order = await createConfirmedOrder(t.services.db);
    await t.services.db.update(customers).set({ gstin: "27AAPFU0939F1ZV" }).where(eq(customers.id, order.customerId));
    const load = await post(`/api/orders/${order.id}/dispatches`, {
      dispatch_at: `${indiaDay()}T10:30`,
      vehicle_number: "GJ05AB1234",
      items: [{ order_item_id: order.itemIds[0], quantity: "100" }],
    });
    const invoice = await post(`/api/dispatches/${load.id}/invoice`, {});
    const p = await post("/api/payments", {
      customer_id: order.customerId,
      payment_date: indiaDay(),
      amount: "5000.50",
      mode: "cheque",
      reference: "000123",
    });
    const res = await t.request(`/api/payments/${p.id}/pdf`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`${p.number.replace(/\//g, "-")}.pdf`);
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    for (const part of [
      "Receipt",
      `No. ${p.number}`,
      `Date: ${indianDate(indiaDay())}`,
      invoice.seller.name,
      `GSTIN: ${invoice.seller.gstin}`,
      order.customerName,
      "27AAPFU0939F1ZV",
      "5,000.50",
      "Rupees Five Thousand and Fifty Paise only",
      "Cheque",
      "000123",
      invoice.number,
      "4,956.00",
      "Advance left",
      "44.50",
    ])
      expect(pdf.text, part).toContain(part);
    expect((await t.request("/api/payments/999999/pdf", { token: manager })).status).toBe(404);
  });

  it("writes rupees and paise in words", () => {
    expect(rupeesInWords("100000.00")).toBe("Rupees One Lakh only");
    expect(rupeesInWords("10.05")).toBe("Rupees Ten and Five Paise only");
  });
});
