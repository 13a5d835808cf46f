import { z } from "zod";
import { DEFAULT_GST_RATE, DEFAULT_HSN, GST_RATES } from "#schemas/gst";
import { GST_RATE_MESSAGE, HSN_MESSAGE, HSN_PATTERN, PRODUCT_STATUSES, SPEC_KEYS, SPEC_LABELS, STOCK_LEVELS, type SpecKey } from "#schemas/product-fields";
import { oneLine } from "#schemas/text";
import { translationsSchema, type TranslatedField } from "#schemas/translations";

const specValue = oneLine(z.string().trim().max(200, "Please keep each detail under 200 characters"))
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));
const specShape = Object.fromEntries(SPEC_KEYS.map((k) => [k, specValue])) as Record<SpecKey, typeof specValue>;

/** A stored upload, by the name the server gives it (server/features/uploads/uploads.ts): /uploads/<random id>-<width>.webp. */
export const UPLOADED_IMAGE_PATH = /^\/uploads\/[0-9a-f]{32}-\d{1,5}\.webp$/;
/** An image bundled with the site (public/images); no path segment starts with a dot, so no `..`. */
export const BUNDLED_IMAGE_PATH = /^\/images\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

/**
 * The host of an https image address on the default port without a user name or password, else
 * undefined. Whether that host is allowed (IMAGE_HOSTS) is the server's call: the browser form
 * shares this schema and cannot know the configuration.
 */
export function httpsImageHost(value: string): string | undefined {
  if (!/^https:\/\/\S+$/i.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password && !url.port ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}

/** An upload of ours, a bundled /images path, or an https address (on an IMAGE_HOSTS host, checked by the server). */
const isImageAddress = (v: string) => UPLOADED_IMAGE_PATH.test(v) || BUNDLED_IMAGE_PATH.test(v) || httpsImageHost(v) !== undefined;

/** A product image (`image_url`, the first of `images`); empty is none. */
const imageUrl = z
  .string()
  .trim()
  .max(1000, "Image URL is too long")
  .refine((v) => v === "" || isImageAddress(v), "Please enter a valid image URL")
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** The most images a product shows. */
export const PRODUCT_IMAGES_MAX = 8;

/**
 * Every image of a product in order (the first is the main one, stored as `image_url` too), each
 * with the alt text a screen reader and a search engine read: required, and said per image.
 */
const productImages = z
  .array(
    z.object({
      url: z
        .string("Image URL is required")
        .trim()
        .min(1, "Image URL is required")
        .max(1000, "Image URL is too long")
        .refine(isImageAddress, "Please enter a valid image URL"),
      alt: oneLine(z.string().trim().max(150, "Please keep the alt text under 150 characters")).default(""),
    }),
    "Images must be a list of { url, alt }",
  )
  .max(PRODUCT_IMAGES_MAX, `Please use at most ${PRODUCT_IMAGES_MAX} images`)
  .superRefine((images, ctx) => {
    images.forEach((image, i) => {
      if (!image.alt) ctx.addIssue({ code: "custom", path: [i, "alt"], message: `Alt text of image ${i + 1} is required` });
    });
  });

/**
 * An optional positive number for the estimate (empty or null is none): a form's text is read as its
 * number, anything else gets `message`, which names the field. `step` is the column's smallest
 * stored value: anything less would be stored as 0.
 */
const optionalAmount = (message: string, step: number, max: number) =>
  z.preprocess(
    (v) => (v === "" || v === null ? null : typeof v === "string" ? (v.trim() === "" ? null : Number(v)) : v),
    z
      .number(message)
      .refine((n) => Number.isFinite(n) && n >= step && n <= max, message)
      .nullable(),
  );
const PIECES_PER_SQM_MESSAGE = "Pieces per square metre must be a number more than 0 and at most 1,000";
const WEIGHT_KG_MESSAGE = "Weight per unit (kg) must be a number more than 0 and at most 10,000";
const piecesPerSqm = optionalAmount(PIECES_PER_SQM_MESSAGE, 0.01, 1000);
const weightKg = optionalAmount(WEIGHT_KG_MESSAGE, 0.001, 10_000);

/** A blank field is a field left out: the form sends every field, filled or not. */
const blankIsAbsent = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** An HSN code: 4, 6 or 8 digits (spaces forgiven). */
export const hsnCodeField = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s+/g, "") : typeof v === "number" ? String(v) : v),
  z.string(HSN_MESSAGE).regex(HSN_PATTERN, HSN_MESSAGE),
);

/** A GST rate in percent, one of GST_RATES; a numeric string (a select's value) is read as its number. */
export const gstRateField = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : v),
  z.number(GST_RATE_MESSAGE).refine((n) => (GST_RATES as readonly number[]).includes(n), GST_RATE_MESSAGE),
);

