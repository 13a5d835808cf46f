import { ArrowRight, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import type { InquiryDto } from "#schemas/wire";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { formatDateTime, formatQuantity } from "#schemas/format";
import { inquiryTelHref, inquiryWhatsAppHref } from "~/features/leads/inquiry-types";
import { Detail, type DetailLook } from "~/components/admin/detail";

const ROW: DetailLook = { row: "grid grid-cols-[9rem_1fr] gap-3 py-2 text-sm", term: "font-medium text-gray-600", value: "min-w-0 break-words text-ink" };

/** The 'Inquiry Details' modal: every field, a call to the customer's own number (with its country code), WhatsApp, and the way to its lead page. */
export function InquiryDetailsDialog({ inquiry, onClose }: { inquiry: InquiryDto | null; onClose: () => void }) {
  return (
    <Dialog open={inquiry !== null} onClose={onClose} title="Inquiry Details">
      {inquiry ? (
        <>
          <dl className="divide-y divide-gray-100">
            <Detail look={ROW} label="Inquiry ID">
              {inquiry.id}
            </Detail>
            <Detail look={ROW} label="Product ID">
              {inquiry.product_id ?? "—"}
            </Detail>
            <Detail look={ROW} label="Customer Name">
              {inquiry.name}
            </Detail>
            <Detail look={ROW} label="Mobile Number">
              {inquiry.countryCode} {inquiry.mobno}
            </Detail>
            <Detail look={ROW} label="Quantity Requested">
              {formatQuantity(inquiry.quantity, inquiry.unit)}
            </Detail>
            <Detail look={ROW} label="Date Submitted">
              <time dateTime={inquiry.created_at}>{formatDateTime(inquiry.created_at)}</time>
            </Detail>
            {inquiry.product_name ? (
              <Detail look={ROW} label="Product Name">
                {inquiry.product_name}
              </Detail>
            ) : null}
            {inquiry.category_name ? (
              <Detail look={ROW} label="Category">
                {inquiry.category_name}
              </Detail>
            ) : null}
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
