/**
 * An image of the site's content (team photos, gallery, …): one of ours, an upload
 * (/uploads/<id>-<width>.webp) or a file bundled with the site (/images/…), never an address on
 * another host, which would see every visitor (the rule of server/features/catalogue/product-images.ts, with
 * no IMAGE_HOSTS exception: content images always go through the upload pipeline).
 */
import { z } from "zod";
import { BUNDLED_IMAGE_PATH, UPLOADED_IMAGE_PATH } from "#schemas/product";

/** The words of a refused address (the product rule's when no IMAGE_HOSTS are configured). */
const FOREIGN_IMAGE_MESSAGE = "Use an image uploaded here: images from other websites are not allowed";

/** True for an upload of ours or a bundled /images file. */
const isOwnImage = (url: string): boolean => UPLOADED_IMAGE_PATH.test(url) || BUNDLED_IMAGE_PATH.test(url);

/** A required image of ours; `required` is the message when it is missing. */
export const ownImageUrl = (required: string) =>
  z.string(required).trim().min(1, required).max(300, FOREIGN_IMAGE_MESSAGE).refine(isOwnImage, FOREIGN_IMAGE_MESSAGE);

/** An optional image of ours: null, or "" (no image chosen) read as null. */
export const optionalOwnImageUrl = z.preprocess(
  (v) => (v === undefined || (typeof v === "string" && v.trim() === "") ? null : v),
  z.string(FOREIGN_IMAGE_MESSAGE).trim().max(300, FOREIGN_IMAGE_MESSAGE).refine(isOwnImage, FOREIGN_IMAGE_MESSAGE).nullable(),
);
