import { Plus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { slugify } from "#schemas/product-fields";
import { toast } from "~/lib/toast";
import { inputClass, SelectField } from "~/components/admin/product-form-controls";
import type { Category } from "~/components/admin/products-data";

export const NEW_CATEGORY = "__new__";

/**
 * The category select with 'Add new category...': an inline input with Add and Cancel. A new
 * category lives in this form until the product is saved; the server creates it then (decision 7).
 */
export function CategoryPicker({
  categories,
  value,
  onChange,
  onAdd,
  error,
}: {
  categories: Category[];
  value: string;
  onChange: (slug: string) => void;
  onAdd: (category: Category) => void;
  error?: string;
}) {
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (adding) inputRef.current?.focus();
  }, [adding]);

  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      toast.error("Category name cannot be empty");
      return;
    }
    const slug = slugify(trimmed);
    if (!slug) {
      toast.error("Please use letters or numbers in the category name");
      return;
    }
    const existing = categories.find((c) => c.slug === slug || c.name.toLowerCase() === trimmed.toLowerCase());
    if (existing) onChange(existing.slug);
    else onAdd({ name: trimmed, slug });
    setAdding(false);
    setName("");
    toast.success("New category added!");
  };

  const cancel = () => {
    setAdding(false);
    setName("");
  };

  return (
    <div className="flex flex-col gap-2">
      <SelectField
        id="product-category"
        label="Category"
        required
        value={adding ? NEW_CATEGORY : value}
        error={error}
        onChange={(e) => {
          if (e.target.value === NEW_CATEGORY) setAdding(true);
          else {
            setAdding(false);
            onChange(e.target.value);
          }
        }}
      >
        <option value="">Select a category</option>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
        <option value={NEW_CATEGORY}>Add new category...</option>
      </SelectField>
      {adding ? (
        <div className="flex flex-col gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor="new-category-name" className="text-sm font-medium text-gray-800">
              New category name
            </label>
            <input
              ref={inputRef}
              id="new-category-name"
              value={name}
              maxLength={80}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  add();
                } else if (e.key === "Escape") {
                  e.preventDefault();
                  cancel();
                }
              }}
              placeholder="e.g. Garden Products"
              className={inputClass}
            />
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={add}
              className="inline-flex items-center gap-1 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add
            </button>
            <button
              type="button"
              onClick={cancel}
              className="inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
            >
              <X aria-hidden="true" className="h-4 w-4" />
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
