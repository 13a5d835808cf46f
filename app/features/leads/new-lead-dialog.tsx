/**
 * The form of a lead staff type in: "New lead" on the Inquiries screen (a call, a WhatsApp chat, a
 * walk-in…) and "Create lead" on a contact message (prefilled from it, source "Website"). The
 * same schema as POST /api/leads checks it first; afterwards the dialog says whether a lead was
 * made or the enquiry went on the same customer's open lead as asked again, and links to it.
 */
import { ExternalLink, UserPlus } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { LEAD_NOTE_MAX } from "#schemas/leads";
import { LEAD_SOURCE_LABELS, STAFF_LEAD_SOURCES, type LeadSource } from "#schemas/lead-sources";
import { NEW_LEAD_PRODUCT_MAX, newLeadSchema } from "#schemas/new-lead";
import { DEFAULT_COUNTRY_CODE } from "#schemas/countries";
import { keepNameChars } from "#schemas/input-filters";
import { PhoneField } from "~/components/admin/buyer-fields";
import { DialogFormFooter } from "~/components/admin/dialog-form";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { Input, Options, Select, Textarea } from "~/components/ui/input";
import { api, isAbortError, isSignedOutError } from "~/lib/api";
import { useEachResult, useFormErrors } from "~/lib/form";
import { NEW_LEAD_ACTION, type NewLeadResult } from "~/features/leads/new-lead-action";

export type NewLeadValues = {
  name: string;
  country_code: string;
  mobile: string;
  product_name: string;
  quantity: string;
  unit: string;
  source: LeadSource;
  note: string;
};

const BLANK: NewLeadValues = {
  name: "",
  country_code: DEFAULT_COUNTRY_CODE,
  mobile: "",
  product_name: "",
  quantity: "",
  unit: "Pieces",
  source: "phone",
  note: "",
};
const PRODUCT_SUGGESTIONS = 8;
const SEARCH_DELAY_MS = 250;

/** Catalogue products whose name holds what is typed, for the product field's suggestions. */
function useProductNames(typed: string, active: boolean): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const q = new URLSearchParams({ limit: String(PRODUCT_SUGGESTIONS), page: "1" });
      if (typed.trim()) q.set("search", typed.trim());
      api("GET", `/api/admin/products?${q}`, undefined, { auth: true, signal: controller.signal }).then(
        (answer) => setNames((answer.data ?? []).map((p) => p.product_name)),
        (err: unknown) => {
          if (!isAbortError(err) && !isSignedOutError(err)) console.error("Failed to search products", err);
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, active]);
  return names;
}

/**
 * The dialog. `prefill` starts the form (a message's name, number, product and words); with
 * `messageId` the lead is made from that message, its source "Website".
 */
export function NewLeadDialog({
  open,
  onClose,
  title = "New lead",
  prefill,
  messageId,
}: {
  open: boolean;
  onClose: () => void;
  title?: string;
  prefill?: Partial<NewLeadValues>;
  messageId?: number;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description="An enquiry that came by phone, WhatsApp, a visit or a message.">
      {open ? <NewLeadForm onClose={onClose} prefill={prefill} messageId={messageId} /> : null}
    </Dialog>
  );
}

function NewLeadForm({ onClose, prefill, messageId }: { onClose: () => void; prefill?: Partial<NewLeadValues>; messageId?: number }) {
  const [values, setValues] = useState<NewLeadValues>(() => ({ ...BLANK, ...(messageId ? { source: "website" } : {}), ...prefill }));
  const { formRef, errors, validate, show, clear } = useFormErrors();
  const fetcher = useFetcher<NewLeadResult>();
  const [done, setDone] = useState<Extract<NewLeadResult, { ok: true }> | null>(null);
  const [failure, setFailure] = useState("");
  const listId = useId();
  const names = useProductNames(values.product_name, !done);
  const saving = fetcher.state !== "idle";

  const set = <K extends keyof NewLeadValues>(field: K, value: NewLeadValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field === "product_name" ? "product_name" : field);
  };

  useEachResult(fetcher.data, (result) => {
    if (result.ok) return setDone(result);
    show(result.fieldErrors);
    setFailure(result.fieldErrors ? "" : result.error);
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    setFailure("");
    const body = { ...values, ...(messageId ? { message_id: messageId } : {}) };
    if (!validate(newLeadSchema, body)) return;
    void fetcher.submit(body, { method: "post", encType: "application/json", action: NEW_LEAD_ACTION });
  }

  if (done)
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {done.created
            ? "Lead created"
            : done.asked_again
              ? "This number already has an open lead for this product: the enquiry was added to it as asked again"
              : done.message}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Link to={`/admin/inquiries/${done.id}`} className={buttonClass()}>
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            Open the lead
          </Link>
        </div>
      </div>
    );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Customer name" required error={errors.name}>
        <Input autoComplete="off" maxLength={100} value={values.name} onChange={(e) => set("name", keepNameChars(e.target.value))} />
      </Field>
      <PhoneField
        label="Mobile"
        countryCode={values.country_code}
        phone={values.mobile}
        onCountryCode={(code) => set("country_code", code)}
        onPhone={(digits) => set("mobile", digits)}
        error={errors.mobile ?? errors.country_code}
      />
      <Field label="Product" required error={errors.product_name} hint="Pick one from the catalogue, or type the product the customer named.">
        <Input
          list={listId}
          autoComplete="off"
          maxLength={NEW_LEAD_PRODUCT_MAX}
          value={values.product_name}
          onChange={(e) => set("product_name", e.target.value)}
        />
      </Field>
      <datalist id={listId}>
        {names.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Quantity" required error={errors.quantity}>
          <Input inputMode="numeric" value={values.quantity} onChange={(e) => set("quantity", e.target.value.replace(/\D/g, ""))} />
        </Field>
        <Field label="Unit" error={errors.unit}>
          <Input maxLength={40} value={values.unit} onChange={(e) => set("unit", e.target.value)} />
        </Field>
      </div>
      {messageId ? (
        <p className="text-sm text-gray-700">Source: {LEAD_SOURCE_LABELS.website}</p>
      ) : (
        <Field label="Source" required error={errors.source}>
          <Select value={values.source} onChange={(e) => set("source", e.target.value as LeadSource)}>
            <Options items={STAFF_LEAD_SOURCES} label={(s) => LEAD_SOURCE_LABELS[s]} />
          </Select>
        </Field>
      )}
      <Field label="First note" error={errors.note} hint="Optional: what the customer said.">
        <Textarea rows={3} maxLength={LEAD_NOTE_MAX} value={values.note} onChange={(e) => set("note", e.target.value)} />
      </Field>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogFormFooter
        saving={saving}
        onCancel={onClose}
        saveLabel="Create lead"
        savingLabel="Creating..."
        icon={<UserPlus aria-hidden="true" className="h-4 w-4" />}
      />
    </form>
  );
}
