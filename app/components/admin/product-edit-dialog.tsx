import { Loader2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { MIN_ORDER_UNITS, PRICE_UNITS, PRODUCT_STATUSES, SPEC_FIELDS, type ProductStatus, type StockLevel } from "#schemas/product-fields";
import type { AdminProduct, DataAnswer } from "#schemas/wire";
import { api, ApiError } from "~/lib/api";
import { toast } from "~/lib/toast";
import { Dialog } from "~/components/ui/dialog";
import { DialogToasts, SelectField, TextAreaField, TextField, unitOptions } from "~/components/admin/product-form-controls";
import { STATUS_LABELS, STOCK_OPTIONS, type Category } from "~/components/admin/products-data";

const EDIT_TOASTS = "product-edit";

type Form = {
  product_name: string;
  price: string;
  description: string;
  category_name: string;
  unit: string;
  min_order_quantity: string;
  min_order_unit: string;
  stock: StockLevel;
  status: ProductStatus;
  image_url: string;
  specs: Record<string, string>;
};

function toForm(p: AdminProduct): Form {
  const rec = p as unknown as Record<string, unknown>;
  return {
    product_name: p.product_name,
    price: String(p.price),
    description: p.description,
    category_name: p.category_name,
    unit: p.unit,
    min_order_quantity: String(p.min_order_quantity),
    min_order_unit: p.min_order_unit,
    stock: p.stock,
    status: p.status,
    image_url: p.image_url ?? "",
    specs: Object.fromEntries(SPEC_FIELDS.map(([k]) => [k, typeof rec[k] === "string" || typeof rec[k] === "number" ? String(rec[k]) : ""])),
  };
}

/** The product's editable fields; saved with PATCH /api/products/:id (DESIGN decision 2). */
function EditForm({
  product,
  categories,
  onSaved,
  onCancel,
}: {
  product: AdminProduct;
  categories: Category[];
  onSaved: (p: AdminProduct) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<Form>(() => toForm(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const categoryNames = categories.map((c) => c.name);
  if (form.category_name && !categoryNames.includes(form.category_name)) categoryNames.unshift(form.category_name);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!form.product_name.trim()) found.product_name = "Product name is required";
    if (!form.price.trim()) found.price = "Product price is required";
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    const payload: Record<string, unknown> = {
      product_name: form.product_name.trim(),
      price: Number.parseFloat(form.price),
      description: form.description,
      category_name: form.category_name,
      unit: form.unit,
      min_order_quantity: Number.parseInt(form.min_order_quantity, 10),
      min_order_unit: form.min_order_unit,
      stock: form.stock,
      status: form.status,
      image_url: form.image_url.trim() || null,
    };
    for (const [k] of SPEC_FIELDS) payload[k] = form.specs[k]?.trim() || null;
    try {
      const answer = await api<DataAnswer<AdminProduct>>("PATCH", `/api/products/${product.id}`, payload, { auth: true });
      toast.success(`${answer.data.product_name} updated successfully!`);
      onSaved(answer.data);
    } catch (err) {
      console.error("Failed to update product", err);
      if (err instanceof ApiError && err.fieldErrors && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
      toast.error("Failed to update product. Please try again.", { containerId: EDIT_TOASTS });
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex max-h-[65vh] flex-col gap-4 overflow-y-auto pr-1">
        <TextField label="Product Name" required value={form.product_name} onChange={(e) => set("product_name", e.target.value)} error={errors.product_name} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Price (₹)"
            required
            type="number"
            min="0"
            step="0.01"
            inputMode="decimal"
            value={form.price}
            onChange={(e) => set("price", e.target.value)}
            error={errors.price}
          />
          <SelectField label="Price Unit" value={form.unit} onChange={(e) => set("unit", e.target.value)} error={errors.unit}>
            {unitOptions(PRICE_UNITS, form.unit).map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField label="Description" rows={3} value={form.description} onChange={(e) => set("description", e.target.value)} error={errors.description} />
        <SelectField label="Category" value={form.category_name} onChange={(e) => set("category_name", e.target.value)} error={errors.category_name}>
          {categoryNames.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Minimum Order Quantity"
            type="number"
            min="1"
            step="1"
            inputMode="numeric"
            value={form.min_order_quantity}
            onChange={(e) => set("min_order_quantity", e.target.value)}
            error={errors.min_order_quantity}
          />
          <SelectField
            label="Minimum Order Unit"
            value={form.min_order_unit}
            onChange={(e) => set("min_order_unit", e.target.value)}
            error={errors.min_order_unit}
          >
            {unitOptions(MIN_ORDER_UNITS, form.min_order_unit).map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </SelectField>
          <SelectField label="Stock" value={form.stock} onChange={(e) => set("stock", e.target.value as StockLevel)} error={errors.stock}>
            {STOCK_OPTIONS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Status" value={form.status} onChange={(e) => set("status", e.target.value as ProductStatus)} error={errors.status}>
            {PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label="Image URL"
          type="text"
          inputMode="url"
          value={form.image_url}
          onChange={(e) => set("image_url", e.target.value)}
          error={errors.image_url}
          placeholder="https://… or /uploads/…"
        />
        <details className="rounded-lg border border-gray-200 p-3">
          <summary className="cursor-pointer text-sm font-semibold text-gray-900">Specifications</summary>
          <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {SPEC_FIELDS.map(([key, label]) => (
              <TextField
                key={key}
                label={label}
                value={form.specs[key] ?? ""}
                onChange={(e) => setForm((f) => ({ ...f, specs: { ...f.specs, [key]: e.target.value } }))}
                error={errors[key]}
              />
            ))}
          </div>
        </details>
      </div>
      <div className="flex justify-end gap-2 border-t border-gray-100 pt-3">
        <button
          type="button"
          onClick={onCancel}
          disabled={saving}
          className="rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={saving}
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {saving ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
          {saving ? "Saving..." : "Save Changes"}
        </button>
      </div>
    </form>
  );
}

export function ProductEditDialog({
  product,
  categories,
  onClose,
  onSaved,
}: {
  product: AdminProduct | null;
  categories: Category[];
  onClose: () => void;
  onSaved: (p: AdminProduct) => void;
}) {
  return (
    <Dialog open={!!product} onClose={onClose} title={product ? `Edit ${product.product_name}` : "Edit product"} className="max-w-2xl">
      {product ? <EditForm key={product.id} product={product} categories={categories} onSaved={onSaved} onCancel={onClose} /> : null}
      {product ? <DialogToasts id={EDIT_TOASTS} /> : null}
    </Dialog>
  );
}
