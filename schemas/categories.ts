/**
 * A product category as staff edit it (the Categories screen, /api/categories): its name (the
 * slug and the public address /{slug} follow it), a description and an image shown on the
 * category page and the products overview. The API and the screen's form check the same rules.
 */
import { z } from "zod";
import { BUNDLED_IMAGE_PATH, httpsImageHost, UPLOADED_IMAGE_PATH } from "#schemas/product";
import { slugify } from "#schemas/product-fields";
import { oneLine } from "#schemas/text";
import { translationsSchema, type TranslatedField, type Translations } from "#schemas/translations";

/**
 * Addresses of the public site (app/routes.ts) and of the server (server/app.ts) that a
 * category page at /{slug} would never reach, or would take from them. A unit test holds this list
 * to the routes (tests/unit/category-slugs.test.ts).
 */
export const RESERVED_CATEGORY_SLUGS: readonly string[] = [
  "admin",
  "api",
  "assets",
  "clients",
  "contact",
  "d",
  "favicon",
  "gallery",
  "gu",
  "healthz",
  "hi",
  "home",
  "images",
  "meet-our-team",
  "products",
  "project",
  "project-one",
  "projects",
  "q",
  "robots",
  "robots-txt",
  "search",
  "sitemap",
  "sitemap-xml",
  "uploads",
  "who-we-are",
];

export const isReservedCategorySlug = (slug: string) => RESERVED_CATEGORY_SLUGS.includes(slug);

/** The address a name gives a category: its slug (letters and digits joined by dashes). */
export const categorySlugOf = (name: string) => slugify(name.trim());

const CATEGORY_NAME_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 1000;

const categoryName = oneLine(
  z
    .string("Category name is required")
    .trim()
    .min(1, "Category name is required")
    .max(CATEGORY_NAME_MAX, `Category name is too long (${CATEGORY_NAME_MAX} characters at most)`),
)
  .refine((v) => categorySlugOf(v) !== "", "Use at least one letter or digit in the name: it makes the page's address")
  .refine((v) => !isReservedCategorySlug(categorySlugOf(v)), {
    error: (issue) => `The address /${categorySlugOf(String(issue.input))} belongs to another page of the site. Choose another name`,
  });

const categoryDescription = z
  .string("Description must be text")
  .trim()
  .max(CATEGORY_DESCRIPTION_MAX, `Description is too long (${CATEGORY_DESCRIPTION_MAX} characters at most)`);

/** The rule of a product's image (schemas/product.ts): an upload of ours, a bundled /images path, or an https address (IMAGE_HOSTS, checked by the server); empty is none. */
const categoryImage = z
  .string("Please enter a valid image URL")
  .trim()
  .max(1000, "Image URL is too long")
  .refine((v) => v === "" || UPLOADED_IMAGE_PATH.test(v) || BUNDLED_IMAGE_PATH.test(v) || httpsImageHost(v) !== undefined, "Please enter a valid image URL")
  .nullable()
  .transform((v) => (v ? v : null));

/** What of a category staff translate: its name (menus, headings) and its description. */
export const CATEGORY_TRANSLATED: readonly TranslatedField[] = [
  { path: "name", label: "Category name" },
  { path: "description", label: "Description", multiline: true },
];

/** The Gujarati and Hindi versions of a category's name and description. */
const categoryTranslations = translationsSchema(CATEGORY_TRANSLATED.map((f) => f.path));

/** A new category (POST /api/categories): name required; description, image and translations optional. */
export const categoryCreateSchema = z.object({
  name: categoryName,
  description: categoryDescription.optional().transform((v) => v ?? ""),
  image_url: categoryImage.optional().transform((v) => v ?? null),
  translations: categoryTranslations.transform((v) => v ?? {}),
});
export type CategoryCreate = z.output<typeof categoryCreateSchema>;

/** A change of a category (PATCH /api/categories/:id): only the fields sent, at least one. */
export const categoryUpdateSchema = z
  .object({
    name: categoryName.optional(),
    description: categoryDescription.optional(),
    image_url: categoryImage.optional(),
    /** When sent, every translation of the category (what is left out is removed). */
    translations: categoryTranslations,
  })
  .refine(
    (v) => v.name !== undefined || v.description !== undefined || v.image_url !== undefined || v.translations !== undefined,
    "Send at least one field to change",
  );
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

/** One place up or down in the menu order (POST /api/categories/:id/move). */
export const categoryMoveSchema = z.object({
  direction: z.enum(["up", "down"], "Choose up or down"),
});

/** A category as the Categories screen lists it (GET /api/admin/categories). */
export type AdminCategory = {
  id: number;
  name: string;
  slug: string;
  description: string;
  image_url: string | null;
  sort_order: number;
  /** The Gujarati and Hindi versions of its name and description. */
  translations: Translations;
  /** Every product in it, whatever its status (a category with any cannot be deleted). */
  product_count: number;
};

/** The words of a refused delete, the same on the screen and from the API. */
export const categoryInUseMessage = (name: string, count: number) => `Move or delete the ${count === 1 ? "product" : `${count} products`} in ${name} first`;
