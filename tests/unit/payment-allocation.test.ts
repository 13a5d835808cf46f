/**
 * The allocation rules of payments (schemas/payments.ts): oldest first by invoice date then number,
 * only balances due, the rest kept as an advance; chosen allocations checked invoice by invoice
 * (the customer's, issued, at most the balance, in all at most the payment); the input's rules.
 */
import { describe, expect, it } from "vitest";
import { allocateOldestFirst, checkChosenAllocations, paymentInput, unallocatedOf, type AllocatableInvoice } from "#schemas/payments";

const open = [
  { id: 3, number: "INV/2026-27/0003", invoice_date: "2026-05-01", balance: "500.00" },
  { id: 2, number: "INV/2026-27/0002", invoice_date: "2026-04-10", balance: "1000.00" },
  { id: 1, number: "INV/2026-27/0010", invoice_date: "2026-04-10", balance: "250.50" },
  { id: 4, number: "INV/2025-26/0099", invoice_date: "2026-03-31", balance: "0.00" },
];

describe("allocateOldestFirst", () => {
  it("settles by invoice date, then number, skipping invoices with nothing due", () => {
    expect(allocateOldestFirst("1100", open)).toEqual({
      allocations: [
        { invoice_id: 2, number: "INV/2026-27/0002", amount: "1000.00" },
        { invoice_id: 1, number: "INV/2026-27/0010", amount: "100.00" },
      ],
      advance: "0.00",
    });
  });

  it("keeps what is more than owed as the advance, to the paisa", () => {
    expect(allocateOldestFirst("2000.01", open)).toEqual({
      allocations: [
        { invoice_id: 2, number: "INV/2026-27/0002", amount: "1000.00" },
        { invoice_id: 1, number: "INV/2026-27/0010", amount: "250.50" },
        { invoice_id: 3, number: "INV/2026-27/0003", amount: "500.00" },
      ],
      advance: "249.51",
    });
    expect(allocateOldestFirst("75", [])).toEqual({ allocations: [], advance: "75.00" });
  });
});

describe("checkChosenAllocations", () => {
  const invoices: AllocatableInvoice[] = [
    { id: 2, number: "INV/2026-27/0002", invoice_date: "2026-04-10", balance: "1000.00", customer_id: 7, status: "issued" },
    { id: 3, number: "INV/2026-27/0003", invoice_date: "2026-05-01", balance: "500.00", customer_id: 7, status: "issued" },
    { id: 5, number: "INV/2026-27/0005", invoice_date: "2026-05-01", balance: "500.00", customer_id: 8, status: "issued" },
    { id: 6, number: "INV/2026-27/0006", invoice_date: "2026-05-01", balance: "0.00", customer_id: 7, status: "cancelled" },
  ];
  const payment = { amount: "1200", customer_id: 7 };

  it("takes amounts up to each balance and keeps the rest as advance", () => {
    const chosen = [
      { invoice_id: 3, amount: "500" },
      { invoice_id: 2, amount: "600.25" },
    ];
    expect(checkChosenAllocations(payment, chosen, invoices)).toEqual({
      allocations: [
        { invoice_id: 3, number: "INV/2026-27/0003", amount: "500.00" },
        { invoice_id: 2, number: "INV/2026-27/0002", amount: "600.25" },
      ],
      advance: "99.75",
    });
  });

  it("names allocations.N.amount over the balance or over the payment, and allocations.N.invoice_id of another customer or cancelled", () => {
    expect(checkChosenAllocations(payment, [{ invoice_id: 3, amount: "500.01" }], invoices)).toEqual({
      fieldErrors: { "allocations.0.amount": "At most 500.00, the balance of INV/2026-27/0003" },
    });
    expect(
      checkChosenAllocations(
        payment,
        [
          { invoice_id: 2, amount: "1000" },
          { invoice_id: 3, amount: "201" },
        ],
        invoices,
      ),
    ).toEqual({ fieldErrors: { "allocations.1.amount": "The allocations add up to more than the payment" } });
    expect(
      checkChosenAllocations(
        payment,
        [
          { invoice_id: 5, amount: "1" },
          { invoice_id: 6, amount: "1" },
          { invoice_id: 99, amount: "1" },
        ],
        invoices,
      ),
    ).toEqual({
      fieldErrors: {
        "allocations.0.invoice_id": "Choose an invoice of this customer",
        "allocations.1.invoice_id": "Invoice INV/2026-27/0006 is cancelled",
        "allocations.2.invoice_id": "Choose an invoice of this customer",
      },
    });
  });
});

describe("paymentInput", () => {
  const base = { customer_id: 7, payment_date: "2026-04-01", amount: "1,000.5", mode: "upi", reference: "UTR1" };

  it("reads the amount to 2 decimals and allocates oldest first by default", () => {
    const v = paymentInput.parse(base);
    expect(v).toMatchObject({ amount: "1000.50", allocation: "oldest_first", note: "" });
  });

  it("needs a reference except for cash, an order for an advance, and chosen amounts within the payment", () => {
    const issues = (over: object) => paymentInput.safeParse({ ...base, ...over }).error?.issues.map((i) => i.path.join("."));
    expect(issues({ reference: " " })).toEqual(["reference"]);
    expect(issues({ reference: "", mode: "cash" })).toBeUndefined();
    expect(issues({ allocation: "advance" })).toEqual(["order_id"]);
    expect(issues({ allocation: "invoices" })).toEqual(["allocations"]);
    expect(
      issues({
        allocation: "invoices",
        allocations: [
          { invoice_id: 1, amount: "600" },
          { invoice_id: 2, amount: "600" },
        ],
      }),
    ).toEqual(["allocations.1.amount"]);
    expect(issues({ amount: "0" })).toEqual(["amount"]);
    expect(issues({ mode: "barter" })).toEqual(["mode"]);
  });

  it("says what of a payment is unallocated", () => {
    expect(unallocatedOf("1000", ["250.25", "500"])).toBe("249.75");
  });
});
