/** One line of the quotation: a row on wide screens, a card on narrower ones (see ./quotation-items.tsx). */
import { Trash2 } from "lucide-react";
import { cloneElement, type ReactElement } from "react";
import { formatIndianMoney, GST_RATES } from "#schemas/gst";
import type { LineField, LineValues } from "~/features/quotations/quotation-values";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Options, Select } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import type { FieldErrors } from "~/lib/form";

export const UNITS_LIST_ID = "quotation-units";

/** Wide-screen columns of a line: description, HSN, quantity, unit, rate, discount, GST, amount, remove. */
export const columns = "xl:grid xl:grid-cols-[minmax(9rem,1fr)_6rem_5rem_5.5rem_6rem_4.25rem_5rem_7.5rem_2.25rem] xl:items-start xl:gap-2";

/**
 * A cell's label: shown above the control on narrow screens, said only to screen readers on wide
 * ones (the column heading shows it). The control's own name adds its line: "Quantity, line 2".
 */
function CellLabel({ text }: { text: string }) {
  return <span className="xl:sr-only">{text}</span>;
}

export function ItemLine({
  line,
  n,
  errors,
  amount,
  onField,
  onRemove,
}: {
  line: LineValues;
  n: number;
  errors: FieldErrors;
  amount: string | undefined;
  onField: (field: LineField, value: string) => void;
  onRemove: () => void;
}) {
  const id = (field: LineField) => `${line.key}-${field}`;
  const err = (field: LineField) => errors[`items.${n - 1}.${field}`];
  const cell = (field: LineField, label: string, control: ReactElement<{ "aria-label"?: string }>, className?: string) => (
    <Field id={id(field)} label={<CellLabel text={label} />} error={err(field)} className={className}>
      {cloneElement(control, { "aria-label": `${label}, line ${n}` })}
    </Field>
  );
  /** A number of the line: never below 0, at most `max`, in steps of `step`. */
  const number = (field: "quantity" | "rate" | "discount_pct", label: string, step: string, max?: string) =>
    cell(
      field,
      label,
      <Input
        type="number"
        inputMode="decimal"
        min="0"
        max={max}
        step={step}
        value={line[field]}
        onChange={(e) => onField(field, e.target.value)}
        className="xl:px-2"
      />,
    );
  return (
    <li className={cn("grid grid-cols-2 gap-3 py-4 sm:grid-cols-4", columns)}>
      <p className="col-span-2 text-sm font-semibold text-ink sm:col-span-4 xl:hidden" aria-hidden="true">
        Line {n}
      </p>
      {cell(
        "description",
        "Description",
        <Input value={line.description} maxLength={300} onChange={(e) => onField("description", e.target.value)} className="xl:px-2" />,
        "col-span-2 sm:col-span-4 xl:col-span-1",
      )}
      {cell(
        "hsn",
        "HSN",
        <Input inputMode="numeric" maxLength={8} value={line.hsn} onChange={(e) => onField("hsn", e.target.value.replace(/\D/g, ""))} className="xl:px-2" />,
      )}
      {number("quantity", "Quantity", "any")}
      {cell(
        "unit",
        "Unit",
        <Input list={UNITS_LIST_ID} maxLength={40} value={line.unit} onChange={(e) => onField("unit", e.target.value)} className="xl:px-2" />,
      )}
      {number("rate", "Rate (₹)", "0.01")}
      {number("discount_pct", "Discount %", "0.01", "100")}
      {cell(
        "gst_rate",
        "GST rate",
        <Select value={line.gst_rate} onChange={(e) => onField("gst_rate", e.target.value)} className="xl:px-2">
          <Options items={GST_RATES} label={(r) => `${r} %`} />
        </Select>,
      )}
      <p className="flex flex-col gap-1 xl:items-end xl:pt-2">
        <span aria-hidden="true" className="text-sm font-medium text-gray-800 xl:hidden">
          Amount
        </span>
        <span className="text-sm font-semibold text-ink tabular-nums">
          <span className="sr-only">Amount, line {n}: </span>
          {amount !== undefined ? formatIndianMoney(amount) : "—"}
        </span>
      </p>
      <div className="flex items-end justify-end xl:items-start xl:pt-0.5">
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove line ${n}`}
          onClick={onRemove}
          icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
          className="text-red-700 hover:bg-red-50"
        >
          <span className="xl:sr-only">Remove</span>
        </Button>
      </div>
    </li>
  );
}