const positivePrice = (message: string) =>
  z.coerce
    .number(message)
    .refine((n) => Number.isFinite(n) && n > 0, message)
    .refine((n) => n < 1e9, "Price is too large");

/**
 * What of a product staff translate: its name, its short description and each specification's
 * value (the specifications' labels are interface texts, in the message files). The keys are the
 * product's fields as the form and the API name them: `product_name`, `description`, `size`.
 */
export const PRODUCT_TRANSLATED: readonly TranslatedField[] = [
  { path: "product_name", label: "Product name" },
  { path: "description", label: "Short description", multiline: true },
  ...SPEC_KEYS.filter((k) => k !== "brand").map((k) => ({ path: k, label: `${SPEC_LABELS[k]} (specification)` })),
];

/** The Gujarati and Hindi versions of a product's texts. */
const productTranslations = translationsSchema(PRODUCT_TRANSLATED.map((f) => f.path));

/** Product creation: the add-product form's fields and messages, in the form's order (the API checks the same). */
export const productCreateSchema = z.object({
  product_name: oneLine(z.string("Product name is required").trim().min(1, "Product name is required").max(150, "Product name is too long")),
  product_slug: z.string().max(100, "Product slug is too long (at most 100 characters)").optional(),
  category_name: oneLine(z.string("Category is required").trim().min(1, "Category is required").max(80, "Category name is too long")),
  category_slug: z.string().max(100, "Category slug is too long (at most 100 characters)").optional(),
  description: z.string("Short description is required").trim().min(1, "Short description is required").max(2000, "Short description is too long"),
  price: positivePrice("Price is required"),
  unit: oneLine(z.string().trim().max(40))
    .optional()
    .transform((v) => v || "Piece"),
  min_order_quantity: z.coerce
    .number("Minimum order quantity is required")
    .int("Minimum order quantity is required")
    .min(1, "Minimum order quantity is required")
    .max(100_000_000, "Minimum order quantity is too large"),
  min_order_unit: oneLine(z.string().trim().max(40))
    .optional()
    .transform((v) => v || "Pieces"),
  image_url: imageUrl,
  /** When sent, the product's images (and `image_url` is their first); else `image_url` alone, with the product's name as its alt. */
  images: productImages.optional(),
  pieces_per_sqm: piecesPerSqm.optional().transform((v) => v ?? null),
  weight_kg: weightKg.optional().transform((v) => v ?? null),
  status: z.enum(PRODUCT_STATUSES).optional().default("active"),
  stock: z.enum(STOCK_LEVELS).optional().default("in-stock"),
  hsn_code: z.preprocess(blankIsAbsent, hsnCodeField.optional().default(DEFAULT_HSN)),
  gst_rate: z.preprocess(blankIsAbsent, gstRateField.optional().default(DEFAULT_GST_RATE)),
  translations: productTranslations.transform((v) => v ?? {}),
  ...specShape,
});
export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;

/** Admin edit: any subset; name and price keep their messages when present. */
export const productUpdateSchema = z
  .object({
    product_name: oneLine(z.string("Product name is required").trim().min(1, "Product name is required").max(150, "Product name is too long")),
    price: positivePrice("Product price is required"),
    category_name: productCreateSchema.shape.category_name,
    description: productCreateSchema.shape.description,
    unit: oneLine(z.string().trim().min(1).max(40)),
    min_order_quantity: productCreateSchema.shape.min_order_quantity,
    min_order_unit: oneLine(z.string().trim().min(1).max(40)),
    image_url: imageUrl,
    images: productImages,
    pieces_per_sqm: piecesPerSqm,
    weight_kg: weightKg,
    status: z.enum(PRODUCT_STATUSES, "Status must be active, inactive or draft"),
    stock: z.enum(STOCK_LEVELS, "Stock must be in-stock, low-stock or out-of-stock"),
    hsn_code: hsnCodeField,
    gst_rate: gstRateField,
    /** When sent, every translation of the product (what is left out is removed). */
    translations: productTranslations,
    ...specShape,
  })
  .partial();
export type ProductUpdate = z.output<typeof productUpdateSchema>;

export const productListQuery = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  category: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(PRODUCT_STATUSES).optional().catch(undefined),
  stock: z.enum(STOCK_LEVELS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  limit: z.coerce.number().int().min(1).max(500).catch(24),
});

/** The most products one answer of the public catalogue carries, whatever the query asks. */
export const PUBLIC_PRODUCTS_MAX = 100;

/** The public catalogue's query: `?category=slug&search=text&page&limit` (at most PUBLIC_PRODUCTS_MAX a page); odd values fall back to the defaults. */
export const publicProductQuery = z.object({
  category: z.string().trim().max(100).optional().catch(undefined),
  search: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  limit: z.coerce.number().int().min(1).max(PUBLIC_PRODUCTS_MAX).catch(PUBLIC_PRODUCTS_MAX),
});
