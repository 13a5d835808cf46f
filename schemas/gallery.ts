/**
 * The gallery's images (gallery_images): each with an image of ours, a title, alt text (required:
 * the public page is accessible) and one of the public filter tabs' categories. Checked alike by
 * the admin's forms and the API.
 */
import { z } from "zod";
import { ownImageUrl } from "#schemas/own-image";
import { oneLine } from "#schemas/text";

/** The categories, in the public tabs' order (the database checks the same list). */
export const GALLERY_CATEGORIES = ["products", "projects", "team"] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const GALLERY_CATEGORY_LABELS: Record<GalleryCategory, string> = { products: "Products", projects: "Projects", team: "Team" };

const CATEGORY_MESSAGE = "Choose Products, Projects or Team";

/** The most images one upload adds. */
export const MAX_GALLERY_BATCH = 20;

/** One image as the admin sends it (PUT /api/gallery/:id, and each of POST /api/gallery's). */
export const galleryImageSchema = z.object({
  image_url: ownImageUrl("Upload an image"),
  title: oneLine(z.string("Enter a title").trim().min(1, "Enter a title").max(100, "Please keep the title under 100 characters")),
  alt: oneLine(
    z
      .string("Describe the image for people who cannot see it")
      .trim()
      .min(1, "Describe the image for people who cannot see it")
      .max(250, "Please keep the alt text under 250 characters"),
  ),
  category: z.enum(GALLERY_CATEGORIES, CATEGORY_MESSAGE),
});
export type GalleryImageValues = z.output<typeof galleryImageSchema>;

/** POST /api/gallery: 1 to MAX_GALLERY_BATCH images, stored all or none. */
export const galleryCreateSchema = z.object({
  images: z
    .array(galleryImageSchema, "Add at least one image")
    .min(1, "Add at least one image")
    .max(MAX_GALLERY_BATCH, `Add at most ${MAX_GALLERY_BATCH} images at once`),
});

/** A gallery image on the wire. */
export type GalleryImageDto = GalleryImageValues & { id: number; sort_order: number };
