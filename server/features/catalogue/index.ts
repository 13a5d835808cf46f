/** The catalogue: what other features use of it. */
export { imageUrlRefusal } from "./product-images";
export { productActivity, type ProductAuditAction } from "./activity";
export { MORE_IN_CATEGORY, type PageProduct, type ProductPageLookup } from "./product-page";
