/**
 * A draft order's delivery site (one of the customer's, or a new address with its PIN code and
 * contact), requested delivery dates, advance (an amount or a percent of the total) and notes.
 */
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { CustomerSite, OrderDto } from "#schemas/wire";
import { reportResult } from "~/components/admin/action-result";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { useEachResult, type FieldErrors } from "~/lib/form";
import type { OrderDetailsValues, OrderResult } from "./order-action";

const valuesOf = (o: OrderDto): OrderDetailsValues => ({
  site_id: o.site_id,
  delivery_address: o.delivery_address,
  delivery_pin: o.delivery_pin,
  site_contact_name: o.site_contact_name,
  site_contact_phone: o.site_contact_phone,
  delivery_from: o.delivery_from ?? "",
  delivery_to: o.delivery_to ?? "",
  advance_kind: o.advance_kind,
  advance_value: o.advance_value,
  notes: o.notes,
});

export function OrderDetailsForm({ order, sites, onUnsavedChange }: { order: OrderDto; sites: CustomerSite[]; onUnsavedChange: (unsaved: boolean) => void }) {
  const fetcher = useFetcher<OrderResult>();
  const [values, setValues] = useState(() => valuesOf(order));
  const [errors, setErrors] = useState<FieldErrors>({});
  const unsaved = JSON.stringify(values) !== JSON.stringify(valuesOf(order));
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);
  useEachResult(fetcher.data, (result) => {
    if (result.intent !== "update") return;
    reportResult(result, setErrors, () => {
      setErrors({});
      if (result.ok) setValues(valuesOf(result.order));
    });
  });
  const set = <K extends keyof OrderDetailsValues>(key: K, value: OrderDetailsValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const newAddress = values.site_id === null;

  return (
    <Card className="p-5">
      <form
        aria-label="Delivery and advance"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void fetcher.submit({ intent: "update", values }, { method: "post", encType: "application/json" });
        }}
      >
        <h2 className="text-lg font-semibold text-ink sm:col-span-2">Delivery and advance</h2>
        <Field label="Delivery site" className="sm:col-span-2" error={errors.site_id}>
          <Select value={values.site_id ?? ""} onChange={(e) => set("site_id", e.target.value ? Number(e.target.value) : null)}>
            <option value="">A new address</option>
            {sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label ? `${s.label}: ` : ""}
                {s.address}, {s.pin}
              </option>
            ))}
          </Select>
        </Field>
        {newAddress ? (
          <>
            <Field label="Delivery address" className="sm:col-span-2" error={errors.delivery_address}>
              <Textarea rows={2} value={values.delivery_address} onChange={(e) => set("delivery_address", e.target.value)} />
            </Field>
            <Field label="PIN code" error={errors.delivery_pin}>
              <Input inputMode="numeric" value={values.delivery_pin} onChange={(e) => set("delivery_pin", e.target.value)} />
            </Field>
            <Field label="Site contact name" error={errors.site_contact_name}>
              <Input value={values.site_contact_name} onChange={(e) => set("site_contact_name", e.target.value)} />
            </Field>
            <Field label="Site contact phone" error={errors.site_contact_phone}>
              <Input type="tel" value={values.site_contact_phone} onChange={(e) => set("site_contact_phone", e.target.value)} />
            </Field>
          </>
        ) : null}
        <Field label="Deliver from" error={errors.delivery_from}>
          <Input type="date" value={values.delivery_from} onChange={(e) => set("delivery_from", e.target.value)} />
        </Field>
        <Field label="Deliver by" error={errors.delivery_to}>
          <Input type="date" value={values.delivery_to} onChange={(e) => set("delivery_to", e.target.value)} />
        </Field>
        <Field label="Advance as">
          <Select value={values.advance_kind} onChange={(e) => set("advance_kind", e.target.value === "percent" ? "percent" : "amount")}>
            <option value="amount">An amount in ₹</option>
            <option value="percent">A percent of the total</option>
          </Select>
        </Field>
        <Field label={values.advance_kind === "percent" ? "Advance (%)" : "Advance (₹)"} error={errors.advance_value}>
          <Input inputMode="decimal" value={values.advance_value} onChange={(e) => set("advance_value", e.target.value)} />
        </Field>
        <Field label="Notes" className="sm:col-span-2" error={errors.notes}>
          <Textarea rows={3} value={values.notes} onChange={(e) => set("notes", e.target.value)} />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" busy={fetcher.state !== "idle"} disabled={!unsaved}>
            Save changes
          </Button>
        </div>
      </form>
    </Card>
  );
}
