/**
 * Payments received: their modes, how a payment is allocated to invoices (oldest first, chosen
 * invoices, or an advance), and the API's inputs, shared by the server and the "Record payment" dialog.
 * Money is exact: integer paise in BigInt.
 */
import { z } from "zod";
import type { FieldErrors } from "#schemas/errors";
import { formatScaled, parseScaled } from "#schemas/gst";
import { blankIsAbsent, isCalendarDay, MAX_ID, pageParam } from "#schemas/query";

export const PAYMENT_MODES = ["upi", "neft_rtgs", "cheque", "cash", "card"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = { upi: "UPI", neft_rtgs: "NEFT/RTGS", cheque: "Cheque", cash: "Cash", card: "Card" };

/** How a payment is allocated: to the oldest open invoices, to chosen invoices, or kept as an advance on its order. */
export const PAYMENT_ALLOCATIONS = ["oldest_first", "invoices", "advance"] as const;
export type PaymentAllocationKind = (typeof PAYMENT_ALLOCATIONS)[number];

export const PAYMENT_PAGE_SIZE = 25;
const MAX_AMOUNT = 10n ** 12n - 1n;

const paise = (amount: string) => parseScaled(amount, 2, "amount");
const rupees = (p: bigint) => formatScaled(p, 2);

/** An issued invoice that may take money: its balance due now. */
export type OpenInvoice = { id: number; number: string; invoice_date: string; balance: string };
export type Allocation = { invoice_id: number; amount: string };
export type AllocationPlan = { allocations: (Allocation & { number: string })[]; advance: string };

/** The order payments settle invoices in: by invoice date, then number. */
export const oldestFirst = <T extends { invoice_date: string; number: string }>(list: T[]): T[] =>
  [...list].sort((a, b) =>
    a.invoice_date === b.invoice_date ? (a.number < b.number ? -1 : a.number > b.number ? 1 : 0) : a.invoice_date < b.invoice_date ? -1 : 1,
  );

/**
 * `amount` spread over `open` oldest first (by invoice date, then number): each invoice takes up to
 * its balance until the money runs out; what is left is the advance.
 */
export function allocateOldestFirst(amount: string, open: OpenInvoice[]): AllocationPlan {
  let left = paise(amount);
  const allocations: AllocationPlan["allocations"] = [];
  for (const invoice of oldestFirst(open)) {
    const balance = paise(invoice.balance);
    if (left <= 0n) break;
    if (balance <= 0n) continue;
    const take = balance < left ? balance : left;
    allocations.push({ invoice_id: invoice.id, number: invoice.number, amount: rupees(take) });
    left -= take;
  }
  return { allocations, advance: rupees(left) };
}

/** An invoice as a chosen allocation is checked against: whose it is, whether issued, and its balance. */
export type AllocatableInvoice = OpenInvoice & { customer_id: number; status: "issued" | "cancelled" };

/**
 * Chosen allocations checked: each invoice the customer's and issued, each amount at most that
 * invoice's balance, and all of them together at most the payment. Answers the plan, or the field
 * errors naming `allocations.N.invoice_id` or `allocations.N.amount`.
 */
export function checkChosenAllocations(
  payment: { amount: string; customer_id: number },
  chosen: Allocation[],
  invoices: AllocatableInvoice[],
): AllocationPlan | { fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const byId = new Map(invoices.map((i) => [i.id, i]));
  let total = 0n;
  const allocations: AllocationPlan["allocations"] = [];
  chosen.forEach((a, n) => {
    const invoice = byId.get(a.invoice_id);
    const amount = paise(a.amount);
    total += amount;
    if (!invoice || invoice.customer_id !== payment.customer_id) fieldErrors[`allocations.${n}.invoice_id`] = "Choose an invoice of this customer";
    else if (invoice.status !== "issued") fieldErrors[`allocations.${n}.invoice_id`] = `Invoice ${invoice.number} is cancelled`;
    else if (amount > paise(invoice.balance))
      fieldErrors[`allocations.${n}.amount`] = `At most ${rupees(paise(invoice.balance))}, the balance of ${invoice.number}`;
    else if (total > paise(payment.amount)) fieldErrors[`allocations.${n}.amount`] = "The allocations add up to more than the payment";
    else allocations.push({ invoice_id: a.invoice_id, number: invoice.number, amount: rupees(amount) });
  });
  if (Object.keys(fieldErrors).length) return { fieldErrors };
  return { allocations, advance: rupees(paise(payment.amount) - total) };
}

/** What of `amount` is not allocated: the payment's advance. */
export const unallocatedOf = (amount: string, allocated: string[]) => rupees(allocated.reduce((left, a) => left - paise(a), paise(amount)));

const MESSAGES = {
  amount: "Enter the amount in rupees, more than 0, with at most 2 decimals",
  date: "Enter the payment date as YYYY-MM-DD",
  reference: "Enter the UTR or cheque number",
  order: "An advance needs the order it is for",
  chosen: "Enter an amount for at least one invoice",
} as const;

const id = (message: string) => z.coerce.number(message).int(message).min(1, message).max(MAX_ID, message);
/** Rupees more than 0 with at most 2 decimals, as text with 2 decimals. */
const money = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "number" ? String(v) : typeof v === "string" ? v.trim().replace(/,/g, "") : v),
    z
      .string(message)
      .regex(/^\d{1,12}(\.\d{1,2})?$/, message)
      .refine((v) => paise(v) > 0n && paise(v) <= MAX_AMOUNT, message)
      .transform((v) => rupees(paise(v))),
  );
