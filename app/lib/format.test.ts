import { describe, expect, it } from "vitest";
import { formatCount, formatCountOf, formatDate, formatDateTime, formatDay, formatPricePerUnit, formatQuantity, formatRupees } from "~/lib/format";

describe("rupees", () => {
  it("formats rupees in Indian grouping with at most two decimals", () => {
    expect(formatRupees(1250)).toBe("₹1,250");
    expect(formatRupees(1250000)).toBe("₹12,50,000");
    expect(formatRupees(12.5)).toBe("₹12.5");
    expect(formatRupees(12.345)).toBe("₹12.35");
    expect(formatRupees("45.00")).toBe("₹45");
  });

  it("formats a price per unit of sale", () => {
    expect(formatPricePerUnit(45, "Piece")).toBe("₹45 per Piece");
    expect(formatPricePerUnit("125000.5", "Square Feet")).toBe("₹1,25,000.5 per Square Feet");
  });
});

describe("counts", () => {
  it("groups digits the Indian way", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(125000)).toBe("1,25,000");
  });

  it("names the thing counted, singular for exactly one", () => {
    expect(formatCountOf(0, "product")).toBe("0 products");
    expect(formatCountOf(1, "product")).toBe("1 product");
    expect(formatCountOf(1250, "product")).toBe("1,250 products");
    expect(formatCountOf(2, "inquiry", "inquiries")).toBe("2 inquiries");
  });

  it("joins a quantity and its unit, or shows a dash", () => {
    expect(formatQuantity(500, "Pieces")).toBe("500 Pieces");
    expect(formatQuantity(null, null)).toBe("—");
  });
});

describe("dates", () => {
  const at = new Date(2026, 10, 2, 16, 5);

  it("shows day, short month and year, with the time where asked", () => {
    expect(formatDate(at)).toBe("02 Nov 2026");
    expect(formatDay(at)).toBe("2 Nov 2026");
    expect(formatDateTime(at)).toMatch(/^02 Nov 2026, 0?4:05\s?pm$/i);
  });

  it("shows a dash for a missing or unreadable date", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate("")).toBe("—");
    expect(formatDate("not a date")).toBe("—");
  });
});
