/**
 * Making GST quotations (/api/quotations): products' tax fields, the financial-year numbering, a new
 * draft with its totals (IGST or CGST + SGST) and the answers to bad input, and the defaults: the
 * terms, and a new quotation filled from a lead.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { financialYear } from "#schemas/quotations";
import { auditOf, createInquiry, createProduct, productInput } from "./_support";
import { addDays } from "#schemas/india-time";
import { PUBLIC_URL, quotationsFixture, today, type Json } from "./_quotations";

const { t, admin, manager, managerId, product, request, get, post, line, body, create } = await quotationsFixture();

describe("product tax fields", () => {
  it("default to HSN 6810 and 18 % GST, and are stored when given", async () => {
    const plain = await createProduct(t, admin);
    expect(plain).toMatchObject({ hsn_code: "6810", gst_rate: 18 });
    const given = await createProduct(t, admin, { hsn_code: "681091", gst_rate: "12" });
    expect(given).toMatchObject({ hsn_code: "681091", gst_rate: 12 });
    const read = await get(`/api/admin/products/${given.id}`);
    expect(read.body.data).toMatchObject({ hsn_code: "681091", gst_rate: 12 });
  });

  it("refuses an HSN code that is not 4, 6 or 8 digits and a rate outside 0, 5, 12, 18, 28", async () => {
    const bad = await post("/api/products", productInput({ hsn_code: "68101", gst_rate: 15 }));
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ hsn_code: "HSN code must be 4, 6 or 8 digits", gst_rate: "GST rate must be 0, 5, 12, 18 or 28 %" });
    const p = await createProduct(t, admin);
    const patched = await request("PATCH", `/api/products/${p.id}`, { gst_rate: 5, hsn_code: "7308" });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ gst_rate: 5, hsn_code: "7308" });
    const [audited] = await auditOf(t, "product.update", p.id);
    expect(audited.details.changes).toEqual({ hsn_code: { from: "6810", to: "7308" }, gst_rate: { from: 18, to: 5 } });
    const activity = (await get("/api/activity")).body.data.find((e: Json) => e.action === "product.update");
    expect(activity.summary).toContain(`changed the HSN code of ${p.product_name} from 6810 to 7308 and the GST rate from 18 % to 5 %`);
    const refused = await request("PATCH", `/api/products/${p.id}`, { hsn_code: "12" });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ hsn_code: "HSN code must be 4, 6 or 8 digits" });
    expect((await request("PATCH", `/api/products/${p.id}`, { gst_rate: 3 })).body.fieldErrors).toEqual({ gst_rate: "GST rate must be 0, 5, 12, 18 or 28 %" });
  });
});

describe("financial year", () => {
  it("runs 1 April to 31 March in India time", () => {
    expect(financialYear(new Date("2027-03-31T23:59:59+05:30"))).toBe("2026-27");
    expect(financialYear(new Date("2027-04-01T00:00:00+05:30"))).toBe("2027-28");
    // 31 March 20:00 UTC is already 1 April in India.
    expect(financialYear(new Date("2027-03-31T20:00:00Z"))).toBe("2027-28");
    expect(financialYear(new Date("2026-11-23T12:00:00+05:30"))).toBe("2026-27");
    expect(financialYear(new Date("2099-06-01T12:00:00+05:30"))).toBe("2099-00");
  });

  it("numbers each year from 0001: a quotation made on 31 March 2027 is 2026-27's, one on 1 April 2027 is 2027-28's first", async () => {
    const input = (await import("#schemas/quotations")).quotationInput.parse(body());
    const actor = { id: managerId };
    const march = await t.services.quotations.create(input, actor, { now: new Date("2027-03-31T23:30:00+05:30") });
    const april = await t.services.quotations.create(input, actor, { now: new Date("2027-04-01T00:10:00+05:30") });
    const next = await t.services.quotations.create(input, actor, { now: new Date("2027-05-01T10:00:00+05:30") });
    if (typeof march === "string" || typeof april === "string" || typeof next === "string") throw new Error("not created");
    expect(march.number).toMatch(/^QT\/2026-27\/\d{4}$/);
    expect(march.fy).toBe("2026-27");
    expect(april.number).toBe("QT/2027-28/0001");
    expect(april.fy).toBe("2027-28");
    expect(next.number).toBe("QT/2027-28/0002");
    expect(april.created_at).toBe(new Date("2027-04-01T00:10:00+05:30").toISOString());
  });
});

describe("POST /api/quotations", () => {
  it("creates a numbered draft with its totals, the seller's snapshot and the customer's link", async () => {
    const res = await post("/api/quotations", body());
    expect(res.status).toBe(201);
    const q = res.body.data;
    expect(res.body.message).toBe(`Quotation ${q.number} created`);
    expect(q.number).toMatch(new RegExp(`^QT/${financialYear(new Date())}/\\d{4}$`));
    expect(q).toMatchObject({
      status: "draft",
      revision: 0,
      base_id: null,
      inquiry_id: null,
      customer_name: "Ravi Patil",
      company: "Patil Constructions",
      state_code: "27",
      state_name: "Maharashtra",
      customer_gstin: null,
      phone: "9876543210",
      valid_until: addDays(today(), 15),
      terms: "Payment 50% advance.",
      freight: { amount: "2500.00", hsn: "996511", gst_rate: 18 },
      sent_at: null,
      viewed_at: null,
      accepted_at: null,
    });
    expect(q.items).toEqual([line()]);
    // 1000 × 45.50 = 45,500.00 less 5 % = 43,225.00; freight 2,500.00; IGST 18 % of 45,725.00 = 8,230.50; 53,955.50 → 53,956.00.
    expect(q.totals).toMatchObject({
      intra_state: false,
      subtotal: "43225.00",
      taxable_total: "45725.00",
      igst_total: "8230.50",
      cgst_total: "0.00",
      tax_total: "8230.50",
      round_off: "0.50",
      grand_total: "53956.00",
    });
    expect(q.grand_total).toBe("53956.00");
    expect(q.seller).toMatchObject({ state_code: "24", gstin: expect.stringMatching(/^24/) });
    expect(q.token_url).toMatch(new RegExp(`^${PUBLIC_URL}/q/[A-Za-z0-9_-]{32}$`));
    expect((await auditOf(t, "quotation.create", q.id))[0]).toMatchObject({ details: { number: q.number, grand_total: "53956.00" } });
    const summaries = (await get("/api/activity")).body.data.map((e: Json) => e.summary);
    expect(summaries).toContain(`Administrator created quotation ${q.number} for Ravi Patil`);
  });

  it("taxes a customer in the seller's state as CGST + SGST, and a manager may create", async () => {
    const q = await create({ state_code: "24", freight: null }, manager);
    expect(q.totals).toMatchObject({ intra_state: true, cgst_total: "3890.25", sgst_total: "3890.25", igst_total: "0.00", grand_total: "51006.00" });
    expect(q.freight).toBeNull();
  });

  it("takes the default terms when none are sent", async () => {
    const { terms: _terms, ...rest } = body();
    const res = await post("/api/quotations", rest);
    expect(res.status).toBe(201);
    expect(res.body.data.terms).toBe((await get("/api/quotations/defaults")).body.data.terms);
  });

  it("names each wrong field by its path", async () => {
    const cases: [Json, string, string][] = [
      [{ items: [] }, "items", "Add at least one item"],
      [{ items: [{ ...body().items[0], quantity: "0" }] }, "items.0.quantity", "Quantity must be more than 0"],
      [{ items: [body().items[0], { ...body().items[0], hsn: "12" }] }, "items.1.hsn", "HSN code must be 4, 6 or 8 digits"],
      [{ items: [{ ...body().items[0], description: " " }] }, "items.0.description", "Description is required"],
      [{ items: [{ ...body().items[0], discount_pct: "101" }] }, "items.0.discount_pct", "Discount must be from 0 to 100 %"],
      [{ items: [{ ...body().items[0], gst_rate: 10 }] }, "items.0.gst_rate", "GST rate must be 0, 5, 12, 18 or 28 %"],
      [{ items: [{ ...body().items[0], rate: "-1" }] }, "items.0.rate", "Rate must be 0 or more, with at most 2 decimals"],
      [{ freight: { amount: "abc", hsn: "996511", gst_rate: 18 } }, "freight.amount", "Freight must be 0 or more, with at most 2 decimals"],
      [{ customer_name: "" }, "customer_name", "Customer name is required"],
      [{ billing_address: "" }, "billing_address", "Billing address is required"],
      [{ state_code: "99" }, "state_code", "Choose the customer's state"],
      [{ phone: "12345" }, "phone", "Enter a 10-digit mobile number"],
      [{ email: "not-an-address" }, "email", "Enter a valid e-mail address or leave it empty"],
      [{ valid_until: addDays(today(), -1) }, "valid_until", "Validity must be today or later"],
      [{ customer_gstin: "27AAPFU0939F1Z" }, "customer_gstin", "GSTIN must be 15 characters"],
      [{ customer_gstin: "27AAPFU0939F1ZX" }, "customer_gstin", "GSTIN check digit does not match"],
      [{ customer_gstin: "24AAPFU0939F1Z1", state_code: "27" }, "customer_gstin", "GSTIN's state code does not match the chosen state"],
    ];
    for (const [over, field, message] of cases) {
      const res = await post("/api/quotations", body(over));
      expect(res.status, field).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.fieldErrors[field], field).toBe(message);
    }
    // Several mistakes at once: each is named.
    const many = await post("/api/quotations", body({ customer_name: "", phone: "1", items: [{ ...body().items[0], quantity: "-2", unit: "" }] }));
    expect(many.body.fieldErrors).toMatchObject({
      customer_name: "Customer name is required",
      phone: "Enter a 10-digit mobile number",
      "items.0.quantity": expect.any(String),
      "items.0.unit": "Unit is required",
    });
  });

  it("accepts a GSTIN of the chosen state with a valid check digit", async () => {
    const q = await create({ customer_gstin: "27aapfu0939f1zv" });
    expect(q.customer_gstin).toBe("27AAPFU0939F1ZV");
  });

  it("refuses an unknown lead, without a token, and a body that is not JSON", async () => {
    const gone = await post("/api/quotations", body({ inquiry_id: 2_000_000_000 }));
    expect(gone.status).toBe(400);
    expect(gone.body.fieldErrors).toEqual({ inquiry_id: "This lead no longer exists" });
    expect((await post("/api/quotations", body(), null)).status).toBe(401);
    const res = await t.request("/api/quotations", { method: "POST", token: admin, body: "x", headers: { "content-type": "text/plain" } });
    expect(res.status).toBe(415);
  });
});

describe("defaults", () => {
  it("answers the default terms, 15 days, the seller and the states; only an admin changes the terms", async () => {
    const d = await get("/api/quotations/defaults", manager);
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({ valid_days: 15, seller: { state_code: "24", state_name: "Gujarat" } });
    expect(d.body.data.terms.length).toBeGreaterThan(10);
    expect(d.body.data.states).toContainEqual({ code: "27", name: "Maharashtra" });
    const refused = await request("PUT", "/api/quotations/defaults", { terms: "Manager's terms" }, manager);
    expect(refused.status).toBe(403);
    const saved = await request("PUT", "/api/quotations/defaults", { terms: "1. Prices ex-works Surat." });
    expect(saved.status).toBe(200);
    expect(saved.body.data.terms).toBe("1. Prices ex-works Surat.");
    expect((await get("/api/quotations/defaults", manager)).body.data.terms).toBe("1. Prices ex-works Surat.");
    const audited = await t.services.db.execute<{ details: Json }>(
      sql`select details from audit_log where action = 'quotation.terms' order by id desc limit 1`,
    );
    expect(audited.rows[0].details).toMatchObject({ changes: { terms: { to: "1. Prices ex-works Surat." } } });
    const tooLong = await request("PUT", "/api/quotations/defaults", { terms: "x".repeat(4001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors.terms).toMatch(/under 4000/);
  });

  it("fills a new quotation from a lead: its customer and product (HSN, rate, price), 15 days, the terms", async () => {
    const lead = await createInquiry(t, product.id, { quantity: 750 });
    const res = await get(`/api/quotations/new-from-inquiry/${lead.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      inquiry_id: lead.id,
      customer_name: lead.name,
      country_code: "+91",
      phone: lead.mobile,
      valid_until: addDays(today(), 15),
      items: [{ product_id: product.id, description: product.product_name, hsn: "68101990", gst_rate: 12, quantity: "750", unit: "Pieces", rate: "45.50" }],
    });
    const missing = await get("/api/quotations/new-from-inquiry/2000000000");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("Lead not found");
  });
});
