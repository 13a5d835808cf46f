/**
 * The quotation's lines: a product from the catalogue (searched as one types) or a blank line, each
 * with its description, HSN, quantity, unit, rate, discount and GST rate, and its amount after the
 * discount. A row per line on wide screens, a card per line on narrower ones: the same controls,
 * each named with its line ("Quantity, line 2") so a screen reader and a test can tell them apart.
 */
import { PackagePlus, Plus, Search, Trash2, X } from "lucide-react";
import { cloneElement, useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from "react";
import { formatIndianMoney, GST_RATES, type QuoteLine } from "#schemas/gst";
import { PRICE_UNITS } from "#schemas/product-fields";
import type { AdminProduct, ProductListAnswer } from "#schemas/wire";
import { blankLine, lineFromProduct, type LineField, type LineValues } from "~/features/quotations/quotation-values";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Options, Select } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { api, isAbortError, isSignedOutError } from "~/lib/api";
import { cn } from "~/lib/cn";
import type { FieldErrors } from "~/lib/form";
import { formatPricePerUnit } from "#schemas/format";

const UNITS_LIST_ID = "quotation-units";
const ADD_BLANK_ID = "quotation-add-blank-line";
const ADD_PRODUCT_ID = "quotation-add-product";
const PRODUCT_RESULTS = 8;
const SEARCH_DELAY_MS = 250;

/** Wide-screen columns of a line: description, HSN, quantity, unit, rate, discount, GST, amount, remove. */
const columns = "xl:grid xl:grid-cols-[minmax(9rem,1fr)_6rem_5rem_5.5rem_6rem_4.25rem_5rem_7.5rem_2.25rem] xl:items-start xl:gap-2";

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
        <ProductPicker onPick={(p) => add(lineFromProduct(p), "quantity")} />
        <Button id={ADD_BLANK_ID} variant="secondary" onClick={() => add(blankLine(), "description")} icon={<Plus aria-hidden="true" className="h-4 w-4" />}>
          Add blank line
        </Button>
      </div>
    </div>
  );
}

/**
 * A cell's label: shown above the control on narrow screens, said only to screen readers on wide
 * ones (the column heading shows it). The control's own name adds its line: "Quantity, line 2".
 */
function CellLabel({ text }: { text: string }) {
  return <span className="xl:sr-only">{text}</span>;
}

function ItemLine({
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
      {cell(
        "quantity",
        "Quantity",
        <Input
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          value={line.quantity}
          onChange={(e) => onField("quantity", e.target.value)}
          className="xl:px-2"
        />,
      )}
      {cell(
        "unit",
        "Unit",
        <Input list={UNITS_LIST_ID} maxLength={40} value={line.unit} onChange={(e) => onField("unit", e.target.value)} className="xl:px-2" />,
      )}
      {cell(
        "rate",
        "Rate (₹)",
        <Input type="number" inputMode="decimal" min="0" step="0.01" value={line.rate} onChange={(e) => onField("rate", e.target.value)} className="xl:px-2" />,
      )}
      {cell(
        "discount_pct",
        "Discount %",
        <Input
          type="number"
          inputMode="decimal"
          min="0"
          max="100"
          step="0.01"
          value={line.discount_pct}
          onChange={(e) => onField("discount_pct", e.target.value)}
          className="xl:px-2"
        />,
      )}
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

type Found = { state: "idle" } | { state: "loading" } | { state: "done"; products: AdminProduct[] } | { state: "failed" };

/**
 * "Add product": a search of the catalogue by name (the admin products list), its matches as
 * buttons. Arrow keys move between the box and the matches, Escape closes it.
 */
function ProductPicker({ onPick }: { onPick: (p: AdminProduct) => void }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found>({ state: "idle" });
  const boxRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Opening puts the focus in the search box; closing with Escape or the close button gives it back to "Add product".
  const [giveBack, setGiveBack] = useState(false);
  useEffect(() => {
    if (open) boxRef.current?.focus();
    else if (giveBack) {
      document.getElementById(ADD_PRODUCT_ID)?.focus();
      setGiveBack(false);
    }
  }, [open, giveBack]);

  // The search follows the typing after a pause; an older search still under way is given up, and
  // its matches are not offered meanwhile (arrow keys and Enter act on the matches of what is typed).
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setFound({ state: "loading" });
    const timer = setTimeout(() => {
      const q = new URLSearchParams({ limit: String(PRODUCT_RESULTS), page: "1" });
      if (query.trim()) q.set("search", query.trim());
      api<ProductListAnswer>("GET", `/api/admin/products?${q}`, undefined, { auth: true, signal: controller.signal }).then(
        (answer) => setFound({ state: "done", products: answer.data ?? [] }),
        (err: unknown) => {
          if (isAbortError(err) || isSignedOutError(err)) return;
          console.error("Failed to search products", err);
          setFound({ state: "failed" });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query]);

  const close = () => {
    setOpen(false);
    setQuery("");
    setFound({ state: "idle" });
    setGiveBack(true);
  };
  const pick = (p: AdminProduct) => {
    setOpen(false);
    setQuery("");
    setFound({ state: "idle" });
    onPick(p);
  };

  const buttons = () => Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      close();
      return;
    }
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const all = buttons();
    if (!all.length) return;
    e.preventDefault();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === "ArrowDown") all[Math.min(at + 1, all.length - 1)].focus();
    else if (at <= 0) boxRef.current?.focus();
    else all[at - 1].focus();
  };

  if (!open)
    return (
      <Button id={ADD_PRODUCT_ID} onClick={() => setOpen(true)} icon={<PackagePlus aria-hidden="true" className="h-4 w-4" />}>
        Add product
      </Button>
    );

  const products = found.state === "done" ? found.products : [];
  return (
    <div role="group" aria-label="Add product" onKeyDown={onKeyDown} className="w-full rounded-lg border border-gray-200 bg-gray-50 p-3 sm:max-w-xl">
      <div className="flex items-center gap-2">
        <div className="relative flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500" />
          <Input
            ref={boxRef}
            type="search"
            aria-label="Search products"
            aria-describedby="quotation-product-status"
            placeholder="Search products by name..."
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              // Enter picks the first match rather than sending the quotation.
              if (e.key === "Enter") {
                e.preventDefault();
                if (products[0]) pick(products[0]);
              }
            }}
            className="pl-9"
          />
        </div>
        <Button variant="ghost" size="sm" aria-label="Close product search" onClick={close} icon={<X aria-hidden="true" className="h-4 w-4" />} />
      </div>
      <p id="quotation-product-status" role="status" className="mt-2 flex items-center gap-2 text-sm text-gray-600">
        {found.state === "loading" ? (
          <>
            <Spinner size="sm" /> Searching...
          </>
        ) : found.state === "failed" ? (
          <span className="text-red-700">Failed to search products</span>
        ) : found.state === "done" ? (
          products.length ? (
            `${products.length} ${products.length === 1 ? "product" : "products"}: choose one to add it`
          ) : (
            "No products found"
          )
        ) : null}
      </p>
      {products.length ? (
        <ul ref={listRef} aria-label="Matching products" className="mt-2 max-h-72 space-y-1 overflow-y-auto">
          {products.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => pick(p)}
                className="flex w-full flex-col items-start rounded-md px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="font-medium text-ink">{p.product_name}</span>
                <span className="text-xs text-gray-600">
                  {formatPricePerUnit(p.price, p.unit)} · HSN {p.hsn_code} · GST {p.gst_rate} %{p.status !== "active" ? ` · ${p.status}` : ""}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