const text = (max: number, label: string) =>
  z.preprocess((v) => v ?? "", z.string(`${label} must be text`).trim().max(max, `Keep the ${label.toLowerCase()} under ${max} characters`));

/** POST /api/payments: the money received and how it is allocated. */
export const paymentInput = z
  .object({
    customer_id: id("Choose the customer"),
    order_id: z.preprocess((v) => (v === "" || v === null ? undefined : v), id("Choose one of the customer's orders").optional()),
    payment_date: z.string(MESSAGES.date).trim().refine(isCalendarDay, MESSAGES.date),
    amount: money(MESSAGES.amount),
    mode: z.enum(PAYMENT_MODES, "Choose UPI, NEFT/RTGS, Cheque, Cash or Card"),
    reference: text(100, "Reference"),
    note: text(500, "Note"),
    allocation: z.preprocess((v) => v ?? "oldest_first", z.enum(PAYMENT_ALLOCATIONS, "Choose how the payment is allocated")),
    allocations: z
      .array(z.object({ invoice_id: id("Choose an invoice of this customer"), amount: money(MESSAGES.amount) }), "Enter the amounts for the invoices")
      .max(50, "At most 50 invoices a payment")
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.mode !== "cash" && v.reference === "") ctx.addIssue({ code: "custom", path: ["reference"], message: MESSAGES.reference });
    if (v.allocation === "advance" && v.order_id === undefined) ctx.addIssue({ code: "custom", path: ["order_id"], message: MESSAGES.order });
    if (v.allocation !== "invoices") return;
    if (!v.allocations?.length) ctx.addIssue({ code: "custom", path: ["allocations"], message: MESSAGES.chosen });
    const ids = new Set<number>();
    let total = 0n;
    v.allocations?.forEach((a, n) => {
      if (ids.has(a.invoice_id)) ctx.addIssue({ code: "custom", path: ["allocations", n, "invoice_id"], message: "Each invoice once" });
      ids.add(a.invoice_id);
      total += paise(a.amount);
      if (total > paise(v.amount))
        ctx.addIssue({ code: "custom", path: ["allocations", n, "amount"], message: "The allocations add up to more than the payment" });
    });
  });
export type PaymentInput = z.output<typeof paymentInput>;

/** `?customer_id&order_id&invoice_id&page` of the payments list, newest first; an order's are its advances and those settling its invoices. */
export const paymentListQuery = z.object({
  customer_id: z.preprocess(blankIsAbsent, id("Choose a customer").optional()),
  order_id: z.preprocess(blankIsAbsent, id("Choose an order").optional()),
  invoice_id: z.preprocess(blankIsAbsent, id("Choose an invoice").optional()),
  page: pageParam,
  limit: z.preprocess(blankIsAbsent, z.coerce.number().int().min(1).max(100).optional().default(PAYMENT_PAGE_SIZE)),
});
export type PaymentListQuery = z.output<typeof paymentListQuery>;

/** `?customer_id&order_id` of the open invoices a payment may settle: one of them is needed. */
export const openInvoicesQuery = z
  .object({
    customer_id: z.preprocess(blankIsAbsent, id("Choose a customer").optional()),
    order_id: z.preprocess(blankIsAbsent, id("Choose an order").optional()),
  })
  .refine((q) => q.customer_id !== undefined || q.order_id !== undefined, { path: ["customer_id"], message: "Choose a customer or an order" });
