import { describe, expect, it } from "vitest";
import { MIN_ORDER_UNITS, PRICE_UNITS } from "#schemas/product-fields";
import { unitCodeOf } from "#schemas/unit-codes";

describe("unitCodeOf: the UN/CEFACT code of a product's unit", () => {
  it("knows every unit the admin's product form offers, for the price and for the minimum order", () => {
    const codes = Object.fromEntries([...PRICE_UNITS, ...MIN_ORDER_UNITS].map((u) => [u, unitCodeOf(u)]));
    expect(codes).toEqual({
      Piece: "H87",
      Pieces: "H87",
      "Square Feet": "FTK",
      "Cubic Feet": "FTQ",
      Kilogram: "KGM",
      Kilograms: "KGM",
    });
  });

  it.each([
    ["Square Foot", "FTK"],
    ["Square Metre", "MTK"],
    ["square metres", "MTK"],
    ["Metre", "MTR"],
    ["Meters", "MTR"],
    ["Running Foot", "FOT"],
    ["Running Feet", "FOT"],
    ["Foot", "FOT"],
    ["Tonne", "TNE"],
    ["Tonnes", "TNE"],
    ["Bag", "BG"],
    ["Bags", "BG"],
    ["Number", "NMB"],
    ["Nos", "NMB"],
    ["Nos.", "NMB"],
    ["  piece ", "H87"],
  ])("%s → %s", (unit, code) => {
    expect(unitCodeOf(unit)).toBe(code);
  });

  it("leaves a unit it does not know without a code", () => {
    expect(unitCodeOf("Truckload")).toBeUndefined();
    expect(unitCodeOf("")).toBeUndefined();
  });
});
