import type { PublicQuotationDto } from "#schemas/wire";
import { quotationDay } from "~/components/site/quotation-format";
import { Download } from "~/components/site/quotation-icons";
import { ItemsList, ItemsTable, Totals } from "~/components/site/quotation-lines";
import { buttonClass } from "~/components/ui/button";

/**
 * The customer's quotation as a page (/q/:token): the seller's letterhead, the customer, the items
 * with their HSN codes, GST by rate (CGST + SGST within the seller's state, IGST elsewhere), round
 * off, the grand total in figures and words, validity, terms and notes. Server-rendered: it reads
 * without JavaScript. Amounts are the server's exact strings, only formatted here.
 */

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
                {/* The server sends the number masked to its last four digits: it is what confirms an acceptance. */}
                <dd className="text-ink">{`${q.country_code} ${q.phone}`}</dd>
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
