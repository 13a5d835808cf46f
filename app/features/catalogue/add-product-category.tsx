import { Plus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { slugify } from "#schemas/product-fields";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Options } from "~/components/ui/input";
import { SelectField } from "~/features/catalogue/product-form-controls";
import type { Category } from "~/features/catalogue/products-data";

export const NEW_CATEGORY = "__new__";

/**
 * The category select with 'Add new category...': an inline input with Add and Cancel. A new
 * category lives in this form until the product is saved; the server creates it with the product,
 * so an abandoned form leaves no empty category behind.
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
        <Options items={categories} value={(c) => c.slug} label={(c) => c.name} />
        <option value={NEW_CATEGORY}>Add new category...</option>
      </SelectField>
      {adding ? (
        <div className="flex flex-col gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 sm:flex-row sm:items-end">
          <Field label="New category name" id="new-category-name" className="flex-1">
            <Input
              ref={inputRef}
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
            />
          </Field>
          <div className="flex gap-2">
            <Button size="sm" onClick={add} icon={<Plus aria-hidden="true" className="h-4 w-4" />} className="py-2">
              Add
            </Button>
            <Button size="sm" variant="secondary" onClick={cancel} icon={<X aria-hidden="true" className="h-4 w-4" />} className="py-2">
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
