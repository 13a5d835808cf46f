/** The Receivables screen's figures: the totals at the top and one row per customer. */
import { Link } from "react-router";
import { AGEING_BUCKET_LABELS, AGEING_BUCKETS } from "#schemas/receivables";
import type { CustomerReceivable, ReceivableListAnswer } from "#schemas/wire";
import { formatCount, formatRupees } from "#schemas/format";
import { Card } from "~/components/ui/card";
import { GridHead } from "~/components/ui/table";
import { cn } from "~/lib/cn";

/** Wide-screen columns; below xl each row stacks with its labels. */
export const receivableColumns =
  "xl:grid xl:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_minmax(0,0.7fr)_repeat(4,minmax(0,0.9fr))] xl:items-center xl:gap-3";

const BUCKET_SHORT = { days_0_30: "0–30", days_31_60: "31–60", days_61_90: "61–90", days_over_90: "Over 90" } as const;

/** The totals of every customer under the filters. */
export function ReceivableTotals({ totals }: { totals: ReceivableListAnswer["totals"] }) {
  const figures: [string, string][] = [
    ["Invoiced", totals.invoiced],
    ["Received", totals.received],
    ["Balance", totals.balance],
    ["Overdue", totals.overdue],
    ...AGEING_BUCKETS.map((b): [string, string] => [AGEING_BUCKET_LABELS[b], totals.buckets[b]]),
  ];
  return (
    <Card as="section" aria-labelledby="receivable-totals-title" className="p-5">
      <h2 id="receivable-totals-title" className="mb-3 text-lg font-semibold text-ink">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-gray-600">{label}</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">{formatRupees(value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function ReceivableHead() {
  return (
    <GridHead className={receivableColumns}>
      <span>Customer</span>
      <span className="text-right">Invoiced</span>
      <span className="text-right">Received</span>
      <span className="text-right">Balance</span>
      <span className="text-right">Oldest</span>
      {AGEING_BUCKETS.map((b) => (
        <span key={b} className="text-right">
          {BUCKET_SHORT[b]}
        </span>
      ))}
    </GridHead>
  );
}

function Figure({ label, children, strong = false }: { label: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <div className="xl:text-right">
      <dt className="text-xs text-gray-600 xl:sr-only">{label}</dt>
      <dd className={cn("tabular-nums", strong ? "font-semibold text-ink" : "text-gray-800")}>{children}</dd>
    </div>
  );
}

export function ReceivableRows({ items }: { items: CustomerReceivable[] }) {
  return (
    <ul aria-label="Customers" className="divide-y divide-gray-100">
      {items.map((r) => (
        <li key={r.customer_id} className={cn("grid grid-cols-2 gap-x-4 gap-y-2 px-5 py-4 text-sm sm:grid-cols-4", receivableColumns)}>
          <dl className="contents">
            <div className="col-span-2 min-w-0 sm:col-span-4 xl:col-span-1">
              <dt className="sr-only">Customer</dt>
              <dd className="font-semibold break-words">
                <Link to={`/admin/customers/${r.customer_id}`} className="text-brand-700 hover:text-brand-800 hover:underline">
                  {r.customer_name}
                </Link>
                {r.company ? <span className="block text-xs font-normal text-gray-600">{r.company}</span> : null}
              </dd>
            </div>
            <Figure label="Invoiced">{formatRupees(r.invoiced)}</Figure>
            <Figure label="Received">{formatRupees(r.received)}</Figure>
            <Figure label="Balance" strong>
              {formatRupees(r.balance)}
            </Figure>
            <Figure label="Oldest unpaid">{r.oldest_unpaid_days === null ? "—" : `${formatCount(r.oldest_unpaid_days)} days`}</Figure>
            {AGEING_BUCKETS.map((b) => (
              <Figure key={b} label={AGEING_BUCKET_LABELS[b]}>
                {formatRupees(r.buckets[b])}
              </Figure>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
