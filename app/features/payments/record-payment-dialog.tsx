import { IndianRupee } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { formatRupees } from "#schemas/format";
import { indiaDay } from "#schemas/india-time";
import { allocateOldestFirst, PAYMENT_MODE_LABELS, PAYMENT_MODES, type PaymentAllocationKind, type PaymentMode } from "#schemas/payments";
import type { OpenInvoiceDto } from "#schemas/wire";
import { DialogFormFooter } from "~/components/admin/dialog-form";
import { reportResult } from "~/components/admin/action-result";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input, Options, Select, Textarea } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { api } from "~/lib/api";
import { useEachResult, useFormErrors } from "~/lib/form";
import type { PaymentRequest, PaymentResult, PaymentValues } from "./payment-action";

type Props = { customerId: number; orderId?: number; invoiceId?: number };

/** "Record payment" and its dialog, for a customer, one of its orders or one of its invoices. */
export function RecordPayment(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} icon={<IndianRupee aria-hidden="true" className="h-4 w-4" />}>
        Record payment
      </Button>
      {open ? <RecordPaymentDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** A money amount as typed, or 0 when it is not one (the preview only; the API checks the amount). */
const typedAmount = (v: string) => (/^\d{1,12}(\.\d{1,2})?$/.test(v.trim().replace(/,/g, "")) ? v.trim().replace(/,/g, "") : "0");

/**
 * The dialog: date, amount, mode, reference and note, and how it is allocated: oldest invoices first
 * (what it would settle and the advance left, worked out by the rule the server uses), chosen
 * invoices with an amount each, or an advance on the order. The API's field errors show at their fields.
 */
function RecordPaymentDialog({ customerId, orderId, invoiceId, onClose }: Props & { onClose: () => void }) {
  const [invoices, setInvoices] = useState<OpenInvoiceDto[] | null>(null);
  const [values, setValues] = useState({ payment_date: indiaDay(), amount: "", mode: "upi" as PaymentMode, reference: "", note: "" });
  const [allocation, setAllocation] = useState<PaymentAllocationKind>(invoiceId ? "invoices" : "oldest_first");
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [sent, setSent] = useState<number[]>([]);
  const { formRef, errors, show, clear } = useFormErrors();
  const fetcher = useFetcher<PaymentResult>();

  useEffect(() => {
    const controller = new AbortController();
    api("GET", `/api/payments/open-invoices?customer_id=${customerId}${orderId ? `&order_id=${orderId}` : ""}`, undefined, {
      auth: true,
      signal: controller.signal,
    }).then(
      (answer) => {
        setInvoices(answer.data);
        const own = answer.data.find((i) => i.id === invoiceId);
        if (own) setChosen({ [own.id]: own.balance });
      },
      () => setInvoices([]),
    );
    return () => controller.abort();
  }, [customerId, orderId, invoiceId]);

  useEachResult(fetcher.data, (result) => reportResult(result, show, onClose));

  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    clear(field);
  };
  const open = invoices ?? [];
  const plan = allocateOldestFirst(typedAmount(values.amount), open);
  const chosenError = (id: number) => {
    const n = sent.indexOf(id);
    return n < 0 ? undefined : (errors[`allocations.${n}.amount`] ?? errors[`allocations.${n}.invoice_id`]);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const allocations = open.filter((i) => (chosen[i.id] ?? "").trim() !== "").map((i) => ({ invoice_id: i.id, amount: chosen[i.id].trim() }));
    setSent(allocations.map((a) => a.invoice_id));
    const sentValues: PaymentValues = { customer_id: customerId, ...values, allocation, ...(orderId ? { order_id: orderId } : {}) };
    if (allocation === "invoices") sentValues.allocations = allocations;
    void fetcher.submit({ intent: "record-payment", values: sentValues } satisfies PaymentRequest, { method: "post", encType: "application/json" });
  };

  return (
    <Dialog open onClose={onClose} title="Record payment" className="max-w-2xl">
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Date" required error={errors.payment_date}>
            <Input type="date" value={values.payment_date} max={indiaDay()} onChange={set("payment_date")} />
          </Field>
          <Field label="Amount" required error={errors.amount} hint="In rupees">
            <Input inputMode="decimal" value={values.amount} onChange={set("amount")} autoComplete="off" />
          </Field>
          <Field label="Mode" required error={errors.mode}>
            <Select value={values.mode} onChange={set("mode")}>
              <Options items={PAYMENT_MODES} label={(m) => PAYMENT_MODE_LABELS[m]} />
            </Select>
          </Field>
          <Field label="Reference (UTR or cheque number)" required={values.mode !== "cash"} error={errors.reference}>
            <Input value={values.reference} onChange={set("reference")} autoComplete="off" />
          </Field>
        </div>
        <Field label="Note" error={errors.note}>
          <Textarea rows={2} value={values.note} onChange={set("note")} />
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-800">How it is allocated</legend>
          <Choice value="oldest_first" current={allocation} onChange={setAllocation} label="Oldest invoices first" />
          <Choice value="invoices" current={allocation} onChange={setAllocation} label="To chosen invoices" />
          {orderId ? <Choice value="advance" current={allocation} onChange={setAllocation} label="Advance on this order" /> : null}
          {errors.order_id || errors.allocations ? <p className="text-sm text-red-700">{errors.order_id ?? errors.allocations}</p> : null}
        </fieldset>
        {invoices === null ? (
          <Spinner label="Loading open invoices..." />
        ) : allocation === "oldest_first" ? (
          <div aria-live="polite" className="rounded-lg bg-gray-50 p-3 text-sm text-gray-800">
            {plan.allocations.length ? (
              <ul>
                {plan.allocations.map((a) => (
                  <li key={a.invoice_id}>
                    Settles {formatRupees(a.amount)} of {a.number}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{open.length ? "Enter the amount to see the invoices it settles." : "No open invoices: it is kept as an advance."}</p>
            )}
            <p className="mt-1 font-medium">Advance left: {formatRupees(plan.advance)}</p>
          </div>
        ) : allocation === "invoices" ? (
          open.length ? (
            <div className="grid gap-3 sm:grid-cols-2">
              {open.map((i) => (
                <Field key={i.id} label={`Amount for ${i.number}`} hint={`Balance ${formatRupees(i.balance)}`} error={chosenError(i.id)}>
                  <Input
                    inputMode="decimal"
                    value={chosen[i.id] ?? ""}
                    onChange={(e) => setChosen((c) => ({ ...c, [i.id]: e.target.value }))}
                    autoComplete="off"
                  />
                </Field>
              ))}
            </div>
          ) : (
            <p className="text-sm text-gray-700">There are no open invoices.</p>
          )
        ) : (
          <p className="text-sm text-gray-700">Kept as an advance on this order; apply it to the order&apos;s invoices once they are made.</p>
        )}
        <DialogFormFooter saving={fetcher.state !== "idle"} onCancel={onClose} saveLabel="Record payment" savingLabel="Recording..." />
      </form>
    </Dialog>
  );
}

function Choice({
  value,
  current,
  onChange,
  label,
}: {
  value: PaymentAllocationKind;
  current: PaymentAllocationKind;
  onChange: (v: PaymentAllocationKind) => void;
  label: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-gray-800">
      <input type="radio" name="allocation" value={value} checked={current === value} onChange={() => onChange(value)} className="h-4 w-4 accent-brand-700" />
      {label}
    </label>
  );
}
