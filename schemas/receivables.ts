/**
 * What each customer owes: invoiced, received, the balance, and the unpaid invoices' balances aged
 * by days past their due date. One set of rules for the Receivables screen, its CSV, the dashboard
 * and the API.
 */
import { z } from "zod";
import { formatScaled, parseScaled } from "#schemas/gst";
import { blankIsAbsent, pageParam, searchParam } from "#schemas/query";

/** Days past the due date, in four buckets: a balance not yet due counts in the first. */
export const AGEING_BUCKETS = ["days_0_30", "days_31_60", "days_61_90", "days_over_90"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = {
  days_0_30: "0–30 days",
  days_31_60: "31–60 days",
  days_61_90: "61–90 days",
  days_over_90: "Over 90 days",
};

const DAY_MS = 86_400_000;
/** Whole days from calendar day `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** How many days an invoice due on `dueDate` is overdue on `today`: 0 until the day after it is due. */
export const daysOverdue = (dueDate: string, today: string) => Math.max(0, daysBetween(dueDate, today));

/** The bucket of a balance that many days overdue. */
export function ageingBucketOf(overdueDays: number): AgeingBucket {
  if (overdueDays <= 30) return "days_0_30";
  if (overdueDays <= 60) return "days_31_60";
  if (overdueDays <= 90) return "days_61_90";
  return "days_over_90";
}

/** An issued invoice with something still to be received. Money as text with 2 decimals. */
export type OpenInvoice = { invoice_date: string; due_date: string; balance: string };

/** A customer's figures as the Receivables screen shows them. */
export type CustomerAgeing = {
  invoiced: string;
  /** Settled on invoices plus advances not yet applied. */
  received: string;
  /** Received and not yet applied to an invoice. */
  advance: string;
  balance: string;
  /** The part of the balance past its due date. */
  overdue: string;
  /** Days since the oldest unpaid invoice's date; null when nothing is unpaid. */
  oldest_unpaid_days: number | null;
  buckets: Record<AgeingBucket, string>;
};

const paise = (amount: string) => parseScaled(amount, 2, "amount");
const money = (p: bigint) => formatScaled(p, 2);

/**
 * A customer's receivable on India day `today`: the balance is invoiced − received (an advance not yet
 * applied lowers it), the buckets age each unpaid invoice's own balance by days past its due date.
 */
export function ageCustomer(p: { invoiced: string; settled: string; advance: string; open: OpenInvoice[] }, today: string): CustomerAgeing {
  const buckets = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, 0n])) as Record<AgeingBucket, bigint>;
  let overdue = 0n;
  let oldest: string | null = null;
  for (const inv of p.open) {
    const owed = paise(inv.balance);
    if (owed <= 0n) continue;
    const late = daysOverdue(inv.due_date, today);
    buckets[ageingBucketOf(late)] += owed;
    if (late > 0) overdue += owed;
    if (oldest === null || inv.invoice_date < oldest) oldest = inv.invoice_date;
  }
  const received = paise(p.settled) + paise(p.advance);
  return {
    invoiced: money(paise(p.invoiced)),
    received: money(received),
    advance: money(paise(p.advance)),
    balance: money(paise(p.invoiced) - received),
    overdue: money(overdue),
    oldest_unpaid_days: oldest === null ? null : Math.max(0, daysBetween(oldest, today)),
    buckets: Object.fromEntries(AGEING_BUCKETS.map((b) => [b, money(buckets[b])])) as Record<AgeingBucket, string>,
  };
}

/** The sum of each money figure over customers (the totals at the top of the screen). */
export function totalAgeing(rows: CustomerAgeing[]): Omit<CustomerAgeing, "oldest_unpaid_days"> {
  const sum = (pick: (r: CustomerAgeing) => string) => money(rows.reduce((s, r) => s + paise(pick(r)), 0n));
  return {
    invoiced: sum((r) => r.invoiced),
    received: sum((r) => r.received),
    advance: sum((r) => r.advance),
    balance: sum((r) => r.balance),
    overdue: sum((r) => r.overdue),
    buckets: Object.fromEntries(AGEING_BUCKETS.map((b) => [b, sum((r) => r.buckets[b])])) as Record<AgeingBucket, string>,
  };
}

export const RECEIVABLE_SORTS = ["balance", "overdue", "oldest", "customer"] as const;
export type ReceivableSort = (typeof RECEIVABLE_SORTS)[number];
export const RECEIVABLE_SORT_LABELS: Record<ReceivableSort, string> = {
  balance: "Largest balance",
  overdue: "Most overdue",
  oldest: "Oldest unpaid",
  customer: "Customer name",
};
export const RECEIVABLES_PAGE_SIZE = 25;

/** `?search&sort&overdue&page` of the Receivables list; `overdue=1` keeps the customers with something past due. */
export const receivableListQuery = z.object({
  search: searchParam,
  sort: z.preprocess(blankIsAbsent, z.enum(RECEIVABLE_SORTS, "Choose a sort from the list").optional().default("balance")),
  overdue: z.preprocess(blankIsAbsent, z.enum(["1"], "Overdue must be 1 or left out").optional()),
  page: pageParam,
});
export type ReceivableListQuery = z.output<typeof receivableListQuery>;

/** Customers in the asked order: largest first for money and age, A–Z for the name; ties by name. */
export function sortReceivables<T extends CustomerAgeing & { customer_name: string }>(rows: T[], sort: ReceivableSort): T[] {
  const byName = (a: T, b: T) => a.customer_name.localeCompare(b.customer_name, "en-IN");
  const desc = (pick: (r: T) => bigint | number) => (a: T, b: T) => {
    const x = pick(a);
    const y = pick(b);
    return x === y ? byName(a, b) : x > y ? -1 : 1;
  };
  const order = {
    balance: desc((r) => paise(r.balance)),
    overdue: desc((r) => paise(r.overdue)),
    oldest: desc((r) => r.oldest_unpaid_days ?? -1),
    customer: byName,
  }[sort];
  return [...rows].sort(order);
}
