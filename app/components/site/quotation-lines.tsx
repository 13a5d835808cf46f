/** The customer's quotation's items (a table on wide screens, cards on phones) and its tax and totals. */
import { formatIndianMoney, type QuoteLine, type QuoteTotals } from "#schemas/gst";
import { discountPercent, formatQuantityValue, isZero, percent } from "~/components/site/quotation-format";
import { cn } from "~/lib/cn";

const th = "px-3 py-2 font-semibold";
const num = "text-right tabular-nums whitespace-nowrap";

/** The items table's headings, in column order; numbers are right-aligned. */
const ITEM_COLUMNS = [
  { label: "#", className: "w-8" },
  { label: "Description" },
  { label: "HSN" },
  { label: "Qty", className: "text-right" },
  { label: "Unit" },
  { label: "Rate", className: "text-right" },
  { label: "Discount", className: "text-right" },
  { label: "GST", className: "text-right" },
  { label: "Taxable value", className: "text-right" },
];

/** Wide screens: one row per item. */
export function ItemsTable({ lines }: { lines: QuoteLine[] }) {
  return (
    <table className="mt-4 hidden w-full border-collapse text-sm md:table">
      <caption className="sr-only">Items, quantities, rates and taxable values</caption>
      <thead>
        <tr className="border-y border-gray-200 bg-gray-50 text-left text-gray-700">
          {ITEM_COLUMNS.map((c) => (
            <th key={c.label} scope="col" className={cn(th, c.className)}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i} className="border-b border-gray-100 align-top">
            <td className="px-3 py-2 text-gray-600">{i + 1}</td>
            <td className="px-3 py-2 break-words text-ink">{line.description}</td>
            <td className="px-3 py-2 font-mono text-gray-800">{line.hsn}</td>
            <td className={cn("px-3 py-2", num)}>{formatQuantityValue(line.quantity)}</td>
            <td className="px-3 py-2 text-gray-800">{line.unit}</td>
            <td className={cn("px-3 py-2", num)}>{formatIndianMoney(line.rate)}</td>
            <td className={cn("px-3 py-2", num)}>
              {isZero(line.discount) ? (
                "—"
              ) : (
                <>
                  {discountPercent(line.discount_pct)}
                  <span className="block text-xs text-gray-600">−{formatIndianMoney(line.discount)}</span>
                </>
              )}
            </td>
            <td className={cn("px-3 py-2", num)}>{percent(line.gst_rate)}</td>
            <td className={cn("px-3 py-2 font-medium text-ink", num)}>{formatIndianMoney(line.taxable)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones: one card per item, nothing to scroll sideways. */
export function ItemsList({ lines }: { lines: QuoteLine[] }) {
  return (
    <ol className="mt-3 space-y-3 md:hidden">
      {lines.map((line, i) => (
        <li key={i} className="rounded-lg border border-gray-200 p-3 text-sm">
          <p className="font-semibold break-words text-ink">
            {i + 1}. {line.description}
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-gray-800">
            <dt className="text-gray-600">HSN</dt>
            <dd className="font-mono">{line.hsn}</dd>
            <dt className="text-gray-600">Quantity</dt>
            <dd>
              {formatQuantityValue(line.quantity)} {line.unit} × {formatIndianMoney(line.rate)}
            </dd>
            {isZero(line.discount) ? null : (
              <>
                <dt className="text-gray-600">Discount</dt>
                <dd>
                  {discountPercent(line.discount_pct)} (−{formatIndianMoney(line.discount)})
                </dd>
              </>
            )}
            <dt className="text-gray-600">GST</dt>
            <dd>{percent(line.gst_rate)}</dd>
            <dt className="text-gray-600">Taxable value</dt>
            <dd className="font-semibold text-ink">{formatIndianMoney(line.taxable)}</dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** Subtotal, freight, GST by rate (CGST + SGST, or IGST), round off, the grand total and its words. */
export function Totals({ totals }: { totals: QuoteTotals }) {
  const rows: { label: string; amount: string }[] = [{ label: "Subtotal (taxable value of items)", amount: totals.subtotal }];
  if (totals.freight) {
    rows.push({ label: `Freight (SAC ${totals.freight.hsn}, GST ${percent(totals.freight.gst_rate)})`, amount: totals.freight.taxable });
    rows.push({ label: "Taxable value", amount: totals.taxable_total });
  }
  for (const t of totals.tax_by_rate) {
    if (t.gst_rate === 0) continue;
    if (totals.intra_state) {
      rows.push({ label: `CGST @ ${percent(t.gst_rate / 2)} on ${formatIndianMoney(t.taxable)}`, amount: t.cgst });
      rows.push({ label: `SGST @ ${percent(t.gst_rate / 2)} on ${formatIndianMoney(t.taxable)}`, amount: t.sgst });
    } else {
      rows.push({ label: `IGST @ ${percent(t.gst_rate)} on ${formatIndianMoney(t.taxable)}`, amount: t.igst });
    }
  }
  rows.push({ label: "Round off", amount: totals.round_off });

  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
      <p className="max-w-md text-sm text-gray-700">
        {totals.intra_state
          ? "Supply within the seller's state: GST is charged as CGST and SGST, half the rate each."
          : "Supply to another state: GST is charged as IGST at the full rate."}
      </p>
      <dl className="w-full text-sm md:max-w-md">
        {rows.map((r) => (
          <div key={r.label} className="flex justify-between gap-4 border-b border-gray-100 py-1.5">
            <dt className="min-w-0 text-gray-700">{r.label}</dt>
            <dd className={cn(num, "text-ink")}>
              {r.label === "Round off" && !r.amount.startsWith("-") && !isZero(r.amount) ? `+${formatIndianMoney(r.amount)}` : formatIndianMoney(r.amount)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-b-2 border-ink py-2 text-base font-bold text-ink">
          <dt>Grand total</dt>
          <dd className={num}>{formatIndianMoney(totals.grand_total)}</dd>
        </div>
        <div className="pt-2">
          <dt className="sr-only">Amount in words</dt>
          <dd className="text-sm font-medium text-gray-800 italic">{totals.words}</dd>
        </div>
      </dl>
    </div>
  );
}
