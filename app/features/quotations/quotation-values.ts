/**
 * The quotation form's values as the person edits them (text, as typed), where they start from (a
 * stored quotation, a lead's prefill, a blank form), what the shared schema checks, and the live
 * totals: the same computeQuotation the server stores its totals with.
 */
import { computeQuotation, DEFAULT_GST_RATE, DEFAULT_HSN, FREIGHT_SAC, type QuoteLineInput, type QuoteTotals } from "#schemas/gst";
import { quotationInput, type QuotationInputData } from "#schemas/quotations";
import type { AdminProduct, QuotationDto, QuotationItem } from "#schemas/wire";
import type { FormSchema } from "~/lib/form";

export type LineValues = {
  /** React's key for the line: stays with the line when others are removed. */
  key: string;
  product_id: number | null;
  description: string;
  hsn: string;
  quantity: string;
  unit: string;
  rate: string;
  discount_pct: string;
  gst_rate: string;
};

export type QuotationValues = {
  inquiry_id: number | null;
  customer_name: string;
  company: string;
  billing_address: string;
  state_code: string;
  customer_gstin: string;
  country_code: string;
  phone: string;
  email: string;
  items: LineValues[];
  freight_amount: string;
  freight_hsn: string;
  freight_gst_rate: string;
  valid_until: string;
  terms: string;
  notes: string;
};

/** The form's own fields (an item's are `items.{n}.{field}`, the freight's `freight.{field}`). */
export type TopField = Exclude<keyof QuotationValues, "items" | "inquiry_id">;
export type LineField = Exclude<keyof LineValues, "key" | "product_id">;

let nextKey = 0;
const newKey = () => `line-${++nextKey}`;

const text = (v: unknown): string => (v === null || v === undefined ? "" : String(v));

/** What a blank line holds until the person types into it. */
const BLANK_LINE: Omit<LineValues, "key"> = {
  product_id: null,
  description: "",
  hsn: DEFAULT_HSN,
  quantity: "1",
  unit: "Piece",
  rate: "",
  discount_pct: "0",
  gst_rate: String(DEFAULT_GST_RATE),
};

export const blankLine = (): LineValues => ({ key: newKey(), ...BLANK_LINE });

/** A blank line nobody has typed into (the new form's starter line): a picked product takes its place, and saving leaves it out. */
export const isUntouchedLine = (line: LineValues) => (Object.keys(BLANK_LINE) as (keyof typeof BLANK_LINE)[]).every((k) => line[k] === BLANK_LINE[k]);

/** A catalogue product as a line: its name, HSN, unit, current price and GST rate; one unit of it. */
export function lineFromProduct(
  p: Pick<AdminProduct, "id" | "product_name" | "price" | "unit"> & Partial<Pick<AdminProduct, "hsn_code" | "gst_rate">>,
): LineValues {
  return {
    key: newKey(),
    product_id: p.id,
    description: p.product_name,
    hsn: p.hsn_code || DEFAULT_HSN,
    quantity: "1",
    unit: p.unit || "Piece",
    rate: text(p.price),
    discount_pct: "0",
    gst_rate: String(p.gst_rate ?? DEFAULT_GST_RATE),
  };
}

type ItemLike = Partial<Omit<QuotationItem, "product_id">> & { product_id?: number | null };

function lineFrom(item: ItemLike): LineValues {
  return {
    key: newKey(),
    product_id: item.product_id ?? null,
    description: text(item.description),
    hsn: text(item.hsn) || DEFAULT_HSN,
    quantity: text(item.quantity),
    unit: text(item.unit),
    rate: text(item.rate),
    discount_pct: text(item.discount_pct) || "0",
    gst_rate: text(item.gst_rate ?? DEFAULT_GST_RATE),
  };
}

/** What a quotation's values may be given as: a stored quotation, or the API's prefill from a lead (the schema's input). */
export type QuotationStart = {
  inquiry_id?: number | null;
  customer_name?: string;
  company?: string | null;
  billing_address?: string | null;
  state_code?: string | null;
  customer_gstin?: string | null;
  country_code?: string | null;
  phone?: string | null;
  email?: string | null;
  items?: ItemLike[];
  freight?: { amount?: string | number; hsn?: string; gst_rate?: number } | null;
  valid_until?: string | null;
  terms?: string | null;
  notes?: string | null;
};

