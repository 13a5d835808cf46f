/**
 * The quotation's lines: a product from the catalogue (searched as one types) or a blank line, each
 * with its description, HSN, quantity, unit, rate, discount and GST rate, and its amount after the
 * discount. A row per line on wide screens, a card per line on narrower ones: the same controls,
 * each named with its line ("Quantity, line 2") so a screen reader and a test can tell them apart.
 */
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import type { QuoteLine } from "#schemas/gst";
import { PRICE_UNITS } from "#schemas/product-fields";
import { blankLine, isUntouchedLine, lineFromProduct, type LineField, type LineValues } from "~/features/quotations/quotation-values";
import { columns, ItemLine, UNITS_LIST_ID } from "~/features/quotations/quotation-item-line";
import { ProductPicker } from "~/features/quotations/quotation-product-picker";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { FieldErrors } from "~/lib/form";

const ADD_BLANK_ID = "quotation-add-blank-line";

export function QuotationItems({
  items,
  onChange,
  errors,
  onClearErrors,
  lines,
}: {
  items: LineValues[];
  onChange: (items: LineValues[]) => void;
  errors: FieldErrors;
  /** Drop the messages of these fields (the person edited them, or the lines moved). */
  onClearErrors: (fields: string[]) => void;
  /** The computed lines, in the same order: each line's amount. */
  lines: QuoteLine[] | undefined;
}) {
  const [focusNext, setFocusNext] = useState<string | null>(null);

  // Focus moves after the line it names has rendered.
  useEffect(() => {
    if (!focusNext) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const itemErrorKeys = () => Object.keys(errors).filter((k) => k.startsWith("items"));

  const setField = (index: number, field: LineField, value: string) => {
    onChange(items.map((l, i) => (i === index ? { ...l, [field]: value } : l)));
    onClearErrors([`items.${index}.${field}`]);
  };
  const add = (line: LineValues, focusField: LineField) => {
    onChange([...items, line]);
    onClearErrors(["items"]);
    setFocusNext(`${line.key}-${focusField}`);
  };
  /** A picked product fills the first blank line nobody has typed into (the new form's starter line), else it is added. */
  const addProduct = (line: LineValues) => {
    const at = items.findIndex(isUntouchedLine);
    if (at < 0) return add(line, "quantity");
    onChange(items.map((l, i) => (i === at ? line : l)));
    onClearErrors(["items", ...itemErrorKeys().filter((k) => k.startsWith(`items.${at}.`))]);
    setFocusNext(`${line.key}-quantity`);
  };
  const remove = (index: number) => {
    const next = items.filter((_, i) => i !== index);
    onChange(next);
    // The lines after it move up: their messages would sit under the wrong line.
    onClearErrors(itemErrorKeys());
    const after = next[index] ?? next[index - 1];
    setFocusNext(after ? `${after.key}-description` : ADD_BLANK_ID);
  };

  return (
    <div className="space-y-4">
      <datalist id={UNITS_LIST_ID}>
        {PRICE_UNITS.map((u) => (
          <option key={u} value={u} />
        ))}
      </datalist>
      {items.length ? (
        <div>
          <div
            aria-hidden="true"
            className={cn("hidden border-b border-gray-200 pb-2 text-xs font-semibold tracking-wide text-gray-600 uppercase xl:grid", columns)}
          >
            <span>Description</span>
            <span>HSN</span>
            <span>Quantity</span>
            <span>Unit</span>
            <span>Rate (₹)</span>
            <span>Disc. %</span>
            <span>GST rate</span>
            <span className="text-right">Amount</span>
            <span />
          </div>
          <ol aria-label="Quotation lines" className="divide-y divide-gray-200">
            {items.map((line, i) => (
              <ItemLine
                key={line.key}
                line={line}
                n={i + 1}
                errors={errors}
                amount={lines?.[i]?.taxable}
                onField={(field, value) => setField(i, field, value)}
                onRemove={() => remove(i)}
              />
            ))}
          </ol>
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-600">
          No lines yet: add a product from the catalogue or a blank line.
        </p>
      )}
      {errors.items ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.items}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <ProductPicker onPick={(p) => addProduct(lineFromProduct(p))} />
        <Button id={ADD_BLANK_ID} variant="secondary" onClick={() => add(blankLine(), "description")} icon={<Plus aria-hidden="true" className="h-4 w-4" />}>
          Add blank line
        </Button>
      </div>
    </div>
  );
}
