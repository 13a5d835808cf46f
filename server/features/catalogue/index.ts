/** The catalogue: what other features use of it. */
export { imageUrlRefusal } from "./product-images";
export { productActivity, type ProductAuditAction } from "./activity";
