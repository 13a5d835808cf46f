import { httpsImageHost } from "#schemas/product";

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
