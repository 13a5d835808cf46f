import { Loader2, Plus } from "lucide-react";
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import { MIN_ORDER_UNITS, PRICE_UNITS, slugify } from "#schemas/product-fields";
import type { AdminProduct, CategoryDto, DataAnswer } from "#schemas/wire";
import { api, ApiError, serverMessageOf } from "~/lib/api";
import { toast } from "~/lib/toast";
import { CategoryPicker } from "~/components/admin/add-product-category";
import { EMPTY_IMAGE, imageUrlOf, ProductImageField, type ImageValue } from "~/components/admin/add-product-image";
import { SelectField, TextAreaField, TextField } from "~/components/admin/product-form-controls";
import type { Category } from "~/components/admin/products-data";

/** Product Details of the form (spec section 2) and the field each is sent as (section 3). */
export const DETAIL_FIELDS = [
  ["material", "Material"],
  ["size", "Dimensions"],
  ["color", "Color"],
  ["density", "Density"],
  ["compressive_strength", "Compressive Strength"],
  ["shape", "Shape"],
  ["feature", "Feature"],
  ["usage_application", "Usage/Application"],
  ["brand", "Brand"],
  ["grade", "Grade"],
  ["thermal_conductivity", "Thermal Conductivity"],
  ["water_absorption", "Water Absorption"],
  ["finishing", "Surface Finish"],
  ["reinforcement", "Reinforcement"],
  ["tolerance", "Tolerance"],
  ["setting_type", "Installation Type"],
  ["weight", "Weight"],
] as const;
type DetailKey = (typeof DETAIL_FIELDS)[number][0];

interface FormState {
  product_name: string;
  category_slug: string;
  description: string;
  details: Record<DetailKey, string>;
  price: string;
  unit: string;
  min_order_quantity: string;
  min_order_unit: string;
}

const defaults = (): FormState => ({
  product_name: "",
  category_slug: "",
  description: "",
  details: Object.fromEntries(DETAIL_FIELDS.map(([k]) => [k, ""])) as Record<DetailKey, string>,
  price: "",
  unit: PRICE_UNITS[0],
  min_order_quantity: "",
  min_order_unit: MIN_ORDER_UNITS[0],
});

type Errors = Partial<Record<"product_name" | "category_name" | "description" | "price" | "min_order_quantity" | "image_url", string>>;

/** Where each error is shown, to move focus to the first one. */
const ERROR_TARGETS: [keyof Errors, string][] = [
  ["product_name", "product-name"],
  ["category_name", "product-category"],
  ["description", "product-description"],
  ["image_url", "product-image-url"],
  ["price", "product-price"],
  ["min_order_quantity", "product-min-order"],
];

/** Section 5: every required field, checked before sending. */
export function validate(form: FormState): Errors {
  const errors: Errors = {};
  if (!form.product_name.trim()) errors.product_name = "Product name is required";
  if (!form.category_slug) errors.category_name = "Category is required";
  if (!form.description.trim()) errors.description = "Short description is required";
  if (!form.price.trim()) errors.price = "Price is required";
  if (!form.min_order_quantity.trim()) errors.min_order_quantity = "Minimum order quantity is required";
  return errors;
}

