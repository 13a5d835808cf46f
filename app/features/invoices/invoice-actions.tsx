/**
 * An invoice's actions: "Download PDF" with the copies chosen (the original by default), and for
 * admins "Cancel invoice" with its reason; the number stays and the page then reads Cancelled.
 */
import { Ban } from "lucide-react";
import { useId, useState } from "react";
import { INVOICE_COPIES, INVOICE_COPY_TITLES, type InvoiceCopy } from "#schemas/invoices";
import { documentFileName } from "#schemas/orders";
import type { InvoiceDto } from "#schemas/wire";
import { SubmitActions } from "~/components/admin/dialog-actions";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { useDispatchCall } from "~/features/dispatch";
import { api } from "~/lib/api";
import { useFileDownload } from "~/components/admin/use-file-download";
import { DialogToasts, toast } from "~/lib/toast";

export function InvoiceActions({ invoice, isAdmin }: { invoice: InvoiceDto; isAdmin: boolean }) {
  const [cancelling, setCancelling] = useState(false);
  return (
    <Card as="section" aria-labelledby="invoice-actions" className="space-y-4 p-5 sm:p-6">
      <h2 id="invoice-actions" className="text-lg font-semibold text-ink">
        PDF and actions
      </h2>
      <PdfDownload invoice={invoice} />
      {isAdmin && invoice.status === "issued" ? (
        <div className="border-t border-gray-200 pt-4">
          <Button variant="danger" onClick={() => setCancelling(true)} icon={<Ban aria-hidden="true" className="h-4 w-4" />}>
            Cancel invoice
          </Button>
        </div>
      ) : null}
      {cancelling ? <CancelDialog invoice={invoice} onClose={() => setCancelling(false)} /> : null}
    </Card>
  );
}

function PdfDownload({ invoice }: { invoice: InvoiceDto }) {
  const legendId = useId();
  const [copies, setCopies] = useState<InvoiceCopy[]>(["original"]);
  const pdf = useFileDownload({ shown: [400, 404], failure: "Failed to download the invoice. Please try again." });
  const toggle = (copy: InvoiceCopy, on: boolean) => setCopies((now) => INVOICE_COPIES.filter((c) => (c === copy ? on : now.includes(c))));

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <fieldset aria-labelledby={legendId} className="space-y-2 text-sm">
        <legend id={legendId} className="font-medium text-gray-800">
          Copies
        </legend>
        {INVOICE_COPIES.map((c) => (
          <label key={c} className="flex items-center gap-2 text-gray-800">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={copies.includes(c)} onChange={(e) => toggle(c, e.target.checked)} />
            {INVOICE_COPY_TITLES[c]}
          </label>
        ))}
      </fieldset>
      <Button
        variant="outline"
        disabled={copies.length === 0}
        {...pdf.button(`/api/invoices/${invoice.id}/pdf?copies=${copies.join(",")}`, documentFileName(invoice.number))}
      >
        Download PDF
      </Button>
    </div>
  );
}

const TOASTS = "cancel-invoice-toasts";

/** "Cancel invoice": the reason is required; a refusal (payments recorded against it) is said in the dialog's toast. */
function CancelDialog({ invoice, onClose }: { invoice: InvoiceDto; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const { busy, errors, setErrors, run } = useDispatchCall();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setErrors({ reason: "Enter why the invoice is cancelled" });
    const answer = await run(
      () => api("POST", `/api/invoices/${invoice.id}/cancel`, { reason }, { auth: true }),
      "Failed to cancel the invoice. Please try again.",
      { containerId: TOASTS },
    );
    if (answer) {
      toast.success(answer.message ?? `Invoice ${invoice.number} cancelled`);
      onClose();
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title="Cancel invoice"
      description={`Invoice ${invoice.number} keeps its number and reads Cancelled.`}
    >
      <DialogToasts id={TOASTS} />
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field label="Reason" required error={errors.reason}>
          <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <SubmitActions onCancel={onClose} cancelLabel="Keep invoice" busy={busy} danger>
          Cancel invoice
        </SubmitActions>
      </form>
    </Dialog>
  );
}
