/** The Receivables screen's figures: the totals at the top and one row per customer. */
import { AGEING_BUCKET_LABELS, AGEING_BUCKETS } from "#schemas/receivables";
import type { CustomerReceivable, ReceivableListAnswer } from "#schemas/wire";
import { formatCount, formatRupees } from "#schemas/format";
import { TitledCard } from "~/components/ui/card";
import { customerPageColumn, type ColumnListSpec, type ListColumn } from "~/components/admin/column-list";
import { cn } from "~/lib/cn";

/** Wide-screen columns; below xl each row stacks with its labels. */
const receivableColumns = "xl:grid xl:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_minmax(0,0.7fr)_repeat(4,minmax(0,0.9fr))] xl:items-center xl:gap-3";

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
    <TitledCard id="receivable-totals-title" title="Totals" className="p-5" headingClassName="mb-3 text-lg font-semibold text-ink">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-gray-600">{label}</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">{formatRupees(value)}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}

/** An amount or age, right-aligned under its short heading. */
const figureColumn = (label: string, head: string, value: (r: CustomerReceivable) => string, strong = false): ListColumn<CustomerReceivable> => ({
  label,
  head,
  headClassName: "text-right",
  className: "xl:text-right",
  valueClassName: cn("tabular-nums", strong ? "font-semibold text-ink" : "text-gray-800"),
  skeleton: "h-4 w-20 bg-gray-100 xl:ml-auto",
  value,
});

export const receivableList: ColumnListSpec<CustomerReceivable> = {
  names: { card: "Customers who owe", list: "Customers", loading: "Loading receivables", testId: "receivable-skeleton" },
  layout: { wide: "xl", grid: receivableColumns, skeletonRows: 4 },
  key: (r) => r.customer_id,
  rowClassName: () => "sm:grid-cols-4",
  columns: [
    customerPageColumn("col-span-2 min-w-0 sm:col-span-4 xl:col-span-1", (r) => ({ id: r.customer_id, name: r.customer_name, company: r.company })),
    figureColumn("Invoiced", "Invoiced", (r) => formatRupees(r.invoiced)),
    figureColumn("Received", "Received", (r) => formatRupees(r.received)),
    figureColumn("Balance", "Balance", (r) => formatRupees(r.balance), true),
    figureColumn("Oldest unpaid", "Oldest", (r) => (r.oldest_unpaid_days === null ? "—" : `${formatCount(r.oldest_unpaid_days)} days`)),
    ...AGEING_BUCKETS.map((b) => figureColumn(AGEING_BUCKET_LABELS[b], BUCKET_SHORT[b], (r) => formatRupees(r.buckets[b]))),
  ],
};