/** The form's values from a stored quotation or a prefill; what is missing starts from the defaults (validity, terms). */
export function valuesFrom(start: QuotationStart, defaults: { valid_until: string; terms: string }): QuotationValues {
  const freightAmount = start.freight ? text(start.freight.amount) : "";
  return {
    inquiry_id: start.inquiry_id ?? null,
    customer_name: text(start.customer_name),
    company: text(start.company),
    billing_address: text(start.billing_address),
    state_code: text(start.state_code),
    customer_gstin: text(start.customer_gstin),
    country_code: text(start.country_code) || "+91",
    phone: text(start.phone),
    email: text(start.email),
    items: (start.items ?? []).map(lineFrom),
    freight_amount: Number(freightAmount) === 0 ? "" : freightAmount,
    freight_hsn: start.freight?.hsn || FREIGHT_SAC,
    freight_gst_rate: String(start.freight?.gst_rate ?? DEFAULT_GST_RATE),
    valid_until: text(start.valid_until) || defaults.valid_until,
    terms: start.terms ?? defaults.terms,
    notes: text(start.notes),
  };
}

export const valuesFromDto = (q: QuotationDto) => valuesFrom(q, { valid_until: q.valid_until, terms: q.terms });

/** The values the quotation schema (and the API) checks: lines as entered, freight only when it has an amount. */
/** A line as the API takes it (a quotation's or an order's). */
export const lineInput = (l: LineValues) => ({
  product_id: l.product_id,
  description: l.description,
  hsn: l.hsn.trim(),
  quantity: l.quantity.trim(),
  unit: l.unit,
  rate: l.rate.trim(),
  discount_pct: l.discount_pct.trim() || "0",
  gst_rate: Number(l.gst_rate),
});

export function schemaInput(v: QuotationValues): Record<string, unknown> {
  const freight = v.freight_amount.trim() ? { amount: v.freight_amount.trim(), hsn: v.freight_hsn.trim(), gst_rate: Number(v.freight_gst_rate) } : null;
  return {
    inquiry_id: v.inquiry_id,
    customer_name: v.customer_name,
    company: v.company,
    billing_address: v.billing_address,
    state_code: v.state_code,
    customer_gstin: v.customer_gstin.trim().toUpperCase(),
    country_code: v.country_code,
    phone: v.phone.trim(),
    email: v.email.trim(),
    items: v.items.map(lineInput),
    freight,
    valid_until: v.valid_until,
    terms: v.terms,
    notes: v.notes,
  };
}

/** A number as typed, or "0" while it is not one yet (the totals show what the complete lines come to). */
const amountOr0 = (value: string) => (/^\d*\.?\d+$|^\d+\.$/.test(value.trim()) ? value.trim() : "0");

/**
 * The totals of the values as they stand: a line still being typed counts as 0 where it is not a
 * number yet. Tax is CGST + SGST when the customer's state is the seller's, else IGST.
 */
export function liveTotals(v: QuotationValues, intraState: boolean): QuoteTotals | null {
  const items: QuoteLineInput[] = v.items.map((l) => ({
    description: l.description,
    hsn: l.hsn,
    quantity: amountOr0(l.quantity),
    unit: l.unit,
    rate: amountOr0(l.rate),
    discount_pct: Math.min(Number(amountOr0(l.discount_pct)), 100),
    gst_rate: Number(l.gst_rate),
  }));
  const freightAmount = amountOr0(v.freight_amount);
  const freight = Number(freightAmount) > 0 ? { amount: freightAmount, hsn: v.freight_hsn, gst_rate: Number(v.freight_gst_rate) } : null;
  try {
    return computeQuotation({ items, freight, intraState });
  } catch (err) {
    console.error("Failed to compute the quotation's totals", err);
    return null;
  }
}

/**
 * The quotation schema as the form checks it: each message under the field its whole path names
 * ("items.0.quantity", "freight.amount"), as the API answers them.
 */
export const quotationFormSchema: FormSchema<QuotationInputData> = {
  safeParse(values) {
    const parsed = quotationInput.safeParse(values);
    if (parsed.success) return { success: true, data: parsed.data };
    return {
      success: false,
      error: { issues: parsed.error.issues.map((i) => ({ path: i.path.length ? [i.path.map(String).join(".")] : [], message: i.message })) },
    };
  },
};
