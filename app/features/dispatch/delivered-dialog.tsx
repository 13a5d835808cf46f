import { useState } from "react";
import { indiaDateTimeLocal } from "#schemas/dispatch";
import type { DispatchSummary } from "#schemas/wire";
import { SubmitActions } from "~/components/admin/dialog-actions";
import { ImageUpload } from "~/components/admin/image-upload";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { api } from "~/lib/api";
import { DialogToasts, toast } from "~/lib/toast";
import { useDispatchCall } from "./dispatch-call";

const TOASTS = "delivered-toasts";

/** "Mark delivered": who received the load, when, and a photo of the signed challan if there is one. */
export function DeliveredDialog({ dispatch: d, onClose }: { dispatch: DispatchSummary; onClose: () => void }) {
  const [receivedBy, setReceivedBy] = useState("");
  const [deliveredAt, setDeliveredAt] = useState(() => indiaDateTimeLocal(new Date()));
  const [photo, setPhoto] = useState<string | null>(null);
  const { busy, errors, run } = useDispatchCall();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const answer = await run(
      () => api("POST", `/api/dispatches/${d.id}/delivered`, { received_by: receivedBy, delivered_at: deliveredAt, proof_image: photo }, { auth: true }),
      "Failed to mark the dispatch delivered. Please try again.",
      { containerId: TOASTS },
    );
    if (answer) {
      toast.success(answer.message ?? `Dispatch ${d.number} marked delivered`);
      onClose();
    }
  };

  return (
    <Dialog open onClose={onClose} title="Mark delivered" description={`Delivery challan ${d.number}, vehicle ${d.vehicle_number}`}>
      <DialogToasts id={TOASTS} />
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field label="Received by" required error={errors.received_by}>
          <Input value={receivedBy} onChange={(e) => setReceivedBy(e.target.value)} />
        </Field>
        <Field label="Date and time" required error={errors.delivered_at}>
          <Input type="datetime-local" value={deliveredAt} onChange={(e) => setDeliveredAt(e.target.value)} />
        </Field>
        <ImageUpload
          label="Photo of the signed challan"
          value={photo}
          onChange={setPhoto}
          error={errors.proof_image}
          previewAlt={`Signed challan ${d.number}`}
        />
        <SubmitActions onCancel={onClose} busy={busy}>
          Mark delivered
        </SubmitActions>
      </form>
    </Dialog>
  );
}
