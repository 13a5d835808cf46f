/**
 * A quotation's totals as its PDF shows them: the items' taxable value, freight, the tax at each
 * rate (CGST and SGST at half the rate each within the seller's state, else IGST at the full
 * rate), round off, the grand total and the amount in words. The form shows it live while the
 * lines are typed; a sent quotation shows what was stored.
 */
import { Fragment, type ReactNode } from "react";
import { formatIndianMoney, type QuoteTotals } from "#schemas/gst";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

const halfRate = (rate: number) => `${rate / 2}%`;

export function QuotationTotals({ totals, note, className }: { totals: QuoteTotals | null; note?: ReactNode; className?: string }) {
  return (
    <Card as="section" aria-labelledby="quotation-totals-title" className={cn("p-5", className)}>
      <h2 id="quotation-totals-title" className="text-lg font-semibold text-ink">
        Totals
      </h2>
      {note ? <p className="mt-1 text-sm text-gray-600">{note}</p> : null}
      {totals ? (
        <>
          <dl className="mt-4 space-y-2 text-sm">
            <Row label="Items (taxable value)" amount={totals.subtotal} />
            {totals.freight ? (
              <>
                <Row label="Freight" amount={totals.freight.taxable} />
                <Row label="Taxable value" amount={totals.taxable_total} />
              </>
            ) : null}
            {totals.tax_by_rate
              .filter((r) => r.gst_rate > 0)
              .map((r) =>
                totals.intra_state ? (
                  <Fragment key={r.gst_rate}>
                    <Row label={`CGST @ ${halfRate(r.gst_rate)}`} amount={r.cgst} />
                    <Row label={`SGST @ ${halfRate(r.gst_rate)}`} amount={r.sgst} />
                  </Fragment>
                ) : (
                  <Row key={r.gst_rate} label={`IGST @ ${r.gst_rate}%`} amount={r.igst} />
                ),
              )}
            <Row label="Round off" amount={totals.round_off} />
            <Row label="Grand total" amount={totals.grand_total} strong />
          </dl>
          <p className="mt-3 text-sm text-gray-700 italic">{totals.words}</p>
        </>
      ) : (
        <p className="mt-4 text-sm text-gray-600">The totals appear when the lines are complete.</p>
      )}
    </Card>
  );
}

function Row({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4", strong && "border-t border-gray-200 pt-2 text-base font-bold text-ink")}>
      <dt className={strong ? undefined : "text-gray-700"}>{label}</dt>
      <dd className={cn("tabular-nums", strong ? undefined : "text-ink")}>{formatIndianMoney(amount)}</dd>
    </div>
  );
}
