/**
 * A quotation that has left the office (sent, viewed, accepted, declined, expired) as it was sent:
 * read-only, with its customer, lines, totals, terms, the customer's link and what happened to it.
 * A change of price is a new version, never an edit.
 */
import type { ReactNode } from "react";
import { formatIndianMoney } from "#schemas/gst";
import type { QuotationDto } from "#schemas/wire";
import { formatIsoDay } from "~/features/quotations/quotation-parts";
import { LeadCard } from "~/features/leads";
import { QuotationTotals } from "~/features/quotations/quotation-totals";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatDateTime } from "#schemas/format";

function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`min-w-0 ${className ?? ""}`}>
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-line text-ink">{children}</dd>
    </div>
  );
}

const qty = (q: string | number) => String(q);

/** The items table's headings, in column order; numbers are right-aligned. */
const ITEM_COLUMNS = [
  { label: "#", className: "py-2 pr-3" },
  { label: "Description", className: "py-2 pr-3" },
  { label: "HSN", className: "py-2 pr-3" },
  { label: "Quantity", className: "py-2 pr-3 text-right" },
  { label: "Rate", className: "py-2 pr-3 text-right" },
  { label: "Disc. %", className: "py-2 pr-3 text-right" },
  { label: "GST", className: "py-2 pr-3 text-right" },
  { label: "Amount", className: "py-2 text-right" },
];

export function QuotationView({ quotation: q }: { quotation: QuotationDto }) {
  const lines = q.totals.lines;
  const history: { label: string; at: string | null; extra?: ReactNode }[] = [
    { label: "Created", at: q.created_at },
    { label: "Sent", at: q.sent_at },
    { label: "Viewed by the customer", at: q.viewed_at },
    {
      label: `Accepted${q.accepted_name ? ` by ${q.accepted_name}` : ""}`,
      at: q.accepted_at,
      extra: q.delivery_note ? <span className="block text-gray-700">Delivery note: {q.delivery_note}</span> : null,
    },
    { label: "Declined", at: q.declined_at },
  ];
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <LeadCard title="Customer" id="quotation-customer-title" className="lg:col-span-2">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Detail label="Customer name">{q.customer_name}</Detail>
            <Detail label="Company">{q.company || "—"}</Detail>
            <Detail label="Billing address" className="sm:col-span-2">
              {q.billing_address}
            </Detail>
            <Detail label="State">
              {q.state_name} ({q.state_code})
            </Detail>
            <Detail label="Customer GSTIN">{q.customer_gstin || "—"}</Detail>
            <Detail label="Phone">
              {q.country_code} {q.phone}
            </Detail>
            <Detail label="E-mail">{q.email || "—"}</Detail>
          </dl>
        </LeadCard>
        <LeadCard title="History" id="quotation-history-title">
          <ol className="space-y-3 text-sm">
            {history
              .filter((h) => h.at)
              .map((h) => (
                <li key={h.label} className="border-l-2 border-brand-200 pl-3">
                  <span className="font-medium text-ink">{h.label}</span>
                  <span className="block text-xs text-gray-600">
                    <time dateTime={h.at!}>{formatDateTime(h.at)}</time>
                  </span>
                  {h.extra}
                </li>
              ))}
          </ol>
          <p className="mt-4 text-sm text-gray-700">
            Valid until <time dateTime={q.valid_until}>{formatIsoDay(q.valid_until)}</time>
          </p>
        </LeadCard>
      </div>

      <LeadCard title="Items" id="quotation-items-title">
        <div role="region" aria-label="Items table" tabIndex={0} className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="border-b border-gray-200 text-xs font-semibold tracking-wide text-gray-600 uppercase">
              <tr>
                {ITEM_COLUMNS.map((c) => (
                  <th key={c.label} scope="col" className={c.className}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {lines.map((l, i) => (
                <tr key={i} className="align-top">
                  <td className="py-2 pr-3 text-gray-600">{i + 1}</td>
                  <th scope="row" className="py-2 pr-3 font-medium break-words text-ink">
                    {l.description}
                  </th>
                  <td className="py-2 pr-3">{l.hsn}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {qty(l.quantity)} {l.unit}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatIndianMoney(l.rate)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{Number(l.discount_pct) ? l.discount_pct : "—"}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{l.gst_rate}%</td>
                  <td className="py-2 text-right tabular-nums">{formatIndianMoney(l.taxable)}</td>
                </tr>
              ))}
              {q.totals.freight ? (
                <tr className="align-top">
                  <td className="py-2 pr-3 text-gray-600" />
                  <th scope="row" className="py-2 pr-3 font-medium text-ink">
                    Freight
                  </th>
                  <td className="py-2 pr-3">{q.totals.freight.hsn}</td>
                  <td className="py-2 pr-3" />
                  <td className="py-2 pr-3" />
                  <td className="py-2 pr-3" />
                  <td className="py-2 pr-3 text-right tabular-nums">{q.totals.freight.gst_rate}%</td>
                  <td className="py-2 text-right tabular-nums">{formatIndianMoney(q.totals.freight.taxable)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </LeadCard>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="space-y-6">
          <LeadCard title="Terms and notes" id="quotation-terms-title">
            <dl className="space-y-3 text-sm">
              <Detail label="Terms">{q.terms || "—"}</Detail>
              <Detail label="Notes">{q.notes || "—"}</Detail>
            </dl>
          </LeadCard>
          <LeadCard title="Customer's link" id="quotation-link-title">
            <Field label="Link to the quotation" hint="The customer sees the quotation here without signing in, and can accept it while it is valid.">
              <Input readOnly value={q.token_url} onFocus={(e) => e.currentTarget.select()} className="font-mono" />
            </Field>
          </LeadCard>
        </div>
        <QuotationTotals
          totals={q.totals}
          note={q.totals.intra_state ? "Within our state: CGST + SGST." : `Place of supply ${q.state_name}: IGST.`}
          className="lg:sticky lg:top-6"
        />
      </div>
    </div>
  );
}
