import { AlertTriangle, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { AdminProduct } from "#schemas/wire";
import { DialogToasts, TextField } from "~/features/catalogue/product-form-controls";
import type { ProductsActionRequest, ProductsActionResult } from "~/features/catalogue/products-action";
import { productCode } from "~/features/catalogue/products-data";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

const CONFIRM_WORD = "DELETE";
/** The toasts shown inside the open dialog (a modal makes the rest of the page inert). */
export const PRODUCT_DELETE_TOASTS = "product-delete";
/** The deletion's submission, shared with the products screen (which closes the dialog once it succeeded). */
export const PRODUCT_DELETE_FETCHER = "product-delete";

function DeleteForm({ product, onCancel }: { product: AdminProduct; onCancel: () => void }) {
  const [typed, setTyped] = useState("");
  const [error, setError] = useState("");
  const fetcher = useFetcher<ProductsActionResult>({ key: PRODUCT_DELETE_FETCHER });
  const deleting = fetcher.state !== "idle";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed !== CONFIRM_WORD) {
      setError('Please type "DELETE" in capital letters to confirm');
      return;
    }
    setError("");
    const body: ProductsActionRequest = { intent: "delete", id: product.id };
    void fetcher.submit(body, { method: "post", encType: "application/json" });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />
        <p>
          <strong>{product.product_name}</strong> ({productCode(product.id)}) will be removed from the catalogue and the website. This cannot be undone.
        </p>
      </div>
      <TextField
        label='Type "DELETE" to confirm'
        value={typed}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(e) => {
          setTyped(e.target.value);
          if (error) setError("");
        }}
        error={error}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" busy={deleting} icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}>
          {deleting ? "Deleting..." : "Delete Product"}
        </Button>
      </div>
    </form>
  );
}

/**
 * Deleting asks for the word DELETE in capitals: a product's removal cannot be undone. The products
 * screen's action deletes it and says how it went (a refusal, such as a manager's, inside this dialog).
 */
export function ProductDeleteDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  return (
    <Dialog open={!!product} onClose={onClose} title="Delete product">
      {product ? <DeleteForm key={product.id} product={product} onCancel={onClose} /> : null}
      {product ? <DialogToasts id={PRODUCT_DELETE_TOASTS} /> : null}
    </Dialog>
  );
}
