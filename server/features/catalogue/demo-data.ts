/**
 * Demo catalogue loaded on a first start with an empty database: every category, realistic
 * products with their specs and prices in rupees (demo-categories.json in menu order, demo-products.json
 * grouped by category), each with its Gujarati and Hindi texts under `translations` (the keys the
 * product form and API give them: product_name, description and each specification). The seeding code lives elsewhere. Product images are the illustrations
 * drawn by scripts/generate-images.ts at /images/products/<slugify(product_name)>.webp.
 */
import { productCreateSchema, type ProductCreateInput } from "#schemas/product";
import { slugify } from "#schemas/product-fields";
import type { Translations } from "#schemas/translations";
import categories from "./demo-categories.json" with { type: "json" };
import products from "./demo-products.json" with { type: "json" };

export type DemoProduct = ProductCreateInput & { category_slug: string };

/** Categories in menu order, each with its name in Gujarati and Hindi. */
export const DEMO_CATEGORIES: { name: string; slug: string; sortOrder: number; translations: Translations }[] = categories;

const CATEGORY_NAME: Record<string, string> = Object.fromEntries(DEMO_CATEGORIES.map((c) => [c.slug, c.name]));

/**
 * The demo products, each with its category name, slug and generated illustration. Each is checked as the API
 * checks a new product when the file is read, and kept as written (the API's defaults are filled in when seeded).
 */
export const DEMO_PRODUCTS: DemoProduct[] = products.map((entry) => {
  const slug = slugify(entry.product_name);
  const product = {
    ...entry,
    product_slug: slug,
    category_name: CATEGORY_NAME[entry.category_slug],
    image_url: `/images/products/${slug}.webp`,
  };
  const checked = productCreateSchema.safeParse(product);
  if (!checked.success) throw new Error(`demo-products.json: ${entry.product_name}: ${checked.error.issues.map((i) => i.message).join("; ")}`);
  return product as unknown as DemoProduct;
});
