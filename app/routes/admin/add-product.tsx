import { AddProductForm } from "~/features/catalogue/add-product-form";
import { createProduct, loadCategories } from "~/features/catalogue/add-product-action";
import { adminMeta } from "~/components/admin/admin-meta";
import type { Route } from "./+types/add-product";

export const meta = () => adminMeta("Add New Product");

/** The categories the form offers, read again after each product is created. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { categories: await loadCategories(request.signal) };
}

/** Create a product from the form's JSON (checked again with the product schema, then sent to the API). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return createProduct(await request.json(), request.signal);
}

/**
 * Add a product. A category typed in the form is created by the server together with the product,
 * so an abandoned form leaves no empty category behind.
 */
export default function AddProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Add New Product</h1>
        <p className="text-sm text-gray-600">Create a new product listing for your catalog</p>
      </div>
      <AddProductForm categories={loaderData.categories} />
    </div>
  );
}
