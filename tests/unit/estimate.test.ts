import { describe, expect, it } from "vitest";
import { estimate, estimateSentence, freightFor, piecesForArea, type EstimateProduct } from "#schemas/estimate";
import { DEMO_TRUCKS } from "../helpers/estimate";

const paver: EstimateProduct = { price: 12, gstRate: 18, minOrderQuantity: 1000, piecesPerSqm: 42.2, weightKg: 3.6 };

describe("pieces for an area", () => {
  it("turns square feet into m² (0.09290304 each), × pieces per m², plus 5 %, rounded up to a whole piece", () => {
    // 3,000 ft² = 278.70912 m² × 42.2 = 11,761.52 pieces, + 5 % = 12,349.6 → 12,350.
    expect(piecesForArea(3000, "sq ft", 42.2)).toBe(12350);
  });

  it("takes square metres as they are", () => {
    // 100 m² × 50 = 5,000, + 5 % = 5,250 exactly: no rounding up past a whole piece.
    expect(piecesForArea(100, "m²", 50)).toBe(5250);
    // 10 m² × 50.5 = 505, + 5 % = 530.25 → 531.
    expect(piecesForArea(10, "m²", "50.5")).toBe(531);
  });

  it("rounds any part of a piece up", () => {
    // 1 m² × 1 = 1, + 5 % = 1.05 → 2.
    expect(piecesForArea(1, "m²", 1)).toBe(2);
  });
});

describe("the estimate", () => {
  it("prices an area: the pieces, the material in exact paise and GST at the product's rate", () => {
    expect(estimate(paver, { by: "area", area: 3000, areaUnit: "sq ft" })).toEqual({
      quantity: 12350,
      raisedToMinimum: false,
      material: "148200.00",
      gstRate: 18,
      gst: "26676.00",
      freight: null,
      total: "174876.00",
    });
  });

  it("takes GST at the product's own rate, to the paisa", () => {
    const figures = estimate({ ...paver, price: "33.33", gstRate: 5 }, { by: "quantity", quantity: 1001 });
    // 1,001 × 33.33 = 33,363.33; 5 % = 1,668.1665 → 1,668.17.
    expect(figures).toMatchObject({ material: "33363.33", gstRate: 5, gst: "1668.17", total: "35031.50" });
  });

  it("raises a quantity below the minimum order to it, and says so", () => {
    expect(estimate(paver, { by: "quantity", quantity: 200 })).toMatchObject({ quantity: 1000, raisedToMinimum: true, material: "12000.00" });
    expect(estimate(paver, { by: "area", area: 1, areaUnit: "m²" })).toMatchObject({ quantity: 1000, raisedToMinimum: true });
    expect(estimate(paver, { by: "quantity", quantity: 1000 })).toMatchObject({ quantity: 1000, raisedToMinimum: false });
  });

  it("estimates nothing for an area of a product not sold by area, or no quantity", () => {
    expect(estimate({ ...paver, piecesPerSqm: null }, { by: "area", area: 100, areaUnit: "m²" })).toBeNull();
    expect(estimate(paver, { by: "area", area: 0, areaUnit: "m²" })).toBeNull();
    expect(estimate(paver, { by: "quantity", quantity: 0 })).toBeNull();
    expect(estimate(paver, { by: "quantity", quantity: 2.5 })).toBeNull();
  });
});

describe("freight", () => {
  it("needs trucks for the total weight ÷ each truck's load, rounded up, and picks the cheapest", () => {
    // 12,350 × 3.6 kg = 44.46 t: 9 tractor trolleys (5 t) at 152 × ₹45 = ₹6,840 each (₹61,560), or 5 trucks (10 t) at 152 × ₹70 = ₹10,640 (₹53,200).
    expect(freightFor(12350, 3.6, { distanceKm: 152, trucks: DEMO_TRUCKS })).toEqual({
      truck: "Truck (10 tonnes)",
      trucks: 5,
      perTruck: "10640.00",
      amount: "53200.00",
      distanceKm: 152,
    });
    // 2,000 × 3.6 kg = 7.2 t: 2 trolleys (₹13,680) against 1 truck (₹10,640).
    expect(freightFor(2000, 3.6, { distanceKm: 152, trucks: DEMO_TRUCKS })).toMatchObject({ truck: "Truck (10 tonnes)", trucks: 1, amount: "10640.00" });
    // 1,000 × 3.6 kg = 3.6 t: one trolley (₹6,840) is cheaper than one truck.
    expect(freightFor(1000, 3.6, { distanceKm: 152, trucks: DEMO_TRUCKS })).toMatchObject({ truck: "Tractor trolley", trucks: 1, amount: "6840.00" });
  });

  it("charges a truck its minimum when the trip is short", () => {
    // 10 km: ₹450 by the km, so the trolley's minimum ₹1,500.
    expect(freightFor(1000, 3.6, { distanceKm: 10, trucks: DEMO_TRUCKS })).toMatchObject({
      truck: "Tractor trolley",
      trucks: 1,
      perTruck: "1500.00",
      amount: "1500.00",
    });
  });

  it("has no freight without a weight or truck types", () => {
    expect(freightFor(1000, null, { distanceKm: 152, trucks: DEMO_TRUCKS })).toBeNull();
    expect(freightFor(1000, 3.6, { distanceKm: 152, trucks: [] })).toBeNull();
    expect(freightFor(1000, 3.6, null)).toBeNull();
  });

  it("adds freight and its GST (as a quotation's freight line, 18 %) to the total", () => {
    const figures = estimate(paver, { by: "area", area: 3000, areaUnit: "sq ft" }, { distanceKm: 152, trucks: DEMO_TRUCKS });
    expect(figures?.freight).toEqual({
      truck: "Truck (10 tonnes)",
      trucks: 5,
      perTruck: "10640.00",
      amount: "53200.00",
      distanceKm: 152,
      gstRate: 18,
      gst: "9576.00",
    });
    // 1,48,200 + 26,676 + 53,200 + 9,576.
    expect(figures?.total).toBe("237652.00");
  });
});

describe("the lead's sentence", () => {
  const figures = estimate(paver, { by: "area", area: 3000, areaUnit: "sq ft" }, { distanceKm: 152, trucks: DEMO_TRUCKS });
  it("names the area, the quantity, the material with GST and the freight to the PIN code", () => {
    expect(
      estimateSentence({
        request: { by: "area", area: 3000, areaUnit: "sq ft", pin: "390001" },
        unit: "Pieces",
        figures: figures!,
        delivery: { pin: "390001", place: "Vadodara", state: "Gujarat", distanceKm: 152 },
      }),
    ).toBe("Estimate: 3,000 sq ft → 12,350 Pieces, ₹1,48,200 + GST ₹26,676, freight to 390001 (Vadodara, ~152 km): 5 trucks, ₹53,200");
  });

  it("leaves out the area when asked by quantity, and the freight when there is none", () => {
    const plain = estimate(paver, { by: "quantity", quantity: 2500 })!;
    expect(estimateSentence({ request: { by: "quantity", quantity: 2500 }, unit: "Pieces", figures: plain, delivery: null })).toBe(
      "Estimate: 2,500 Pieces, ₹30,000 + GST ₹5,400",
    );
  });
});
