import { Link } from "react-router";
import { formatIndianMoney, groupIndian, type QuoteLine, type QuoteTotals } from "#schemas/gst";
import type { PublicQuotationDto } from "#schemas/wire";
import { CircleCheck, CircleX, Clock, Download } from "~/components/site/quotation-icons";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * The customer's quotation as a page (/q/:token): the seller's letterhead, the customer, the items
 * with their HSN codes, GST by rate (CGST + SGST within the seller's state, IGST elsewhere), round
 * off, the grand total in figures and words, validity, terms and notes. Server-rendered: it reads
 * without JavaScript. Amounts are the server's exact strings, only formatted here.
 */

// Dates are shown as India reads them, the same on the server and in the browser (no hydration drift).
const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const dayTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** '2 Nov 2026' for a calendar day (YYYY-MM-DD) or a moment (ISO 8601), in India. */
export function quotationDay(value: string | null | undefined): string {
  if (!value) return "—";
  // A bare calendar day is that day in India, whatever the time zone of the machine formatting it.
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value);
  return Number.isNaN(d.getTime()) ? "—" : dayFormat.format(d);
}

/** '2 Nov 2026, 04:05 pm' in India. */
export function quotationDayTime(value: string | null | undefined): string {
  if (!value) return "—";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? "—" : dayTimeFormat.format(d);
}

/** A quantity without its trailing zeros, grouped the Indian way: "12500.000" → "12,500", "2.500" → "2.5". */
export function formatQuantityValue(quantity: string | number): string {
  const text = String(quantity);
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) return text;
  const fraction = (m[3] ?? "").replace(/0+$/, "");
  return `${m[1]}${groupIndian(m[2])}${fraction ? `.${fraction}` : ""}`;
}

/** A GST rate as a percentage: 18 → "18%", half of 5 → "2.5%". */
const percent = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;

/** A discount percentage as sent ("10.00") without trailing zeros: "10%", "2.5%". */
const discountPercent = (pct: string | number) => `${formatQuantityValue(pct)}%`;

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

