/**
 * The fields the add-product form and the edit dialog share: name, description, pricing, tax (HSN
 * code and GST rate) and the detail fields, with the labels of schemas/product-fields.ts. Both forms check their values with
 * the product schemas (schemas/product.ts), so the messages are the API's.
 */
import { useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
import { DEFAULT_GST_RATE, DEFAULT_HSN, GST_RATES } from "#schemas/gst";
import { PRODUCT_TRANSLATED } from "#schemas/product";
import { MIN_ORDER_UNITS, PRICE_UNITS, SPEC_LABELS, type SpecKey } from "#schemas/product-fields";
import type { Translations } from "#schemas/translations";
import { TranslationTabs } from "~/components/admin/translation-tabs";
import type { FieldErrors } from "~/lib/form";
import { cn } from "~/lib/cn";
import { Options } from "~/components/ui/input";
import { SelectField, TextAreaField, TextField, unitOptions } from "~/features/catalogue/product-form-controls";

/** What both forms edit as text, before the schema turns it into numbers and nulls. */
export interface ProductTextValues {
  product_name: string;
  description: string;
  price: string;
  unit: string;
  min_order_quantity: string;
  min_order_unit: string;
  hsn_code: string;
  gst_rate: string;
  /** For the instant estimate: empty is none. */
  pieces_per_sqm: string;
  weight_kg: string;
  details: Partial<Record<SpecKey, string>>;
  /** The Gujarati and Hindi versions of the name, description and specification values, keyed as the API names them (`size`). */
  translations: Translations;
}

export const EMPTY_PRODUCT_TEXT: ProductTextValues = {
  product_name: "",
  description: "",
  price: "",
  unit: PRICE_UNITS[0],
  min_order_quantity: "",
  min_order_unit: MIN_ORDER_UNITS[0],
  hsn_code: DEFAULT_HSN,
  gst_rate: String(DEFAULT_GST_RATE),
  pieces_per_sqm: "",
  weight_kg: "",
  details: {},
  translations: {},
};

/** The values a product schema checks: the text fields plus each listed detail (empty ones become null there). */
export function productSchemaInput(v: ProductTextValues, detailKeys: readonly SpecKey[]): Record<string, unknown> {
  const out: Record<string, unknown> = {
    product_name: v.product_name,
    description: v.description,
    price: v.price.trim(),
    unit: v.unit,
    min_order_quantity: v.min_order_quantity.trim(),
    min_order_unit: v.min_order_unit,
    hsn_code: v.hsn_code.trim(),
    gst_rate: Number(v.gst_rate),
    pieces_per_sqm: v.pieces_per_sqm.trim(),
    weight_kg: v.weight_kg.trim(),
  };
  for (const key of detailKeys) out[key] = v.details[key] ?? "";
  out.translations = v.translations;
  return out;
}

/** The product's texts as the API names them (`product_name`, `size`) with their translations: what the language tabs read. */
const translatedTexts = (v: ProductTextValues) => ({ product_name: v.product_name, description: v.description, ...v.details, translations: v.translations });

/**
 * The tabs "English", "ગુજરાતી" and "हिंदी" over a product form (`children` is its English side):
 * each translation is kept under the key the API gives the field, so a specification's is `size`
 * whereas the form keeps its English under `details`.
 */
export function ProductTranslationTabs<F extends ProductTextValues>({
  values,
  setValues,
  errors,
  children,
}: {
  values: F;
  setValues: Dispatch<SetStateAction<F>>;
  errors: FieldErrors;
  children: ReactNode;
}) {
  return (
    <TranslationTabs
      value={translatedTexts(values)}
      fields={PRODUCT_TRANSLATED}
      onChange={(change) => setValues((v) => ({ ...v, translations: change(translatedTexts(v)).translations ?? {} }))}
      errors={errors}
    >
      {children}
    </TranslationTabs>
  );
}

/** A product form's values, with setters that also drop the edited field's message (`clear` of useFormErrors). */
export function useProductValues<F extends ProductTextValues>(initial: F | (() => F), clear: (field: string) => void) {
  const [values, setValues] = useState<F>(initial);
  const set = <K extends keyof F & string>(key: K, value: F[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clear(key);
  };
  const setDetail = (key: SpecKey, value: string) => {
    setValues((v) => ({ ...v, details: { ...v.details, [key]: value } }));
    clear(key);
  };
  return { values, setValues, set, setDetail };
}

type TextKey = Exclude<keyof ProductTextValues, "details">;
type Setter = (key: TextKey, value: string) => void;

export function ProductNameField({ value, set, error, id }: { value: string; set: Setter; error?: string; id?: string }) {
  return <TextField id={id} label="Product Name" required value={value} onChange={(e) => set("product_name", e.target.value)} error={error} maxLength={150} />;
}

export function ProductDescriptionField({ value, set, error }: { value: string; set: Setter; error?: string }) {
  return (
    <TextAreaField
      label="Short Description"
      required
      rows={3}
      maxLength={2000}
      value={value}
      onChange={(e) => set("description", e.target.value)}
      error={error}
    />
  );
}

/**
 * Price (₹), Price Unit, Minimum Order Quantity and Minimum Order Unit; under them HSN code (default 6810) and
 * GST rate (0, 5, 12, 18 or 28 %, default 18): what a quotation line of the product starts from.
 */
export function ProductPriceFields({
  values,
  set,
  errors,
  taxClassName,
}: {
  values: ProductTextValues;
  set: Setter;
  errors: FieldErrors;
  taxClassName?: string;
}) {
  /** A required number: the price in rupees and paise, or a whole minimum order quantity. */
  const numberField = (f: { key: "price" | "min_order_quantity"; label: string; inputMode: "decimal" | "numeric"; min: string; step: string }) => (
    <TextField
      label={f.label}
      required
      type="number"
      inputMode={f.inputMode}
      min={f.min}
      step={f.step}
      value={values[f.key]}
      onChange={(e) => set(f.key, e.target.value)}
      error={errors[f.key]}
    />
  );
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {numberField({ key: "price", label: "Price (₹)", inputMode: "decimal", min: "0", step: "0.01" })}
        <SelectField label="Price Unit" value={values.unit} onChange={(e) => set("unit", e.target.value)} error={errors.unit}>
          <Options items={unitOptions(PRICE_UNITS, values.unit)} />
        </SelectField>
        {numberField({ key: "min_order_quantity", label: "Minimum Order Quantity", inputMode: "numeric", min: "1", step: "1" })}
        <SelectField
          label="Minimum Order Unit"
          value={values.min_order_unit}
          onChange={(e) => set("min_order_unit", e.target.value)}
          error={errors.min_order_unit}
        >
          <Options items={unitOptions(MIN_ORDER_UNITS, values.min_order_unit)} />
        </SelectField>
      </div>
      <div className={cn("grid grid-cols-1 gap-4 sm:grid-cols-2", taxClassName)}>
        <TextField
          label="HSN code"
          required
          inputMode="numeric"
          maxLength={8}
          value={values.hsn_code}
          onChange={(e) => set("hsn_code", e.target.value.replace(/\D/g, ""))}
          error={errors.hsn_code}
          hint="4, 6 or 8 digits; 6810 is articles of cement or concrete"
        />
        <SelectField label="GST rate" value={values.gst_rate} onChange={(e) => set("gst_rate", e.target.value)} error={errors.gst_rate}>
          <Options items={GST_RATES} label={(r) => `${r} %`} />
        </SelectField>
      </div>
    </>
  );
}

/** The two optional numbers of the instant estimate: pieces for an area, and the weight that decides the trucks. */
export function ProductEstimateFields({ values, set, errors }: { values: ProductTextValues; set: Setter; errors: FieldErrors }) {
  const numberField = (key: "pieces_per_sqm" | "weight_kg", label: string, hint: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min="0"
      step="any"
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      error={errors[key]}
      hint={hint}
    />
  );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {numberField("pieces_per_sqm", "Pieces per square metre", "For pavers and blocks laid by area; leave empty otherwise")}
      {numberField("weight_kg", "Weight per unit (kg)", "The weight of one unit of the price, for the freight")}
    </div>
  );
}

/** The optional detail fields, each labelled as everywhere else. */
export function ProductDetailFields({
  keys,
  values,
  onChange,
  errors,
  className,
}: {
  keys: readonly SpecKey[];
  values: Partial<Record<SpecKey, string>>;
  onChange: (key: SpecKey, value: string) => void;
  errors: FieldErrors;
  className?: string;
}) {
  return (
    <div className={cn("grid grid-cols-1 gap-4 sm:grid-cols-2", className)}>
      {keys.map((key) => (
        <TextField
          key={key}
          label={SPEC_LABELS[key]}
          maxLength={200}
          value={values[key] ?? ""}
          onChange={(e) => onChange(key, e.target.value)}
          error={errors[key]}
        />
      ))}
    </div>
  );
}
