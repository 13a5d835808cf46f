import { AddProductForm } from "~/components/admin/add-product-form";
import { adminMeta } from "~/components/admin/admin-meta";

export const meta = () => adminMeta("Add New Product");

/** Admin add product (spec sections 2, 3, 5; DESIGN decision 7). */
export default function AddProductPage() {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Add New Product</h1>
        <p className="text-sm text-gray-600">Create a new product listing for your catalog</p>
      </div>
      <AddProductForm />
    </div>
  );
}
