/**
 * The instant estimate on the server: PIN-code lookups (place, state and road distance from the
 * factory), and a quote request sent with an estimate: its inputs stored with the figures the
 * server works out itself, shown on the lead and prefilling the quotation made from it.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_TRUCKS } from "../helpers/estimate";
import { createTestApp } from "../helpers/app";
import { createProduct, freshAddress, inquiryInput } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const t = await createTestApp();
const admin = await t.login();
let paverId: number;
let kerbId: number;
beforeAll(async () => {
  const paver = await createProduct(t, admin, { price: 12, min_order_quantity: 1000 });
  const kerb = await createProduct(t, admin, { price: 250, min_order_quantity: 10 });
  paverId = paver.id;
  kerbId = kerb.id;
  // A paver laid by area, with a weight; the kerb stone has neither. The demo's freight and factory (Surat).
  await t.services.db.execute(sql`update products set pieces_per_sqm = 42.2, weight_kg = 3.6 where id = ${paverId}`);
  await t.services.db.execute(sql`
    insert into site_content (key, value) values ('freight', ${JSON.stringify({ roadFactor: 1.3, trucks: DEMO_TRUCKS })}::jsonb)
    on conflict (key) do update set value = excluded.value`);
  await t.services.db.execute(sql`update site_content set value = jsonb_set(value, '{factoryPin}', '"394230"') where key = 'business'`);
}, 60_000);

const lookup = (pin: string) => t.request(`/api/pincodes/${pin}`, { address: freshAddress() });

describe("GET /api/pincodes/:pin", () => {
  it("answers a known PIN code's place, state and road distance from the factory, cacheable", async () => {
    const res = await lookup("390001");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/public/);
    const body = (await res.json()) as Json;
    // Sachin GIDC (Surat) to Vadodara: 137.8 km in a straight line, × 1.3 by road.
    expect(body).toEqual({ pin: "390001", place: "Vadodara", state: "Gujarat", distance_km: 179 });
  });

  it("answers 404 with the sentence the estimate shows for a PIN code nobody has", async () => {
    const res = await lookup("999999");
    expect(res.status).toBe(404);
    expect(((await res.json()) as Json).message).toBe("We could not find this PIN code");
  });

  it.each(["39000", "0390001", "39000a", "090001"])("refuses the malformed PIN code %s with 400 naming the field", async (pin) => {
    const res = await lookup(pin);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors).toEqual({ pin: "Enter a 6-digit PIN code" });
  });

  it("has no distance while the factory's PIN code is not set", async () => {
    await t.services.db.execute(sql`update site_content set value = value - 'factoryPin' where key = 'business'`);
    try {
      expect((await (await lookup("390001")).json()) as Json).toMatchObject({ pin: "390001", distance_km: null });
    } finally {
      await t.services.db.execute(sql`update site_content set value = jsonb_set(value, '{factoryPin}', '"394230"') where key = 'business'`);
    }
  });
});

async function sendWithEstimate(productId: number, over: Record<string, unknown>) {
  return t.request("/api/inquiry", { method: "POST", json: inquiryInput(productId, over), address: freshAddress() });
}

describe("a quote request with an estimate", () => {
  it("stores the inputs with the server's own figures, whatever the browser sent, and the lead shows them", async () => {
    const res = await sendWithEstimate(paverId, {
      quantity: 5,
      unit: "Square Feet",
      // The browser's numbers are not the server's: only the inputs are read.
      estimate: { by: "area", area: 3000, areaUnit: "sq ft", pin: "390001", quantity: 1, figures: { total: "1.00" } },
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as Json).data.id as number;
    const lead = ((await (await t.request(`/api/leads/${id}`, { token: admin })).json()) as Json).data;
    expect(lead.quantity).toBe(12350);
    expect(lead.estimate.request).toEqual({ by: "area", area: 3000, areaUnit: "sq ft", pin: "390001" });
    expect(lead.estimate.unit).toBe("Pieces");
    // The request counts in the estimate's unit, whatever unit the browser sent.
    expect(lead.unit).toBe("Pieces");
    expect(lead.estimate.delivery).toEqual({ pin: "390001", place: "Vadodara", state: "Gujarat", distanceKm: 179 });
    // Worked by hand: 12,350 × 3.6 kg = 44.46 t; 9 tractor trolleys at max(₹1,500, 179 km × ₹45) = ₹72,495, or
    // 5 trucks of 10 t at max(₹3,000, 179 km × ₹70) = ₹62,650, the cheaper; its GST at 18 % ₹11,277.
    expect(lead.estimate.figures).toEqual({
      quantity: 12350,
      raisedToMinimum: false,
      material: "148200.00",
      gstRate: 18,
      gst: "26676.00",
      freight: { truck: "Truck (10 tonnes)", trucks: 5, perTruck: "12530.00", amount: "62650.00", distanceKm: 179, gstRate: 18, gst: "11277.00" },
      total: "248803.00",
    });
  });

  it("raises a quantity below the minimum order to it, and estimates without freight for an unknown PIN code", async () => {
    const res = await sendWithEstimate(paverId, { quantity: 200, estimate: { by: "quantity", quantity: 200, pin: "999999" } });
    expect(res.status).toBe(201);
    const lead = ((await (await t.request(`/api/leads/${((await res.json()) as Json).data.id}`, { token: admin })).json()) as Json).data;
    expect(lead.quantity).toBe(1000);
    expect(lead.estimate.figures).toMatchObject({
      quantity: 1000,
      raisedToMinimum: true,
      material: "12000.00",
      gst: "2160.00",
      freight: null,
      total: "14160.00",
    });
    expect(lead.estimate.delivery).toBeNull();
  });

  it("refuses an area for a product not sold by area, and a malformed estimate, naming the field", async () => {
    const byArea = await sendWithEstimate(kerbId, { estimate: { by: "area", area: 100, areaUnit: "m²" } });
    expect(byArea.status).toBe(400);
    expect(((await byArea.json()) as Json).fieldErrors).toEqual({ "estimate.by": "This product is not sold by area: estimate by quantity" });
    const badPin = await sendWithEstimate(paverId, { estimate: { by: "quantity", quantity: 2000, pin: "12345" } });
    expect(badPin.status).toBe(400);
    expect(((await badPin.json()) as Json).fieldErrors["estimate.pin"]).toBe("Enter a 6-digit PIN code");
    const noArea = await sendWithEstimate(paverId, { estimate: { by: "area", area: 0, areaUnit: "sq ft" } });
    expect(noArea.status).toBe(400);
    expect(((await noArea.json()) as Json).fieldErrors["estimate.area"]).toBe("Enter the area, more than 0");
  });

  it("leaves a request without an estimate as the specification has it", async () => {
    const res = await sendWithEstimate(kerbId, { quantity: 40 });
    expect(res.status).toBe(201);
    const lead = ((await (await t.request(`/api/leads/${((await res.json()) as Json).data.id}`, { token: admin })).json()) as Json).data;
    expect(lead).toMatchObject({ quantity: 40, estimate: null });
  });

  it("prefills the quotation made from the lead with the estimate's quantity and freight", async () => {
    const res = await sendWithEstimate(paverId, { quantity: 1, estimate: { by: "area", area: 3000, areaUnit: "sq ft", pin: "390001" } });
    const id = ((await res.json()) as Json).data.id as number;
    const prefill = ((await (await t.request(`/api/quotations/new-from-inquiry/${id}`, { token: admin })).json()) as Json).data;
    expect(prefill.items).toEqual([expect.objectContaining({ product_id: paverId, quantity: "12350", rate: "12.00", gst_rate: 18 })]);
    expect(prefill.freight).toEqual({ amount: "62650.00", hsn: "996511", gst_rate: 18 });
  });
});
