import { CheckCircle2, Mail, MessageCircle, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "#schemas/format";
import { documentFileName, formatOrderQuantity } from "#schemas/orders";
import type { DispatchSummary, OrderDto } from "#schemas/wire";
import { DialogActions } from "~/components/admin/dialog-actions";
import { CreateInvoiceButton, InvoiceLink } from "~/features/invoices";
import { Button } from "~/components/ui/button";
import { DocumentSection, EntryHeading } from "~/components/admin/document-page";
import { Dialog } from "~/components/ui/dialog";
import { api } from "~/lib/api";
import { useAdminUser } from "~/lib/admin-session";
import { useFileDownload } from "~/components/admin/use-file-download";
import { EwayBillButton } from "~/features/exports";
import { toast } from "~/lib/toast";
import { DeliveredDialog } from "./delivered-dialog";
import { useDispatchCall } from "./dispatch-call";
import { NewDispatchDialog } from "./new-dispatch-dialog";

/** Orders a load may leave on. */
const DISPATCHABLE = ["confirmed", "partly_dispatched", "dispatched"];

/**
 * The order page's dispatches: each load (number, date and time, vehicle, items, delivered or not)
 * with "Download challan", "Send to customer" (e-mail or WhatsApp), "Mark delivered" and, for
 * admins, "Delete" of an undelivered one; and "New dispatch" while something remains to go.
 * Every change reads the page again.
 */
export function OrderDispatches({ order }: { order: OrderDto }) {
  const [creating, setCreating] = useState(false);
  const remains = order.items.some((i) => Number(i.remaining) > 0);
  const canDispatch = DISPATCHABLE.includes(order.status) && remains;
  return (
    <DocumentSection
      id="order-dispatches"
      title="Dispatches"
      action={
        canDispatch ? (
          <Button onClick={() => setCreating(true)} icon={<Plus aria-hidden="true" className="h-4 w-4" />}>
            New dispatch
          </Button>
        ) : null
      }
    >
      {order.dispatches.length === 0 ? (
        <p className="text-sm text-gray-600">Nothing has been dispatched yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {order.dispatches.map((d) => (
            <DispatchRow key={d.id} dispatch={d} />
          ))}
        </ul>
      )}
      {creating ? <NewDispatchDialog order={order} open onClose={() => setCreating(false)} /> : null}
    </DocumentSection>
  );
}

function DispatchRow({ dispatch: d }: { dispatch: DispatchSummary }) {
  const admin = useAdminUser()?.role === "admin";
  const [delivering, setDelivering] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const challan = useFileDownload({ shown: [404], failure: "Failed to download the challan. Please try again." });
  const { busy, run } = useDispatchCall();
  const delivered = d.delivered_at !== null;

  const send = async (channel: "email" | "whatsapp") => {
    // Opened on the click itself: a tab opened after the answer would be blocked as a pop-up.
    const tab = channel === "whatsapp" ? window.open("", "_blank") : null;
    if (tab) tab.opener = null;
    const answer = await run(() => api("POST", `/api/dispatches/${d.id}/send`, { channel }, { auth: true }), "Failed to send the challan. Please try again.");
    if (!answer) return tab?.close();
    toast.success(answer.message ?? "Sent");
    const href = "whatsapp_href" in answer ? (answer.whatsapp_href as string | undefined) : undefined;
    if (href && tab && !tab.closed) tab.location.href = href;
    else if (href) window.open(href, "_blank", "noopener,noreferrer");
    else tab?.close();
  };

  const remove = async () => {
    const answer = await run(() => api("DELETE", `/api/dispatches/${d.id}`, undefined, { auth: true }), "Failed to delete the dispatch. Please try again.");
    setDeleting(false);
    if (answer) toast.success(answer.message ?? `Dispatch ${d.number} deleted`);
  };

  return (
    <li className="space-y-2 py-3">
      <EntryHeading number={d.number} date={formatDateTime(d.dispatch_at)}>
        <p className={delivered ? "text-sm font-semibold text-green-800" : "text-sm font-semibold text-amber-800"}>
          {delivered ? `Delivered${d.received_by ? ` to ${d.received_by}` : ""}` : "Not delivered yet"}
        </p>
      </EntryHeading>
      <p className="text-sm text-gray-700">
        Vehicle <span className="font-mono font-semibold">{d.vehicle_number}</span>
        {d.driver_name ? `, driver ${d.driver_name}` : ""}
        {d.transporter ? `, ${d.transporter}` : ""}
      </p>
      <ul className="text-sm text-gray-800">
        {d.items.map((i) => (
          <li key={i.order_item_id}>
            {formatOrderQuantity(i.quantity, i.unit)} of {i.description}
          </li>
        ))}
      </ul>
      <div role="group" aria-label={`Dispatch ${d.number} actions`} className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" {...challan.button(`/api/dispatches/${d.id}/challan.pdf`, documentFileName(d.number))}>
          Download challan
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void send("email")} icon={<Mail aria-hidden="true" className="h-4 w-4" />}>
          Send to customer by e-mail
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => void send("whatsapp")}
          icon={<MessageCircle aria-hidden="true" className="h-4 w-4" />}
        >
          Send to customer on WhatsApp
        </Button>
        {d.invoice_id === null ? <CreateInvoiceButton of={{ dispatchId: d.id }} size="sm" /> : null}
        <EwayBillButton dispatch={d} />
        {!delivered ? (
          <Button size="sm" onClick={() => setDelivering(true)} icon={<CheckCircle2 aria-hidden="true" className="h-4 w-4" />}>
            Mark delivered
          </Button>
        ) : null}
        {admin && !delivered ? (
          <Button variant="danger" size="sm" onClick={() => setDeleting(true)} icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}>
            Delete
          </Button>
        ) : null}
      </div>
      {d.invoice_id !== null && d.invoice_number ? (
        <p className="text-sm text-gray-700">
          Invoiced on <InvoiceLink id={d.invoice_id} number={d.invoice_number} />
        </p>
      ) : null}
      {delivering ? <DeliveredDialog dispatch={d} onClose={() => setDelivering(false)} /> : null}
      <Dialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={`Delete dispatch ${d.number}?`}
        description="Its quantities go back to what remains of the order."
      >
        <DialogActions onCancel={() => setDeleting(false)} cancelDisabled={busy}>
          <Button variant="danger" busy={busy} onClick={() => void remove()}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </li>
  );
}
