/**
 * A new quotation, or a draft's changes: the customer, the lines, freight, validity, terms and
 * notes, with the totals worked out live as they are typed. Checked with the quotation schema in
 * the browser (the API checks it again: its messages land under the same fields, a line's as
 * `items.0.quantity`), then sent to the route's clientAction.
 */
import { Save } from "lucide-react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { GST_RATES } from "#schemas/gst";
import { INDIAN_STATES, stateName } from "#schemas/indian-states";
import { QUOTATION_NOTES_MAX, QUOTATION_TERMS_MAX } from "#schemas/quotations";
import type { QuotationDefaults, QuotationDto } from "#schemas/wire";
import type { QuotationRequest, QuotationResult } from "~/features/quotations/quotation-action";
import { QuotationItems } from "~/features/quotations/quotation-items";
import { indiaDate } from "~/features/quotations/quotation-parts";
import { LeadCard } from "~/features/leads";
import { QuotationTotals } from "~/features/quotations/quotation-totals";
import {
  isUntouchedLine,
  liveTotals,
  quotationFormSchema,
  schemaInput,
  type LineValues,
  type QuotationValues,
  type TopField,
} from "~/features/quotations/quotation-values";
import { Button, buttonClass } from "~/components/ui/button";
import { GstinField, PhoneField } from "~/components/admin/buyer-fields";
import { Field } from "~/components/ui/field";
import { Input, Options, Select, Textarea } from "~/components/ui/input";
import { useEachResult, useFormErrors } from "~/lib/form";
import { reportResult } from "~/components/admin/action-result";

/** Comparable text of the values (the lines' keys left out): whether anything was changed since the last save. */
const snapshot = (v: QuotationValues) => JSON.stringify({ ...v, items: v.items.map(({ key: _key, ...rest }) => rest) });

