/**
 * What the add-product screen reads and changes: the categories its select offers, and the
 * creation of a product (the route's clientLoader and clientAction call these).
 */
import { productCreateSchema } from "#schemas/product";
import type { AdminProduct, CategoryDto } from "#schemas/wire";
import { api, ApiError, isAbortError, serverMessageOf } from "~/lib/api";
import { checkWith, type FieldErrors } from "~/lib/form";

export const CREATE_FAILURE = "Failed to create product. Please try again.";

export type CreateProductResult =
  { ok: true; product: AdminProduct; message: string } | { ok: false; error: string; fieldErrors?: FieldErrors; status: number };

/** The server's categories; none (logged) when they cannot be read, so the form still works with new ones. */
export async function loadCategories(signal?: AbortSignal): Promise<CategoryDto[]> {
  try {
    const answer = await api("GET", "/api/categories", undefined, { signal });
    return answer.data ?? [];
  } catch (err) {
    if (isAbortError(err)) throw err;
    console.error("Failed to load categories", err);
    return [];
  }
}

/** POST /api/products with values the product schema accepts. Never throws for a refusal or a network failure. */
export async function createProduct(values: unknown, signal?: AbortSignal): Promise<CreateProductResult> {
  const checked = checkWith(productCreateSchema, values);
  if (!checked.ok) return { ok: false, error: checked.error, fieldErrors: checked.fieldErrors, status: 400 };
  try {
    const answer = await api("POST", "/api/products", checked.data, { auth: true, signal });
    return { ok: true, product: answer.data, message: answer.message || `${answer.data.product_name} added successfully!` };
  } catch (err) {
    if (isAbortError(err)) throw err;
    console.error("Failed to create product", err);
    return {
      ok: false,
      error: serverMessageOf(err) ?? CREATE_FAILURE,
      fieldErrors: err instanceof ApiError ? err.fieldErrors : undefined,
      status: err instanceof ApiError ? err.status : 0,
    };
  }
}
