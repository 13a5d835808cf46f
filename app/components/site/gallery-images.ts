/**
 * What the public gallery shows of an image, its filter tabs and the thumbnails' size. The images
 * come from the database (gallery_images, edited under Admin → Gallery). No zod here: the public
 * page's script stays small.
 */
import type { GalleryCategory } from "#schemas/gallery";

export type { GalleryCategory };
export type GalleryImage = { id: number; src: string; alt: string; category: GalleryCategory; title: string };

/** The filter tabs in order; "all" shows everything. */
export const GALLERY_TABS: { id: "all" | GalleryCategory; label: string }[] = [
  { id: "all", label: "All" },
  { id: "products", label: "Products" },
  { id: "projects", label: "Projects" },
  { id: "team", label: "Team" },
];

/** The thumbnails' intrinsic size (4:3; uploads are cropped to it on the page). */
export const GALLERY_IMAGE_SIZE = { width: 800, height: 600 } as const;

/** The images a tab shows. */
export function galleryFilter(images: readonly GalleryImage[], tab: "all" | GalleryCategory): GalleryImage[] {
  return tab === "all" ? [...images] : images.filter((img) => img.category === tab);
}
