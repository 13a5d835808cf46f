/**
 * The demo products' images in order: each product's own illustration first (its `image_url`, with
 * its name as the text), then the gallery's pictures that show that very product, where there are
 * any (scripts/images/catalogue.ts draws them; server/features/content/seed-data/gallery.ts
 * describes them).
 */
import type { ProductImage } from "../../core/db/schema";

const gallery = (n: number, alt: string): ProductImage => ({ url: `/images/gallery/gallery-${String(n).padStart(2, "0")}.webp`, alt });

/** Further pictures of a demo product, by its name. */
const MORE_IMAGES: Readonly<Record<string, ProductImage[]>> = {
  "Zig-Zag Paver Block 60 mm": [
    gallery(1, "Red and yellow zig-zag interlocking paver blocks"),
    gallery(21, "Laying team finishing a road of grey zig-zag paver blocks"),
  ],
  "I-Shape Interlocking Paver 80 mm": [gallery(2, "Grey I-shape interlocking paver blocks laid in rows")],
  "Hollow Concrete Block 8 inch": [gallery(4, "Hollow concrete blocks stacked on a pallet")],
  "CCON Lightweight Block 600 x 200 x 200 mm": [gallery(8, "Pallets of light-weight CCON blocks")],
  "Half Battered Kerb Stone 450 mm": [gallery(5, "Row of half-battered precast kerb stones")],
  "RCC Fencing Pole 6 ft": [gallery(6, "Concrete fencing poles with wire slots in a field")],
  "Precast Wall Panel 6 ft x 1 ft": [gallery(7, "Precast boundary wall panels being erected between columns")],
  "Fly Ash Brick Class 10": [gallery(3, "Stack of grey fly ash bricks")],
};

/** The images of a demo product: its illustration and any further pictures of it. */
export function demoImages(product: { product_name: string; image_url?: string | null }): ProductImage[] {
  const main = product.image_url ? [{ url: product.image_url, alt: product.product_name }] : [];
  return [...main, ...(MORE_IMAGES[product.product_name] ?? [])];
}
