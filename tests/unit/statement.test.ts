/** A customer's statement: the running balance from the opening one, same-day order, totals, and the financial year's first day. */
import { describe, expect, it } from "vitest";
import { buildStatement, financialYearStart } from "#schemas/statement";

describe("buildStatement", () => {
  it("runs the balance from the opening one, invoices before payments on the same day, to the closing balance", () => {
    const s = buildStatement({
      from: "2027-03-01",
      to: "2027-04-30",
      opening: "1000.50",
      entries: [
        { date: "2027-04-01", kind: "payment", number: "RCPT/2027-28/0001", particulars: "UPI", debit: "0", credit: "3000" },
        { date: "2027-04-01", kind: "invoice", number: "INV/2027-28/0001", particulars: "Invoice", debit: "2360.00", credit: "0" },
        { date: "2027-03-31", kind: "invoice", number: "INV/2026-27/0009", particulars: "Invoice", debit: "118.25", credit: "0" },
      ],
    });
    expect(s.lines.map((l) => [l.number, l.balance])).toEqual([
      ["INV/2026-27/0009", "1118.75"],
      ["INV/2027-28/0001", "3478.75"],
      ["RCPT/2027-28/0001", "478.75"],
    ]);
    expect(s).toMatchObject({ opening: "1000.50", debits: "2478.25", credits: "3000.00", closing: "478.75" });
  });

  it("with nothing in the range closes at the opening balance, which may be an advance (below zero)", () => {
    expect(buildStatement({ from: "2027-01-01", to: "2027-01-31", opening: "-250.00", entries: [] })).toEqual({
      from: "2027-01-01",
      to: "2027-01-31",
      opening: "-250.00",
      lines: [],
      debits: "0.00",
      credits: "0.00",
      closing: "-250.00",
    });
  });
});

describe("financialYearStart", () => {
  it.each([
    ["2027-03-31", "2026-04-01"],
    ["2027-04-01", "2027-04-01"],
    ["2026-11-28", "2026-04-01"],
    ["2027-01-01", "2026-04-01"],
  ])("%s is in the year from %s", (day, start) => expect(financialYearStart(day)).toBe(start));
});
