import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { DEFAULT_GST_RATE, DEFAULT_HSN } from "#schemas/gst";
import { productUpdateSchema } from "#schemas/product";
import { ALL_DETAIL_KEYS, PRODUCT_STATUSES, type ProductStatus, type SpecKey, type StockLevel } from "#schemas/product-fields";
import type { AdminProduct } from "#schemas/wire";
import { useEachResult, useFormErrors } from "~/lib/form";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Options } from "~/components/ui/input";
import type { ProductsActionRequest, ProductsActionResult } from "~/features/catalogue/products-action";
import {
  ProductDescriptionField,
  ProductDetailFields,
  ProductEstimateFields,
  ProductNameField,
  ProductPriceFields,
  productSchemaInput,
  ProductTranslationTabs,
  type ProductTextValues,
  useProductValues,
} from "~/features/catalogue/product-fields";
import { DialogToasts, SelectField } from "~/features/catalogue/product-form-controls";
import { anyUploading, imageItemsOf, ProductImagesField, productImagesOf, type ImageItem } from "~/features/catalogue/add-product-image";
import { STATUS_LABELS, STOCK_OPTIONS, type Category } from "~/features/catalogue/products-data";

const EDIT_TOASTS = "product-edit";

type Form = ProductTextValues & { category_name: string; stock: StockLevel; status: ProductStatus };

function toForm(p: AdminProduct): Form {
  const rec = p as unknown as Record<string, unknown>;
  const details: Partial<Record<SpecKey, string>> = {};
  for (const k of ALL_DETAIL_KEYS) if (typeof rec[k] === "string" || typeof rec[k] === "number") details[k] = String(rec[k]);
  return {
    product_name: p.product_name,
    price: String(p.price),
    description: p.description,
    category_name: p.category_name,
    unit: p.unit,
    min_order_quantity: String(p.min_order_quantity),
    min_order_unit: p.min_order_unit,
    hsn_code: p.hsn_code ?? DEFAULT_HSN,
    gst_rate: String(p.gst_rate ?? DEFAULT_GST_RATE),
    stock: p.stock,
    status: p.status,
    pieces_per_sqm: p.pieces_per_sqm === null ? "" : String(p.pieces_per_sqm),
    weight_kg: p.weight_kg === null ? "" : String(p.weight_kg),
    details,
    translations: p.translations ?? {},
  };
}

/**
 * The product's editable fields, checked with the product update schema (the API's messages) and
 * sent to the products route's clientAction (`intent: "update"`); the router then reads the list again.
 */
function EditForm({ product, categories, onCancel }: { product: AdminProduct; categories: Category[]; onCancel: () => void }) {
  const { formRef, errors, validate, show, clear } = useFormErrors();
  const { values: form, setValues, set, setDetail } = useProductValues<Form>(() => toForm(product), clear);
  const [images, setImages] = useState<ImageItem[]>(() => imageItemsOf(product.images ?? [], product.image_url, product.product_name));
  const fetcher = useFetcher<ProductsActionResult>();
  const saving = fetcher.state !== "idle";
  const uploading = anyUploading(images);

  const categoryNames = categories.map((c) => c.name);
  if (form.category_name && !categoryNames.includes(form.category_name)) categoryNames.unshift(form.category_name);

  useEachResult(fetcher.data, (result) => {
    if (result.intent !== "update") return;
    if (result.ok) {
      toast.success(result.message);
      onCancel();
      return;
    }
    show(result.fieldErrors);
    toast.error(result.error, { containerId: EDIT_TOASTS });
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const values = validate(productUpdateSchema, {
      ...productSchemaInput(form, ALL_DETAIL_KEYS),
      category_name: form.category_name,
      stock: form.stock,
      status: form.status,
      images: productImagesOf(images, form.product_name),
    });
    if (!values) return;
    if (uploading) {
      toast.info("Please wait until the image has uploaded", { containerId: EDIT_TOASTS });
      return;
    }
    const body = { intent: "update" as const, id: product.id, values } satisfies ProductsActionRequest;
    void fetcher.submit(body, { method: "post", encType: "application/json" });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex max-h-[65vh] flex-col gap-4 overflow-y-auto pr-1">
        <ProductTranslationTabs values={form} setValues={setValues} errors={errors}>
          <ProductNameField value={form.product_name} set={set} error={errors.product_name} />
          <ProductPriceFields values={form} set={set} errors={errors} />
          <ProductDescriptionField value={form.description} set={set} error={errors.description} />
          <SelectField label="Category" required value={form.category_name} onChange={(e) => set("category_name", e.target.value)} error={errors.category_name}>
            <Options items={categoryNames} />
          </SelectField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField label="Stock" value={form.stock} onChange={(e) => set("stock", e.target.value as StockLevel)} error={errors.stock}>
              <Options items={STOCK_OPTIONS} value={(s) => s.value} label={(s) => s.label} />
            </SelectField>
            <SelectField label="Status" value={form.status} onChange={(e) => set("status", e.target.value as ProductStatus)} error={errors.status}>
              <Options items={PRODUCT_STATUSES} label={(s) => STATUS_LABELS[s]} />
            </SelectField>
          </div>
          <ProductEstimateFields values={form} set={set} errors={errors} />
          <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3">
            <legend className="px-1 text-sm font-semibold text-gray-900">Images</legend>
            <ProductImagesField items={images} onChange={setImages} productName={form.product_name} errors={errors} clear={clear} />
          </fieldset>
          <details className="rounded-lg border border-gray-200 p-3">
            <summary className="cursor-pointer text-sm font-semibold text-gray-900">Specifications</summary>
            <ProductDetailFields keys={ALL_DETAIL_KEYS} values={form.details} onChange={setDetail} errors={errors} className="mt-3 gap-3" />
          </details>
        </ProductTranslationTabs>
      </div>
      <div className="flex justify-end gap-2 border-t border-gray-100 pt-3">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" busy={saving} disabled={uploading}>
          {saving ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}

/** The edit dialog of the products screen. After a save it closes (`onClose`) and the router reads the list again. */
export function ProductEditDialog({ product, categories, onClose }: { product: AdminProduct | null; categories: Category[]; onClose: () => void }) {
  return (
    <Dialog open={!!product} onClose={onClose} title={product ? `Edit ${product.product_name}` : "Edit product"} className="max-w-2xl">
      {product ? <EditForm key={product.id} product={product} categories={categories} onCancel={onClose} /> : null}
      {product ? <DialogToasts id={EDIT_TOASTS} /> : null}
    </Dialog>
  );
}
