/**
 * Quotation numbers under load: two app instances (each its own services and connection pool) on
 * one database create 50 quotations at the same moment, 25 each, and the numbers are 50 distinct,
 * consecutive ones of the financial year, without a gap: QT/{fy}/0001 … 0050.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialYear } from "#schemas/quotations";
import { createTestApp, type TestApp } from "../helpers/app";
import { creationAnswers, postOnSecond, startSecondInstance } from "../helpers/second-instance";
import { addDays, indiaDay } from "#schemas/india-time";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let second: Awaited<ReturnType<typeof startSecondInstance>>;
beforeAll(async () => {
  t = await createTestApp();
  second = await startSecondInstance(t);
});
afterAll(async () => {
  await second.close();
});

const body = (i: number) => ({
  customer_name: `Customer ${i}`,
  billing_address: "Ring Road, Surat",
  state_code: i % 2 ? "24" : "27",
  phone: "9876543210",
  items: [{ description: "Kerb stone 300 mm", hsn: "6810", quantity: String(10 + i), unit: "Piece", rate: "120", gst_rate: 18 }],
  valid_until: addDays(indiaDay(), 15),
});

describe("quotation numbers from two instances at once", () => {
  it("gives 50 concurrent creations the numbers 0001 to 0050 of the year, each once", async () => {
    const token = await t.login();
    const onFirst = (i: number) => t.request("/api/quotations", { method: "POST", token, json: body(i) });
    const onSecond = (i: number) => postOnSecond(second, "/api/quotations", token, body(i));
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? onSecond(i) : onFirst(i))));
    const { answers, statuses, firstRefused } = await creationAnswers(responses);
    expect(statuses, firstRefused).toEqual(Array(50).fill(201));
    const fy = financialYear(new Date());
    const numbers = answers.map((a) => a.body.data.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `QT/${fy}/${String(i + 1).padStart(4, "0")}`));
    // Each answer's number is the one stored with its customer.
    const list = (await (await t.request(`/api/quotations?limit=100`, { token })).json()) as Json;
    expect(list.pagination.total).toBe(50);
    const stored = new Map(list.data.map((q: Json) => [q.number, q.customer_name]));
    for (const a of answers) expect(stored.get(a.body.data.number)).toBe(a.body.data.customer_name);
  });
});
