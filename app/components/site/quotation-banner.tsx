import { Link } from "react-router";
import type { PublicQuotationDto } from "#schemas/wire";
import { quotationDay, quotationDayTime, quotationState } from "~/components/site/quotation-format";
import { ArrowRight, CircleCheck, CircleX, Clock } from "~/components/site/quotation-icons";

/** The line at the top of a closed quotation: accepted (when), declined, replaced (with the newer one), or expired (with the contact page). */
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
  if (state === "replaced" && q.replaced_by) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950">
        <ArrowRight className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-semibold">{`This quotation has been replaced by ${q.replaced_by.number}`}</p>
          <p className="mt-1">
            It can no longer be accepted.{" "}
            <a href={q.replaced_by.path} className="font-semibold text-brand-800 underline hover:text-brand-900">
              {`Open quotation ${q.replaced_by.number}`}
            </a>
          </p>
        </div>
      </div>
    );
  }
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
