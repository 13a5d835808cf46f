import { AlertTriangle, Loader2, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { AdminProduct } from "#schemas/wire";
import { api, serverMessageOf } from "~/lib/api";
import { toast } from "~/lib/toast";
import { Dialog } from "~/components/ui/dialog";
import { DialogToasts, TextField } from "~/components/admin/product-form-controls";
import { productCode } from "~/components/admin/products-data";

const CONFIRM_WORD = "DELETE";
const DELETE_TOASTS = "product-delete";

function DeleteForm({ product, onDeleted, onCancel }: { product: AdminProduct; onDeleted: (p: AdminProduct) => void; onCancel: () => void }) {
  const [typed, setTyped] = useState("");
  const [error, setError] = useState("");
  const [deleting, setDeleting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (typed !== CONFIRM_WORD) {
      setError('Please type "DELETE" in capital letters to confirm');
      return;
    }
    setError("");
    setDeleting(true);
    try {
      await api("DELETE", `/api/products/${product.id}`, undefined, { auth: true });
      toast.success(`${product.product_name} deleted successfully!`);
      onDeleted(product);
    } catch (err) {
      console.error("Failed to delete product", err);
      // A manager's 403 says why (admins only); anything else gets the screen's own words.
      toast.error(serverMessageOf(err, [403]) ?? "Failed to delete product. Please try again.", { containerId: DELETE_TOASTS });
      setDeleting(false);
    }
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
        <button
          type="button"
          onClick={onCancel}
          disabled={deleting}
          className="rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={deleting}
          className="inline-flex items-center gap-2 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {deleting ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Trash2 aria-hidden="true" className="h-4 w-4" />}
          {deleting ? "Deleting..." : "Delete Product"}
        </button>
      </div>
    </form>
  );
}

/** Deleting asks for the word DELETE in capitals (spec section 5). */
export function ProductDeleteDialog({
  product,
  onClose,
  onDeleted,
}: {
  product: AdminProduct | null;
  onClose: () => void;
  onDeleted: (p: AdminProduct) => void;
}) {
  return (
    <Dialog open={!!product} onClose={onClose} title="Delete product">
      {product ? <DeleteForm key={product.id} product={product} onDeleted={onDeleted} onCancel={onClose} /> : null}
      {product ? <DialogToasts id={DELETE_TOASTS} /> : null}
    </Dialog>
  );
}
