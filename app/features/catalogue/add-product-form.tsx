import { Plus } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { PRODUCT_TRANSLATED, productCreateSchema } from "#schemas/product";
import { TRANSLATED_LANGS } from "#schemas/translations";
import { FORM_DETAIL_KEYS, slugify } from "#schemas/product-fields";
import { pickFieldErrors, useEachResult, useFormErrors } from "~/lib/form";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { CreateProductResult } from "~/features/catalogue/add-product-action";
import { CategoryPicker } from "~/features/catalogue/add-product-category";
import { anyUploading, IMAGE_FIELDS, ProductImagesField, productImagesOf, type ImageItem } from "~/features/catalogue/add-product-image";
import {
  EMPTY_PRODUCT_TEXT,
  ProductDescriptionField,
  ProductDetailFields,
  ProductEstimateFields,
  ProductNameField,
  ProductPriceFields,
  productSchemaInput,
  ProductTranslationTabs,
  useProductValues,
} from "~/features/catalogue/product-fields";
import { TextField } from "~/features/catalogue/product-form-controls";
import type { Category } from "~/features/catalogue/products-data";

/** The fields whose messages the form shows (a server message for any other field is toasted only). */
const SHOWN_FIELDS = [
  "product_name",
  "category_name",
  "description",
  ...IMAGE_FIELDS,
  "price",
  "unit",
  "min_order_quantity",
  "min_order_unit",
  "hsn_code",
  "gst_rate",
  "pieces_per_sqm",
  "weight_kg",
  ...FORM_DETAIL_KEYS,
  ...PRODUCT_TRANSLATED.flatMap((f) => TRANSLATED_LANGS.map((lang) => `translations.${lang}.${f.path}`)),
];

function Section({ title, children, description }: { title: string; description?: string; children: ReactNode }) {
  const id = `section-${slugify(title)}`;
  return (
    <Card as="section" edge="border" aria-labelledby={id} className="p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/**
 * The add-product form: checked with the product schema (the API's messages, under each field),
 * then sent to the route's clientAction, which creates the product; the router then reads the
 * categories again, so a category added here is offered from the server.
 */
export function AddProductForm({ categories: serverCategories }: { categories: Category[] }) {
  const { formRef, errors, validate, show, clear, reset } = useFormErrors();
  const { values, setValues, set, setDetail } = useProductValues(EMPTY_PRODUCT_TEXT, clear);
  const [categorySlug, setCategorySlug] = useState("");
  const [images, setImages] = useState<ImageItem[]>([]);
  const uploading = anyUploading(images);
  const [localCategories, setLocalCategories] = useState<Category[]>([]);
  const fetcher = useFetcher<CreateProductResult>();
  const submitting = fetcher.state !== "idle";

  const categories = [...serverCategories, ...localCategories.filter((l) => !serverCategories.some((s) => s.slug === l.slug))];
  const slug = slugify(values.product_name);

  const setCategory = (next: string) => {
    setCategorySlug(next);
    clear("category_name");
  };

  useEachResult(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(result.message);
      setValues(EMPTY_PRODUCT_TEXT);
      setCategorySlug("");
      setImages([]);
      setLocalCategories([]);
      reset();
      return;
    }
    show(pickFieldErrors(result.fieldErrors, SHOWN_FIELDS));
    toast.error(result.error);
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const category = categories.find((c) => c.slug === categorySlug);
    const data = validate(productCreateSchema, {
      ...productSchemaInput(values, FORM_DETAIL_KEYS),
      product_slug: slug,
      category_name: category?.name ?? "",
      category_slug: categorySlug,
      images: productImagesOf(images, values.product_name),
    });
    if (!data) return;
    if (uploading) {
      toast.info("Please wait until the image has uploaded");
      return;
    }
    void fetcher.submit(data, { method: "post", encType: "application/json" });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-6">
      <ProductTranslationTabs values={values} setValues={setValues} errors={errors}>
        <Section title="Basic Information">
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <ProductNameField value={values.product_name} set={set} error={errors.product_name} />
            <TextField label="Slug" value={slug} readOnly hint="Generated from the product name" />
            <CategoryPicker
              categories={categories}
              value={categorySlug}
              error={errors.category_name}
              onChange={setCategory}
              onAdd={(c) => {
                setLocalCategories((cur) => [...cur, c]);
                setCategory(c.slug);
              }}
            />
            <div className="md:col-span-2">
              <ProductDescriptionField value={values.description} set={set} error={errors.description} />
            </div>
          </div>
        </Section>

        <Section title="Product Details" description="Optional: fill in what applies to this product.">
          <ProductDetailFields keys={FORM_DETAIL_KEYS} values={values.details} onChange={setDetail} errors={errors} className="lg:grid-cols-3" />
        </Section>

        <Section title="Product Images" description="The first image is the main one: cards and search results show it.">
          <ProductImagesField items={images} onChange={setImages} productName={values.product_name} errors={errors} clear={clear} />
        </Section>

        <Section title="Pricing & Stock">
          <ProductPriceFields values={values} set={set} errors={errors} taxClassName="mt-4" />
        </Section>

        <Section title="Estimates" description="Optional: the product page's instant estimate works out the pieces for an area and the freight from these.">
          <ProductEstimateFields values={values} set={set} errors={errors} />
        </Section>
      </ProductTranslationTabs>

      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          busy={submitting}
          disabled={uploading}
          icon={<Plus aria-hidden="true" className="h-4 w-4" />}
          className="w-full sm:w-auto"
        >
          Add Product
        </Button>
      </div>
    </form>
  );
}
