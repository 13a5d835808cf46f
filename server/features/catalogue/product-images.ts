import { httpsImageHost } from "#schemas/product";
import type { ProductImage } from "../../core/db/schema";

/**
 * Why a product's image address is refused, or undefined when it is allowed. Every visitor's
 * browser loads a product's image, so it comes from our own storage (an upload or a bundled
 * /images file; the schema checks their shape) or from a host the operator listed in IMAGE_HOSTS,
 * never from any host a staff member types: that host would see every visitor.
 */
export function imageUrlRefusal(imageUrl: string | null | undefined, imageHosts: readonly string[]): string | undefined {
  if (!imageUrl || imageUrl.startsWith("/")) return undefined;
  const host = httpsImageHost(imageUrl)?.toLowerCase();
  if (host && imageHosts.includes(host)) return undefined;
  if (imageHosts.length === 0) return "Use an image uploaded here: images from other websites are not allowed";
  return `Use an image uploaded here, or an https address on ${imageHosts.join(", ")}`;
}

/**
 * What a create or an edit stores as the product's images: `images` when sent; else, for a client
 * that sends `image_url` alone (the specification's), that one image with the product's name as its
 * alt text (none for null). Undefined when neither was sent. `image_url` is always the first's address.
 */
export function storedImages(
  input: { images?: ProductImage[]; image_url?: string | null },
  productName: string,
): { images: ProductImage[]; imageUrl: string | null } | undefined {
  const images = input.images ?? (input.image_url === undefined ? undefined : input.image_url ? [{ url: input.image_url, alt: productName }] : []);
  return images && { images, imageUrl: images[0]?.url ?? null };
}

/** A number for a numeric column: its text, or null for none. */
export const numericText = (n: number | null): string | null => (n === null ? null : String(n));
