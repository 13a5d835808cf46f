/**
 * What an invoice's page shows of it, as its PDF prints it: the facts (dates, buyer, order, place of
 * supply, loads), the lines with their tax, freight, the HSN-wise summary and the totals.
 */
import { Link } from "react-router";
import { formatCount, formatRupees } from "#schemas/format";
import { formatScaled, parseScaled } from "#schemas/gst";
import type { InvoiceDto } from "#schemas/wire";
import { Detail, type DetailLook } from "~/components/admin/detail";
import { TitledCard } from "~/components/ui/card";
import { ScrollingTable, TableCard, TBody, Td, Th, THead } from "~/components/ui/table";
import { formatIsoDay } from "~/features/quotations";
import { cn } from "~/lib/cn";

const look: DetailLook = { row: "min-w-0", term: "text-xs text-gray-600", value: "break-words text-gray-900" };

/** Tax of a line or freight: its total less its taxable value, to the paisa. */
const taxOf = (l: { total: string; taxable: string }) => formatScaled(parseScaled(l.total, 2, "total") - parseScaled(l.taxable, 2, "taxable"), 2);

export function InvoiceFacts({ invoice: i }: { invoice: InvoiceDto }) {
  return (
    <TitledCard id="invoice-facts" title="Invoice details" className="p-5 text-sm sm:p-6" headingClassName="sr-only">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Detail look={look} label="Invoice date">
          {formatIsoDay(i.invoice_date)}
        </Detail>
        <Detail look={look} label="Due date">
          {formatIsoDay(i.due_date)}
        </Detail>
        <Detail look={look} label="Customer">
          <Link to={`/admin/customers/${i.customer_id}`} className="font-medium text-brand-700 hover:underline">
            {i.customer_name}
          </Link>
          {i.company ? <span className="block text-gray-700">{i.company}</span> : null}
        </Detail>
        <Detail look={look} label="Order">
          <Link to={`/admin/orders/${i.order_id}`} className="font-medium text-brand-700 hover:underline">
            {i.order_number}
          </Link>
        </Detail>
        <Detail look={look} label="GSTIN">
          {i.customer_gstin ?? "B2C"}
        </Detail>
        <Detail look={look} label="Place of supply">
          {i.place_of_supply}
        </Detail>
        <Detail look={look} label="Reverse charge">
          {i.reverse_charge}
        </Detail>
        <Detail look={look} label="Challans and vehicles">
          {i.dispatches.length ? (
            <ul>
              {i.dispatches.map((d) => (
                <li key={d.id}>
                  {d.number}, <span className="font-mono">{d.vehicle_number}</span>
                </li>
              ))}
            </ul>
          ) : (
            "—"
          )}
        </Detail>
      </dl>
    </TitledCard>
  );
}

const num = "text-right tabular-nums whitespace-nowrap";

export function InvoiceItems({ invoice: i }: { invoice: InvoiceDto }) {
  return (
    <TableCard title="Items">
      <ScrollingTable label="Items">
        <THead>
          {["Description", "HSN", "Qty", "Unit", "Rate", "Discount", "Taxable", "GST", "Tax", "Total"].map((h, n) => (
            <Th key={h} className={n >= 2 && n !== 3 ? "text-right" : undefined}>
              {h}
            </Th>
          ))}
        </THead>
        <TBody>
          {i.items.map((l) => (
            <tr key={l.position}>
              <Td>{l.description}</Td>
              <Td>{l.hsn}</Td>
              <Td className={num}>{formatCount(Number(l.quantity))}</Td>
              <Td>{l.unit}</Td>
              <Td className={num}>{formatRupees(l.rate)}</Td>
              <Td className={num}>{Number(l.discount_pct) > 0 ? `${l.discount_pct}%` : "—"}</Td>
              <Td className={num}>{formatRupees(l.taxable)}</Td>
              <Td className={num}>{l.gst_rate}%</Td>
              <Td className={num}>{formatRupees(taxOf(l))}</Td>
              <Td className={num}>{formatRupees(l.total)}</Td>
            </tr>
          ))}
          {i.freight ? (
            <tr>
              <Td>Freight</Td>
              <Td>{i.freight.hsn}</Td>
              <Td colSpan={4} />
              <Td className={num}>{formatRupees(i.freight.amount)}</Td>
              <Td className={num}>{i.freight.gst_rate}%</Td>
              <Td className={num}>{formatRupees(taxOf({ total: i.freight.total, taxable: i.freight.amount }))}</Td>
              <Td className={num}>{formatRupees(i.freight.total)}</Td>
            </tr>
          ) : null}
        </TBody>
      </ScrollingTable>
    </TableCard>
  );
}

export function HsnSummary({ invoice: i }: { invoice: InvoiceDto }) {
  return (
    <TableCard title="HSN-wise tax summary">
      <ScrollingTable label="HSN-wise tax summary">
        <THead>
          <Th>HSN/SAC</Th>
          <Th className="text-right">Rate</Th>
          <Th className="text-right">Taxable</Th>
          {i.intra_state ? (
            <>
              <Th className="text-right">CGST</Th>
              <Th className="text-right">SGST</Th>
            </>
          ) : (
            <Th className="text-right">IGST</Th>
          )}
          <Th className="text-right">Total tax</Th>
        </THead>
        <TBody>
          {i.hsn_summary.map((r) => (
            <tr key={`${r.hsn}-${r.gst_rate}`}>
              <Td>{r.hsn}</Td>
              <Td className={num}>{r.gst_rate}%</Td>
              <Td className={num}>{formatRupees(r.taxable)}</Td>
              {i.intra_state ? (
                <>
                  <Td className={num}>{formatRupees(r.cgst)}</Td>
                  <Td className={num}>{formatRupees(r.sgst)}</Td>
                </>
              ) : (
                <Td className={num}>{formatRupees(r.igst)}</Td>
              )}
              <Td className={num}>{formatRupees(r.total_tax)}</Td>
            </tr>
          ))}
        </TBody>
      </ScrollingTable>
    </TableCard>
  );
}

function Row({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4", strong && "border-t border-gray-200 pt-2 text-base font-bold text-ink")}>
      <dt className={strong ? undefined : "text-gray-700"}>{label}</dt>
      <dd className="tabular-nums">{formatRupees(amount)}</dd>
    </div>
  );
}

/** The totals, the amount in words, and what has been received and is still due. */
export function InvoiceTotals({ invoice: i }: { invoice: InvoiceDto }) {
  return (
    <TitledCard id="invoice-totals" title="Totals" className="p-5 sm:p-6" headingClassName="text-lg font-semibold text-ink">
      <dl className="mt-4 space-y-2 text-sm">
        <Row label="Taxable value" amount={i.taxable_total} />
        {i.intra_state ? (
          <>
            <Row label="CGST" amount={i.cgst_total} />
            <Row label="SGST" amount={i.sgst_total} />
          </>
        ) : (
          <Row label="IGST" amount={i.igst_total} />
        )}
        <Row label="Round off" amount={i.round_off} />
        <Row label="Grand total" amount={i.grand_total} strong />
      </dl>
      <p className="mt-3 text-sm text-gray-700 italic">{i.words}</p>
      <dl className="mt-4 space-y-2 border-t border-gray-200 pt-4 text-sm">
        <Row label="Amount paid" amount={i.amount_paid} />
        <Row label="Balance" amount={i.balance} strong />
      </dl>
    </TitledCard>
  );
}
