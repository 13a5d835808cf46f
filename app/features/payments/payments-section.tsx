import { Trash2, Wand2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { formatRupees } from "#schemas/format";
import { indianDate } from "#schemas/india-time";
import { documentFileName } from "#schemas/orders";
import { PAYMENT_MODE_LABELS } from "#schemas/payments";
import type { OpenInvoiceDto, PaymentDto } from "#schemas/wire";
import { reportResult } from "~/components/admin/action-result";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { DocumentSection, EntryHeading } from "~/components/admin/document-page";
import { useAdminUser } from "~/lib/admin-session";
import { useFileDownload } from "~/components/admin/use-file-download";
import { useEachResult } from "~/lib/form";
import type { PaymentRequest, PaymentResult } from "./payment-action";
import type { PaymentsData } from "./payments-data";
import { RecordPayment } from "./record-payment-dialog";

/**
 * A page's "Payments": "Record payment", and each payment (receipt number, date, mode, reference,
 * amount, the advance left with "Apply advance" while there are open invoices to apply it to),
 * "Download receipt", and "Delete" for admins after a confirmation. Every change reads the page again.
 */
export function PaymentsSection({
  customerId,
  orderId,
  invoiceId,
  data,
}: {
  customerId: number;
  orderId?: number;
  invoiceId?: number;
  data: PaymentsData | null;
}) {
  // One fetcher for the rows' changes, here and not in a row: a deleted row is gone before its answer is read.
  const fetcher = useFetcher<PaymentResult>();
  const [confirming, setConfirming] = useState<PaymentDto | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const busy = fetcher.state !== "idle";
  useEachResult(fetcher.data, (result) =>
    reportResult(
      result,
      () => undefined,
      () => setConfirming(null),
    ),
  );
  const change = (req: Exclude<PaymentRequest, { intent: "record-payment" }>) => {
    setPending(req.paymentId);
    void fetcher.submit(req, { method: "post", encType: "application/json" });
  };
  return (
    <DocumentSection id="payments-heading" title="Payments" action={<RecordPayment customerId={customerId} orderId={orderId} invoiceId={invoiceId} />}>
      {data === null ? (
        <p className="text-sm text-red-700">Failed to load the payments</p>
      ) : data.payments.length === 0 ? (
        <p className="text-sm text-gray-600">No payments received yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {data.payments.map((p) => (
            <PaymentRow
              key={p.id}
              payment={p}
              open={data.open}
              applying={busy && pending === p.id && !confirming}
              onApply={() => change({ intent: "apply-payment", paymentId: p.id })}
              onDelete={() => setConfirming(p)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={`Delete payment ${confirming?.number ?? ""}?`}
        message="Its allocations are removed and the invoices it settled owe that money again. The audit log keeps the payment."
        confirmLabel="Delete payment"
        busy={busy}
        onConfirm={() => confirming && change({ intent: "delete-payment", paymentId: confirming.id })}
        onClose={() => setConfirming(null)}
      />
    </DocumentSection>
  );
}

/** Whether an advance can be applied now: its order's open invoices, or the customer's for an advance on account. */
const canApply = (p: PaymentDto, open: OpenInvoiceDto[]) => Number(p.unallocated) > 0 && open.some((i) => p.order_id === null || i.order_id === p.order_id);

function PaymentRow({
  payment: p,
  open,
  applying,
  onApply,
  onDelete,
}: {
  payment: PaymentDto;
  open: OpenInvoiceDto[];
  applying: boolean;
  onApply: () => void;
  onDelete: () => void;
}) {
  const admin = useAdminUser()?.role === "admin";
  const receipt = useFileDownload({ shown: [404], failure: "Failed to download the receipt. Please try again." });

  return (
    <li className="space-y-2 py-3">
      <EntryHeading number={p.number} date={indianDate(p.payment_date)}>
        <p className="font-semibold text-ink">{formatRupees(p.amount)}</p>
      </EntryHeading>
      <p className="text-sm text-gray-700">
        {PAYMENT_MODE_LABELS[p.mode]}
        {p.reference ? `, ${p.reference}` : ""}
        {p.allocations.length ? ` · ${p.allocations.map((a) => `${a.invoice_number} ${formatRupees(a.amount)}`).join(", ")}` : ""}
      </p>
      {Number(p.unallocated) > 0 ? (
        <p className="text-sm font-medium text-amber-800">
          Advance {formatRupees(p.unallocated)}
          {p.order_number ? ` on ${p.order_number}` : " on account"}
        </p>
      ) : null}
      <div role="group" aria-label={`Payment ${p.number} actions`} className="flex flex-wrap gap-2">
        {canApply(p, open) ? (
          <Button variant="outline" size="sm" busy={applying} onClick={onApply} icon={<Wand2 aria-hidden="true" className="h-4 w-4" />}>
            Apply advance
          </Button>
        ) : null}
        <Button variant="outline" size="sm" {...receipt.button(`/api/payments/${p.id}/pdf`, documentFileName(p.number))}>
          Download receipt
        </Button>
        {admin ? (
          <Button variant="outline" size="sm" onClick={onDelete} icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}>
            Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}
