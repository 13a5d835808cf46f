import { ArrowRight, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { InquiryDto } from "#schemas/wire";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { formatDateTime, formatQuantity } from "#schemas/format";
import { inquiryTelHref, inquiryWhatsAppHref } from "~/features/leads/inquiry-types";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-3 py-2 text-sm">
      <dt className="font-medium text-gray-600">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** The 'Inquiry Details' modal: every field, a call to the customer's own number (with its country code), WhatsApp, and the way to its lead page. */
export function InquiryDetailsDialog({ inquiry, onClose }: { inquiry: InquiryDto | null; onClose: () => void }) {
  return (
    <Dialog open={inquiry !== null} onClose={onClose} title="Inquiry Details">
      {inquiry ? (
        <>
          <dl className="divide-y divide-gray-100">
            <Row label="Inquiry ID">{inquiry.id}</Row>
            <Row label="Product ID">{inquiry.product_id ?? "—"}</Row>
            <Row label="Customer Name">{inquiry.name}</Row>
            <Row label="Mobile Number">
              {inquiry.countryCode} {inquiry.mobno}
            </Row>
            <Row label="Quantity Requested">{formatQuantity(inquiry.quantity, inquiry.unit)}</Row>
            <Row label="Date Submitted">
              <time dateTime={inquiry.created_at}>{formatDateTime(inquiry.created_at)}</time>
            </Row>
            {inquiry.product_name ? <Row label="Product Name">{inquiry.product_name}</Row> : null}
            {inquiry.category_name ? <Row label="Category">{inquiry.category_name}</Row> : null}
          </dl>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
            <Link
              to={`/admin/inquiries/${inquiry.id}`}
              className="inline-flex items-center justify-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline sm:mr-auto"
            >
              Open lead
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
            <a
              href={inquiryWhatsAppHref(inquiry)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center justify-center gap-2 rounded-lg border border-green-700 px-4 py-2.5 text-sm font-semibold text-green-800 hover:bg-green-50"
            >
              <MessageCircle aria-hidden="true" className="h-4 w-4" />
              WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <a href={inquiryTelHref(inquiry)} onClick={onClose} className={buttonClass()}>
              <Phone aria-hidden="true" className="h-4 w-4" />
              Contact Customer
            </a>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