/** The customer's number shown with only its last four digits: it is what confirms an acceptance. */
export function maskedMobile(countryCode: string, phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length <= 4) return `${countryCode} ${digits}`;
  return `${countryCode} ${"•".repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** Where a quotation stands for its customer: open (can be answered), or closed and why. */
export type QuotationState = "open" | "accepted" | "declined" | "expired";

export function quotationState(q: Pick<PublicQuotationDto, "status" | "expired">): QuotationState {
  if (q.status === "accepted") return "accepted";
  if (q.status === "declined") return "declined";
  if (q.expired || q.status === "expired") return "expired";
  return "open";
}

/** The line at the top of a closed quotation: accepted (when), declined, or expired (with the contact page). */
export function QuotationBanner({ q }: { q: PublicQuotationDto }) {
  const state = quotationState(q);
  if (state === "open") return null;
  if (state === "accepted") {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl border border-green-300 bg-green-50 px-4 py-3 text-green-900">
        <CircleCheck className="mt-0.5 h-5 w-5 shrink-0" />
        <p className="font-medium">
          You accepted this quotation on {quotationDayTime(q.accepted_at)}
          {q.accepted_name ? ` as ${q.accepted_name}` : ""}. Thank you! We will be in touch about delivery.
        </p>
      </div>
    );
  }
  const contact = (
    <Link to="/contact" className="font-semibold text-brand-800 underline hover:text-brand-900">
      Contact us for a fresh quotation
    </Link>
  );
  if (state === "declined") {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl border border-gray-300 bg-gray-100 px-4 py-3 text-gray-900">
        <CircleX className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-medium">This quotation was declined{q.declined_at ? ` on ${quotationDay(q.declined_at)}` : ""} and can no longer be accepted.</p>
          <p className="mt-1">{contact}</p>
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <Clock className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">This quotation has expired</p>
        <p className="mt-1">
          It was valid until {quotationDay(q.valid_until)}. Prices and availability may have changed. {contact}
        </p>
      </div>
    </div>
  );
}

/** The quotation itself, as a document. `pdfHref` is its PDF (the same quotation, for saving or printing). */
export function QuotationDocument({ q, pdfHref }: { q: PublicQuotationDto; pdfHref: string }) {
  const { seller, totals } = q;
  return (
    <article aria-labelledby="quotation-title" className="rounded-2xl border border-gray-200 bg-white shadow-sm">
      <header className="flex flex-col gap-6 border-b border-gray-200 p-5 sm:p-8 md:flex-row md:justify-between">
        <div className="min-w-0">
          <p className="text-xl font-bold text-brand-800">{seller.name}</p>
          <address className="mt-2 text-sm not-italic leading-relaxed text-gray-700">
            {seller.address_lines.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
            {seller.phones.length > 0 ? <span className="block">Phone: {seller.phones.join(", ")}</span> : null}
            {seller.email ? <span className="block break-words">E-mail: {seller.email}</span> : null}
          </address>
          <p className="mt-2 text-sm font-semibold text-ink">
            GSTIN: <span className="font-mono">{seller.gstin}</span>
          </p>
        </div>
        <div className="md:text-right">
          <h1 id="quotation-title" className="text-2xl font-bold text-ink sm:text-3xl">
            Quotation <span className="block break-words text-lg font-semibold text-gray-700 sm:text-xl">{q.number}</span>
          </h1>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm md:justify-end md:text-right">
            <dt className="text-gray-600">Date</dt>
            <dd className="font-medium text-ink">{quotationDay(q.created_at)}</dd>
            <dt className="text-gray-600">Valid until</dt>
            <dd className="font-medium text-ink">{quotationDay(q.valid_until)}</dd>
          </dl>
          <a href={pdfHref} className={buttonClass({ variant: "outline", className: "mt-4" })}>
            <Download className="h-4 w-4" />
            Download PDF
          </a>
        </div>
      </header>

      <section aria-labelledby="quotation-customer" className="border-b border-gray-200 p-5 sm:p-8">
        <h2 id="quotation-customer" className="text-sm font-semibold tracking-wide text-gray-600 uppercase">
          Quotation for
        </h2>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <div className="min-w-0 text-sm leading-relaxed text-gray-800">
            <p className="text-base font-semibold text-ink">{q.customer_name}</p>
            {q.company ? <p>{q.company}</p> : null}
            {q.billing_address ? <p className="whitespace-pre-line break-words">{q.billing_address}</p> : null}
          </div>
          <dl className="grid min-w-0 grid-cols-[auto_1fr] content-start gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-600">Place of supply</dt>
            <dd className="text-ink">
              {q.state_name} ({q.state_code})
            </dd>
            {q.customer_gstin ? (
              <>
                <dt className="text-gray-600">GSTIN</dt>
                <dd className="font-mono text-ink">{q.customer_gstin}</dd>
              </>
            ) : null}
            {q.phone ? (
              <>
                <dt className="text-gray-600">Mobile</dt>
                <dd className="text-ink">{maskedMobile(q.country_code, q.phone)}</dd>
              </>
            ) : null}
            {q.email ? (
              <>
                <dt className="text-gray-600">E-mail</dt>
                <dd className="break-all text-ink">{q.email}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </section>

      <section aria-labelledby="quotation-items" className="border-b border-gray-200 p-5 sm:p-8">
        <h2 id="quotation-items" className="text-lg font-semibold text-ink">
          Items
        </h2>
        <ItemsTable lines={totals.lines} />
        <ItemsList lines={totals.lines} />
      </section>

      <section aria-labelledby="quotation-totals" className="border-b border-gray-200 p-5 sm:p-8">
        <h2 id="quotation-totals" className="sr-only">
          Tax and totals
        </h2>
        <Totals totals={totals} />
      </section>

      {q.terms || q.notes ? (
        <div className="grid gap-6 p-5 sm:p-8 md:grid-cols-2">
          {q.terms ? (
            <section aria-labelledby="quotation-terms">
              <h2 id="quotation-terms" className="text-lg font-semibold text-ink">
                Terms and conditions
              </h2>
              <p className="mt-2 text-sm leading-relaxed whitespace-pre-line break-words text-gray-800">{q.terms}</p>
            </section>
          ) : null}
          {q.notes ? (
            <section aria-labelledby="quotation-notes">
              <h2 id="quotation-notes" className="text-lg font-semibold text-ink">
                Notes
              </h2>
              <p className="mt-2 text-sm leading-relaxed whitespace-pre-line break-words text-gray-800">{q.notes}</p>
            </section>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

const th = "px-3 py-2 font-semibold";
const num = "text-right tabular-nums whitespace-nowrap";

/** Wide screens: one row per item. */
function ItemsTable({ lines }: { lines: QuoteLine[] }) {
  return (
    <table className="mt-4 hidden w-full border-collapse text-sm md:table">
      <caption className="sr-only">Items, quantities, rates and taxable values</caption>
      <thead>
        <tr className="border-y border-gray-200 bg-gray-50 text-left text-gray-700">
          <th scope="col" className={cn(th, "w-8")}>
            #
          </th>
          <th scope="col" className={th}>
            Description
          </th>
          <th scope="col" className={th}>
            HSN
          </th>
          <th scope="col" className={cn(th, "text-right")}>
            Qty
          </th>
          <th scope="col" className={th}>
            Unit
          </th>
          <th scope="col" className={cn(th, "text-right")}>
            Rate
          </th>
          <th scope="col" className={cn(th, "text-right")}>
            Discount
          </th>
          <th scope="col" className={cn(th, "text-right")}>
            GST
          </th>
          <th scope="col" className={cn(th, "text-right")}>
            Taxable value
          </th>
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
function ItemsList({ lines }: { lines: QuoteLine[] }) {
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
function Totals({ totals }: { totals: QuoteTotals }) {
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