function Section({ title, children, description }: { title: string; description?: string; children: ReactNode }) {
  const id = `section-${slugify(title)}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The add-product form (spec sections 2, 3, 5): POST /api/products with the section-3 payload. */
export function AddProductForm() {
  const [form, setForm] = useState<FormState>(defaults);
  const [image, setImage] = useState<ImageValue>(EMPTY_IMAGE);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [serverCategories, setServerCategories] = useState<Category[]>([]);
  const [localCategories, setLocalCategories] = useState<Category[]>([]);

  const loadCategories = useCallback(() => {
    api<DataAnswer<CategoryDto[]>>("GET", "/api/categories")
      .then((a) => setServerCategories(a.data))
      .catch((err) => console.error("Failed to load categories", err));
  }, []);
  useEffect(loadCategories, [loadCategories]);

  const categories = [...serverCategories, ...localCategories.filter((l) => !serverCategories.some((s) => s.slug === l.slug))];
  const slug = slugify(form.product_name);

  const set = <K extends keyof FormState>(key: K, value: FormState[K], errorKey: keyof Errors = key as keyof Errors) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[errorKey]) setErrors(({ [errorKey]: _gone, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const found = validate(form);
    setErrors(found);
    const first = ERROR_TARGETS.find(([k]) => found[k]);
    if (first) {
      document.getElementById(first[1])?.focus();
      return;
    }
    if (image.uploading) {
      toast.info("Please wait until the image has uploaded");
      return;
    }
    const category = categories.find((c) => c.slug === form.category_slug);
    const price = Number.parseFloat(form.price);
    const quantity = Number.parseInt(form.min_order_quantity, 10);
    const payload: Record<string, unknown> = {
      product_name: form.product_name.trim(),
      product_slug: slug,
      category_name: category?.name ?? form.category_slug,
      category_slug: form.category_slug,
      price: Number.isFinite(price) ? price : 0,
      unit: form.unit,
      min_order_quantity: Number.isFinite(quantity) ? quantity : 0,
      min_order_unit: form.min_order_unit,
      image_url: imageUrlOf(image),
      description: form.description.trim(),
    };
    for (const [key] of DETAIL_FIELDS) payload[key] = form.details[key].trim() || null;

    setSubmitting(true);
    try {
      const answer = await api<DataAnswer<AdminProduct> & { message: string }>("POST", "/api/products", payload, { auth: true });
      toast.success(answer.message || `${payload.product_name} added successfully!`);
      setForm(defaults());
      setImage(EMPTY_IMAGE);
      setErrors({});
      setLocalCategories([]);
      loadCategories();
    } catch (err) {
      console.error("Failed to create product", err);
      if (err instanceof ApiError) {
        const fe = err.fieldErrors ?? {};
        const mapped: Errors = {};
        for (const k of ["product_name", "category_name", "description", "price", "min_order_quantity", "image_url"] as const) if (fe[k]) mapped[k] = fe[k];
        setErrors(mapped);
      }
      toast.error(serverMessageOf(err) ?? "Failed to create product. Please try again.");
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Section title="Basic Information">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField
            id="product-name"
            label="Product Name"
            required
            value={form.product_name}
            onChange={(e) => set("product_name", e.target.value)}
            error={errors.product_name}
            maxLength={150}
          />
          <TextField id="product-slug" label="Slug" value={slug} readOnly hint="Generated from the product name" />
          <CategoryPicker
            categories={categories}
            value={form.category_slug}
            error={errors.category_name}
            onChange={(s) => set("category_slug", s, "category_name")}
            onAdd={(c) => {
              setLocalCategories((cur) => [...cur, c]);
              set("category_slug", c.slug, "category_name");
            }}
          />
          <div className="md:col-span-2">
            <TextAreaField
              id="product-description"
              label="Short Description"
              required
              rows={3}
              maxLength={2000}
              value={form.description}
              onChange={(e) => set("description", e.target.value)}
              error={errors.description}
            />
          </div>
        </div>
      </Section>

      <Section title="Product Details" description="Optional: fill in what applies to this product.">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {DETAIL_FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              id={`product-detail-${key}`}
              label={label}
              maxLength={200}
              value={form.details[key]}
              onChange={(e) => setForm((f) => ({ ...f, details: { ...f.details, [key]: e.target.value } }))}
            />
          ))}
        </div>
      </Section>

      <Section title="Product Image">
        <ProductImageField
          value={image}
          onChange={(v) => {
            setImage(v);
            if (errors.image_url) setErrors(({ image_url: _gone, ...rest }) => rest);
          }}
          error={errors.image_url}
        />
      </Section>

      <Section title="Pricing & Stock">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            id="product-price"
            label="Price (₹)"
            required
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            value={form.price}
            onChange={(e) => set("price", e.target.value)}
            error={errors.price}
          />
          <SelectField id="product-unit" label="Price Unit" value={form.unit} onChange={(e) => set("unit", e.target.value)}>
            {PRICE_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </SelectField>
          <TextField
            id="product-min-order"
            label="Minimum Order Quantity"
            required
            type="number"
            inputMode="numeric"
            min="1"
            step="1"
            value={form.min_order_quantity}
            onChange={(e) => set("min_order_quantity", e.target.value)}
            error={errors.min_order_quantity}
          />
          <SelectField
            id="product-min-order-unit"
            label="Minimum Order Unit"
            value={form.min_order_unit}
            onChange={(e) => set("min_order_unit", e.target.value)}
          >
            {MIN_ORDER_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </SelectField>
        </div>
      </Section>

      <div className="flex justify-end">
        <button
          type="submit"
          disabled={submitting || image.uploading}
          className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
        >
          {submitting ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Plus aria-hidden="true" className="h-4 w-4" />}
          Add Product
        </button>
      </div>
    </form>
  );
}
