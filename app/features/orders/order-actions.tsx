/**
 * What can be done with a saved order: "Confirm order" (a draft), "Cancel order" (admins, with a
 * reason; never once a load has left) and "Close order" (a confirmed order, with what went).
 */
import { Ban, CheckCircle2, Lock } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { OrderDto } from "#schemas/wire";
import { DialogActions } from "~/components/admin/dialog-actions";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { useEachResult } from "~/lib/form";
import { toast } from "~/lib/toast";
import type { OrderRequest, OrderResult } from "./order-action";

export function OrderActions({ order, isAdmin, unsaved }: { order: OrderDto; isAdmin: boolean; unsaved: boolean }) {
  const fetcher = useFetcher<OrderResult>();
  const [pending, setPending] = useState<OrderRequest["intent"] | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const busy = fetcher.state !== "idle";
  const ended = order.status === "cancelled" || order.status === "closed";

  const submit = (req: OrderRequest) => {
    setPending(req.intent);
    void fetcher.submit(req, { method: "post", encType: "application/json" });
  };

  useEachResult(fetcher.data, (result) => {
    if (!result.ok) {
      if (result.intent === "cancel" && result.fieldErrors?.reason) setReasonError(result.fieldErrors.reason);
      else if (result.error) toast.error(result.error);
      return;
    }
    setCancelling(false);
    toast.success(result.message);
  });

  const confirm = () => {
    if (unsaved) return toast.info("Save your changes first, then confirm the order");
    submit({ intent: "confirm" });
  };

  if (ended) return null;
  return (
    <div role="group" aria-label="Order actions" className="flex flex-wrap gap-2">
      {order.status === "draft" ? (
        <Button busy={busy && pending === "confirm"} disabled={busy} onClick={confirm} icon={<CheckCircle2 aria-hidden="true" className="h-4 w-4" />}>
          Confirm order
        </Button>
      ) : (
        <Button
          variant="secondary"
          busy={busy && pending === "close"}
          disabled={busy}
          onClick={() => submit({ intent: "close" })}
          icon={<Lock aria-hidden="true" className="h-4 w-4" />}
        >
          Close order
        </Button>
      )}
      {isAdmin ? (
        <Button variant="secondary" disabled={busy} onClick={() => setCancelling(true)} icon={<Ban aria-hidden="true" className="h-4 w-4" />}>
          Cancel order
        </Button>
      ) : null}
      <Dialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        title={`Cancel ${order.number}?`}
        description="The order keeps its number and shows as Cancelled. An order with dispatches cannot be cancelled: close it instead."
      >
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            setReasonError(undefined);
            submit({ intent: "cancel", reason });
          }}
        >
          <Field label="Reason for cancelling" required error={reasonError}>
            <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <DialogActions onCancel={() => setCancelling(false)} cancelLabel="Keep the order">
            <Button type="submit" variant="danger" busy={busy && pending === "cancel"}>
              Cancel order
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </div>
  );
}