export function QuotationForm({
  start,
  defaults,
  quotation,
  onUnsavedChange,
}: {
  start: QuotationValues;
  defaults: QuotationDefaults;
  /** The draft being changed; none for a new quotation. */
  quotation?: QuotationDto;
  /** Told whether the form holds changes not yet saved (sending waits for them). */
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const [values, setValues] = useState(start);
  const [saved, setSaved] = useState(() => snapshot(start));
  const { formRef, errors, validate, show, clear, reset } = useFormErrors();
  const fetcher = useFetcher<QuotationResult>();
  const navigate = useNavigate();
  const saving = fetcher.state !== "idle";
  const unsaved = snapshot(values) !== saved;
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);

  const sellerState = defaults.seller.state_code;
  const intraState = values.state_code !== "" && values.state_code === sellerState;
  const totals = useMemo(() => liveTotals(values, intraState), [values, intraState]);

  const set = (field: TopField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };
  const setFreight = (field: "freight_amount" | "freight_hsn" | "freight_gst_rate", path: string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(path);
  };
  const setItems = (items: LineValues[]) => setValues((v) => ({ ...v, items }));

  useEachResult(fetcher.data, (result) => {
    reportResult(result, show, reset);
    if (!result.ok) return;
    if (result.intent === "create") void navigate(`/admin/quotations/${result.quotation.id}`, { replace: true });
    else setSaved(snapshot(values));
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    // Blank lines nobody typed into are left out, and off the form too (unless none would be left),
    // so the lines shown are the lines saved and each message sits under its own line.
    const items = values.items.filter((l) => !isUntouchedLine(l));
    if (items.length && items.length < values.items.length) setValues((v) => ({ ...v, items }));
    const checked = validate(quotationFormSchema, schemaInput({ ...values, items }));
    if (!checked) return;
    const req: QuotationRequest = quotation ? { intent: "update", values: checked } : { intent: "create", values: checked };
    void fetcher.submit(req, { method: "post", encType: "application/json" });
  }

  const placeOfSupply = !values.state_code
    ? "Choose the customer's state: tax is CGST + SGST within " + (stateName(sellerState) ?? "our state") + ", IGST elsewhere."
    : intraState
      ? `Place of supply ${stateName(values.state_code)}, our own state: CGST + SGST.`
      : `Place of supply ${stateName(values.state_code)}, another state: IGST.`;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <LeadCard title="Customer" id="quotation-customer-title">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <Field label="Customer name" required error={errors.customer_name}>
            <Input autoComplete="off" maxLength={150} value={values.customer_name} onChange={(e) => set("customer_name")(e.target.value)} />
          </Field>
          <Field label="Company" error={errors.company}>
            <Input autoComplete="off" maxLength={150} value={values.company} onChange={(e) => set("company")(e.target.value)} />
          </Field>
          <Field label="Billing address" required error={errors.billing_address} className="md:col-span-2">
            <Textarea rows={3} maxLength={500} value={values.billing_address} onChange={(e) => set("billing_address")(e.target.value)} />
          </Field>
          <Field label="State" required error={errors.state_code} hint="The place of supply: it decides CGST + SGST or IGST.">
            <Select value={values.state_code} onChange={(e) => set("state_code")(e.target.value)}>
              <option value="">Choose a state</option>
              <Options items={INDIAN_STATES} value={(s) => s.code} label={(s) => `${s.name} (${s.code})`} />
            </Select>
          </Field>
          <GstinField label="Customer GSTIN" value={values.customer_gstin} onChange={set("customer_gstin")} error={errors.customer_gstin} />
          <PhoneField
            countryCode={values.country_code}
            phone={values.phone}
            onCountryCode={set("country_code")}
            onPhone={set("phone")}
            error={errors.phone ?? errors.country_code}
          />
          <Field label="E-mail" error={errors.email}>
            <Input type="email" autoComplete="off" maxLength={254} value={values.email} onChange={(e) => set("email")(e.target.value)} />
          </Field>
        </div>
      </LeadCard>

      <LeadCard title="Items" id="quotation-items-title">
        <QuotationItems items={values.items} onChange={setItems} errors={errors} onClearErrors={(fields) => fields.forEach(clear)} lines={totals?.lines} />
      </LeadCard>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <LeadCard title="Freight, validity and terms" id="quotation-terms-title">
          <div className="space-y-4">
            <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <legend className="mb-2 text-sm font-semibold text-gray-800">Freight</legend>
              <Field label="Freight (₹)" error={errors["freight.amount"]} hint="Leave empty for none.">
                <Input
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  value={values.freight_amount}
                  onChange={(e) => setFreight("freight_amount", "freight.amount")(e.target.value)}
                />
              </Field>
              <Field label="Freight HSN/SAC" error={errors["freight.hsn"]}>
                <Input
                  inputMode="numeric"
                  maxLength={8}
                  value={values.freight_hsn}
                  onChange={(e) => setFreight("freight_hsn", "freight.hsn")(e.target.value.replace(/\D/g, ""))}
                />
              </Field>
              <Field label="Freight GST rate" error={errors["freight.gst_rate"]}>
                <Select value={values.freight_gst_rate} onChange={(e) => setFreight("freight_gst_rate", "freight.gst_rate")(e.target.value)}>
                  <Options items={GST_RATES} label={(r) => `${r} %`} />
                </Select>
              </Field>
            </fieldset>
            <Field label="Valid until" required error={errors.valid_until} className="sm:max-w-xs">
              <Input type="date" min={indiaDate()} value={values.valid_until} onChange={(e) => set("valid_until")(e.target.value)} />
            </Field>
            <Field label="Terms" error={errors.terms}>
              <Textarea rows={6} maxLength={QUOTATION_TERMS_MAX} value={values.terms} onChange={(e) => set("terms")(e.target.value)} />
            </Field>
            <Field label="Notes" error={errors.notes} hint="Printed on the quotation for the customer.">
              <Textarea rows={3} maxLength={QUOTATION_NOTES_MAX} value={values.notes} onChange={(e) => set("notes")(e.target.value)} />
            </Field>
          </div>
        </LeadCard>
        <QuotationTotals totals={totals} note={placeOfSupply} className="lg:sticky lg:top-6" />
      </div>

      <div className="flex flex-col-reverse gap-2 border-t border-gray-200 pt-4 sm:flex-row sm:justify-end">
        <Link
          to={quotation ? "/admin/quotations" : values.inquiry_id ? `/admin/inquiries/${values.inquiry_id}` : "/admin/quotations"}
          className={buttonClass({ variant: "secondary" })}
        >
          {quotation ? "Back to quotations" : "Cancel"}
        </Link>
        <Button type="submit" busy={saving} icon={<Save aria-hidden="true" className="h-4 w-4" />}>
          {quotation ? "Save changes" : "Save quotation"}
        </Button>
      </div>
    </form>
  );
}
