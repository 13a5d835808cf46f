/**
 * "Create invoice" of one load's goods or of everything dispatched and not yet invoiced on an order;
 * the new invoice's page opens once it is made. A refusal (invoiced meanwhile) is said in a toast.
 */
import { ReceiptText } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { useDispatchCall } from "~/features/dispatch";
import { api } from "~/lib/api";
import { toast } from "~/lib/toast";

export function CreateInvoiceButton({ of, size = "md", label }: { of: { dispatchId: number } | { orderId: number }; size?: "sm" | "md"; label?: string }) {
  const navigate = useNavigate();
  const { busy, run } = useDispatchCall(false);
  const create = async () => {
    const answer = await run(
      () =>
        "dispatchId" in of
          ? api("POST", `/api/dispatches/${of.dispatchId}/invoice`, {}, { auth: true })
          : api("POST", `/api/orders/${of.orderId}/invoice`, {}, { auth: true }),
      "Failed to create the invoice. Please try again.",
    );
    if (!answer) return;
    toast.success(answer.message);
    void navigate(`/admin/invoices/${answer.data.id}`);
  };
  return (
    <Button size={size} busy={busy} onClick={() => void create()} icon={<ReceiptText aria-hidden="true" className="h-4 w-4" />} aria-label={label}>
      Create invoice
    </Button>
  );
}
