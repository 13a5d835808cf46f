/**
 * What each customer owes: the ageing buckets by days past the due date on known dates (31 March /
 * 1 April included), the balance with advances, the totals and the orders of the list.
 */
import { describe, expect, it } from "vitest";
import { ageCustomer, ageingBucketOf, daysOverdue, sortReceivables, totalAgeing } from "#schemas/receivables";

const ZERO_BUCKETS = { days_0_30: "0.00", days_31_60: "0.00", days_61_90: "0.00", days_over_90: "0.00" };

describe("days overdue and their bucket", () => {
  it.each([
    // due, today, days overdue, bucket
    ["2027-03-31", "2027-03-31", 0, "days_0_30"], // due today: not yet late
    ["2027-03-31", "2027-04-01", 1, "days_0_30"], // across the year's end
    ["2027-03-31", "2027-03-01", 0, "days_0_30"], // not yet due
    ["2027-03-01", "2027-03-31", 30, "days_0_30"],
    ["2027-03-01", "2027-04-01", 31, "days_31_60"],
    ["2027-01-31", "2027-04-01", 60, "days_31_60"],
    ["2027-01-30", "2027-04-01", 61, "days_61_90"],
    ["2027-01-01", "2027-04-01", 90, "days_61_90"],
    ["2026-12-31", "2027-04-01", 91, "days_over_90"],
    ["2028-02-28", "2028-03-31", 32, "days_31_60"], // through a leap day
  ])("due %s, on %s: %i days, %s", (due, today, days, bucket) => {
    expect(daysOverdue(due, today)).toBe(days);
    expect(ageingBucketOf(days)).toBe(bucket);
  });
});

describe("a customer's receivable", () => {
  const open = [
    { invoice_date: "2027-01-15", due_date: "2027-02-14", balance: "1000.50" }, // 46 days late on 1 April
    { invoice_date: "2027-03-31", due_date: "2027-03-31", balance: "250.25" }, // 1 day late
    { invoice_date: "2027-04-01", due_date: "2027-05-01", balance: "99.99" }, // not yet due
    { invoice_date: "2026-11-01", due_date: "2026-12-01", balance: "5000.00" }, // 121 days late
  ];

  it("ages each unpaid invoice's own balance, counts what is past due, and dates the oldest unpaid", () => {
    expect(ageCustomer({ invoiced: "10000.74", settled: "3650.00", advance: "0", open }, "2027-04-01")).toEqual({
      invoiced: "10000.74",
      received: "3650.00",
      advance: "0.00",
      balance: "6350.74",
      overdue: "6250.75",
      oldest_unpaid_days: 151,
      buckets: { days_0_30: "350.24", days_31_60: "1000.50", days_61_90: "0.00", days_over_90: "5000.00" },
    });
  });

  it("lowers the balance by an advance not yet applied, the buckets staying those of the invoices", () => {
    const r = ageCustomer(
      { invoiced: "1000.00", settled: "0", advance: "400.00", open: [{ invoice_date: "2027-03-01", due_date: "2027-03-01", balance: "1000.00" }] },
      "2027-04-01",
    );
    expect(r).toMatchObject({ received: "400.00", advance: "400.00", balance: "600.00", overdue: "1000.00", oldest_unpaid_days: 31 });
    expect(r.buckets.days_31_60).toBe("1000.00");
  });

  it("with everything paid owes nothing and has no oldest unpaid invoice", () => {
    expect(ageCustomer({ invoiced: "500.00", settled: "500.00", advance: "0", open: [] }, "2027-04-01")).toEqual({
      invoiced: "500.00",
      received: "500.00",
      advance: "0.00",
      balance: "0.00",
      overdue: "0.00",
      oldest_unpaid_days: null,
      buckets: ZERO_BUCKETS,
    });
  });
});

describe("the list", () => {
  const row = (customer_name: string, balance: string, overdue: string, oldest: number | null) => ({
    customer_name,
    invoiced: balance,
    received: "0.00",
    advance: "0.00",
    balance,
    overdue,
    oldest_unpaid_days: oldest,
    buckets: { ...ZERO_BUCKETS, days_0_30: balance },
  });
  const rows = [row("Bina", "100.00", "0.00", 5), row("Asha", "900.10", "10.00", 40), row("Chetan", "900.10", "500.00", null)];

  it("sorts by balance, overdue and age largest first, ties and names A–Z", () => {
    expect(sortReceivables(rows, "balance").map((r) => r.customer_name)).toEqual(["Asha", "Chetan", "Bina"]);
    expect(sortReceivables(rows, "overdue").map((r) => r.customer_name)).toEqual(["Chetan", "Asha", "Bina"]);
    expect(sortReceivables(rows, "oldest").map((r) => r.customer_name)).toEqual(["Asha", "Bina", "Chetan"]);
    expect(sortReceivables(rows, "customer").map((r) => r.customer_name)).toEqual(["Asha", "Bina", "Chetan"]);
  });

  it("totals every figure to the paisa", () => {
    expect(totalAgeing(rows)).toEqual({
      invoiced: "1900.20",
      received: "0.00",
      advance: "0.00",
      balance: "1900.20",
      overdue: "510.00",
      buckets: { ...ZERO_BUCKETS, days_0_30: "1900.20" },
    });
  });
});
