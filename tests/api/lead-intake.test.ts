/**
 * Taking in an enquiry from outside the site's form: once per key, and the same number asking for
 * the same product within 30 days of an open lead goes on that lead's timeline instead of making a second lead.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { intakeLead, type LeadIntake } from "../../server/features/leads/intake";
import { createTestApp, type TestApp } from "../helpers/app";
import { anyProductId } from "./_support";

let t: TestApp;
let productId: number;
let productName: string;
beforeAll(async () => {
  t = await createTestApp();
  productId = await anyProductId(t);
  const { rows } = await t.services.db.execute<{ name: string }>(sql`select name from products where id = ${productId}`);
  productName = rows[0].name;
});

let phone = 9000000000;
const enquiry = (over: Partial<LeadIntake> = {}): LeadIntake => ({
  source: "indiamart",
  name: "Ravi Patel",
  countryCode: "+91",
  mobile: String(phone),
  productName,
  quantity: 500,
  unit: "Pieces",
  message: "Need 500 pieces at Surat",
  ...over,
});
const take = (input: LeadIntake) => t.services.db.transaction((tx) => intakeLead(tx, input));
const leadsOf = async (mobile: string) =>
  (
    await t.services.db.execute<{ id: number; source: string; product_id: number | null; product_name: string | null }>(
      sql`select id, source, product_id, product_name from inquiries where mobile = ${mobile} order by id`,
    )
  ).rows;
const eventsOf = async (id: number) =>
  (
    await t.services.db.execute<{ kind: string; body: string; details: Record<string, unknown> }>(
      sql`select kind, body, details from lead_events where inquiry_id = ${id} order by id`,
    )
  ).rows;

describe("intakeLead", () => {
  it("makes a lead of the source, linked to the catalogue product named, with the message as its first note", async () => {
    phone++;
    const made = await take(enquiry({ productName: productName.toUpperCase(), details: { queryType: "B", email: "ravi@example.com" } }));
    expect(made).toMatchObject({ created: true, replay: false });
    const [lead] = await leadsOf(String(phone));
    expect(lead).toMatchObject({ id: made.inquiryId, source: "indiamart", product_id: productId, product_name: productName });
    expect(await eventsOf(lead.id)).toEqual([expect.objectContaining({ kind: "note", body: "Need 500 pieces at Surat" })]);
  });

  it("keeps a product name the catalogue does not have as text", async () => {
    phone++;
    await take(enquiry({ productName: "Hollow blocks 8 inch" }));
    expect(await leadsOf(String(phone))).toEqual([expect.objectContaining({ product_id: null, product_name: "Hollow blocks 8 inch" })]);
  });

  it("takes a key once: the same record again makes nothing and answers the first lead", async () => {
    phone++;
    const first = await take(enquiry({ key: `indiamart:Q${phone}` }));
    const again = await take(enquiry({ key: `indiamart:Q${phone}` }));
    expect(again).toMatchObject({ inquiryId: first.inquiryId, replay: true });
    expect(await leadsOf(String(phone))).toHaveLength(1);
  });

  it("puts the same number asking for the same product again on the open lead's timeline, naming the source", async () => {
    phone++;
    const first = await take(enquiry({ source: "phone" }));
    const again = await take(enquiry({ source: "tradeindia", message: "Any discount on 1000?" }));
    expect(again).toMatchObject({ inquiryId: first.inquiryId, created: false, replay: false });
    expect(await leadsOf(String(phone))).toHaveLength(1);
    const events = await eventsOf(first.inquiryId!);
    expect(events.at(-1)).toMatchObject({
      kind: "asked_again",
      body: "Any discount on 1000?",
      details: { source: "tradeindia", summary: "Asked again on TradeIndia" },
    });
  });

  it("makes a new lead for another product, a closed lead or an enquiry over 30 days later", async () => {
    phone++;
    const first = await take(enquiry());
    await take(enquiry({ productName: "Hollow blocks 8 inch" }));
    expect(await leadsOf(String(phone))).toHaveLength(2);

    const later = new Date(Date.now() + 31 * 86_400_000);
    await take(enquiry({ at: later }));
    expect(await leadsOf(String(phone))).toHaveLength(3);

    phone++;
    const won = await take(enquiry());
    await t.services.db.execute(sql`update inquiries set stage = 'won' where id = ${won.inquiryId}`);
    await take(enquiry());
    expect(await leadsOf(String(phone))).toHaveLength(2);
    expect(first.created).toBe(true);
  });

  it("makes one lead when the same number's two enquiries arrive at once", async () => {
    phone++;
    const results = await Promise.all([take(enquiry({ key: `a:${phone}` })), take(enquiry({ key: `b:${phone}` }))]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await leadsOf(String(phone))).toHaveLength(1);
  });
});
