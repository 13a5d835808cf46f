import { describe, expect, it } from "vitest";
import { formatCount, formatCountOf, formatDate, formatDateTime, formatDay, formatPricePerUnit, formatQuantity, formatRupees } from "#schemas/format";

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

describe("numbers written without Intl, exactly as Intl's en-IN writes them", () => {
  // A fixed pseudo-random sequence (no Math.random: the same numbers on every run).
  function* numbers(): Generator<number> {
    yield* [0, -0, 1, -1, 0.5, 0.004, 0.005, 0.0049, 1.005, 2.675, 12.345, 999.995, 999.994, 1e-7, -1e-7, 99999.999, 1e14 + 0.5, 123456789012345.6];
    let seed = 20261124;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 5000; i++) {
      const magnitude = 10 ** Math.floor(next() * 16 - 3);
      const n = next() * magnitude;
      yield i % 7 === 0 ? -n : n;
      yield Math.round(n * 1000) / 1000;
      yield Math.round(n * 100) / 100 + 0.005;
    }
  }
  const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat("en-IN");

  it("rupees and counts agree with Intl on thousands of values, halves and tiny and huge ones", () => {
    for (const n of numbers()) {
      expect(formatRupees(n), String(n)).toBe(`₹${rupees.format(n)}`);
      expect(formatCount(n), String(n)).toBe(count.format(n));
    }
  });

  it("hands what it does not write to Intl", () => {
    for (const n of [Number.NaN, Infinity, -Infinity, 1e15, 1e21, -2.5e20]) {
      expect(formatRupees(n)).toBe(`₹${rupees.format(n)}`);
      expect(formatCount(n)).toBe(count.format(n));
    }
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
