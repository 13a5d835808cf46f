import { useState } from "react";
import { indiaDateTimeLocal } from "#schemas/dispatch";
import { formatOrderQuantity } from "#schemas/orders";
import type { DispatchSummary, OrderDto } from "#schemas/wire";
import { SubmitActions } from "~/components/admin/dialog-actions";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { api } from "~/lib/api";
import { DialogToasts, toast } from "~/lib/toast";
import { useDispatchCall } from "./dispatch-call";

const TOASTS = "new-dispatch-toasts";
/** The load's own fields as typed (its lines are `quantities`). */
type Values = Pick<DispatchSummary, "dispatch_at" | "vehicle_number" | "driver_name" | "driver_phone" | "transporter" | "freight_amount" | "notes">;

/**
 * "New dispatch": one truckload of the order, with the quantity of each line it carries (each field
 * says what remains of its line). A line left empty is not on this load. A refusal (more than
 * remains, a vehicle number that is not a registration) is shown as its field's error.
 */
export function NewDispatchDialog({ order, open, onClose }: { order: OrderDto; open: boolean; onClose: () => void }) {
  const lines = order.items.filter((i) => Number(i.remaining) > 0);
  const [values, setValues] = useState<Values>(() => ({
    dispatch_at: indiaDateTimeLocal(new Date()),
    vehicle_number: "",
    driver_name: "",
    driver_phone: "",
    transporter: "",
    freight_amount: "",
    notes: "",
  }));
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const { busy, errors, setErrors, run } = useDispatchCall();
  // The order items sent, in the order sent: an answer's "items.N.quantity" is the Nth of them.
  const [sent, setSent] = useState<number[]>([]);

  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const lineError = (id: number) => {
    const n = sent.indexOf(id);
    return n < 0 ? undefined : (errors[`items.${n}.quantity`] ?? errors[`items.${n}.order_item_id`]);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const items = lines.filter((l) => (quantities[l.id] ?? "").trim() !== "").map((l) => ({ order_item_id: l.id, quantity: quantities[l.id].trim() }));
    setSent(items.map((i) => i.order_item_id));
    if (!items.length) {
      setErrors({ items: "Add at least one item to this load" });
      return;
    }
    const answer = await run(
      () => api("POST", `/api/orders/${order.id}/dispatches`, { ...values, items }, { auth: true }),
      "Failed to save the dispatch. Please try again.",
      { containerId: TOASTS },
    );
    if (answer) {
      toast.success(answer.message ?? "Dispatch created");
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title="New dispatch" description={`One truckload of order ${order.number}`} className="max-w-2xl">
      <DialogToasts id={TOASTS} />
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Date and time" required error={errors.dispatch_at}>
            <Input type="datetime-local" value={values.dispatch_at} onChange={set("dispatch_at")} />
          </Field>
          <Field label="Vehicle number" required error={errors.vehicle_number} hint="As on its plate, e.g. GJ05AB1234">
            <Input value={values.vehicle_number} onChange={set("vehicle_number")} autoCapitalize="characters" />
          </Field>
          <Field label="Driver name" error={errors.driver_name}>
            <Input value={values.driver_name} onChange={set("driver_name")} autoComplete="off" />
          </Field>
          <Field label="Driver phone" error={errors.driver_phone}>
            <Input type="tel" value={values.driver_phone} onChange={set("driver_phone")} autoComplete="off" />
          </Field>
          <Field label="Transporter" error={errors.transporter}>
            <Input value={values.transporter} onChange={set("transporter")} />
          </Field>
          <Field label="Freight (₹)" error={errors.freight_amount}>
            <Input inputMode="decimal" value={values.freight_amount} onChange={set("freight_amount")} />
          </Field>
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-ink">On this load</legend>
          {errors.items ? (
            <p role="alert" className="text-sm text-red-700">
              {errors.items}
            </p>
          ) : null}
          {lines.map((l) => (
            <Field key={l.id} label={`${l.description} (${formatOrderQuantity(l.remaining, l.unit)} remain)`} error={lineError(l.id)}>
              <Input inputMode="decimal" value={quantities[l.id] ?? ""} onChange={(e) => setQuantities((q) => ({ ...q, [l.id]: e.target.value }))} />
            </Field>
          ))}
        </fieldset>
        <Field label="Notes" error={errors.notes}>
          <Textarea rows={2} value={values.notes} onChange={set("notes")} />
        </Field>
        <SubmitActions onCancel={onClose} busy={busy}>
          Save dispatch
        </SubmitActions>
      </form>
    </Dialog>
  );
}
