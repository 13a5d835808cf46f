import { Calendar, Eye, Pencil, Power, PowerOff, Trash2 } from "lucide-react";
import { useState } from "react";
import type { AdminProduct } from "#schemas/wire";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { formatCount, formatDay } from "#schemas/format";
import { PLACEHOLDER_IMAGE, priceText, productCode, ProductStatusBadge, StockBadge } from "~/features/catalogue/products-data";

const action =
  "inline-flex items-center justify-center gap-1.5 rounded-md border px-2.5 py-1.5 text-xs font-semibold disabled:cursor-not-allowed disabled:opacity-50";

/** Falls back to the placeholder once if the image does not load. */
export function ProductImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={400}
      height={300}
      loading="lazy"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}

export type ProductCardProps = {
  product: AdminProduct;
  selected: boolean;
  toggling: boolean;
  onSelect: () => void;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onToggle: () => void;
};

/**
 * One catalogue product. Clicking the card selects it; the product name is the keyboard way to
 * select (a toggle button). The actions name the product for screen readers.
 */
export function ProductCard({ product, selected, toggling, onSelect, onView, onEdit, onDelete, onToggle }: ProductCardProps) {
  const name = product.product_name;
  const isActive = product.status === "active";
  const stop = (fn: () => void) => (e: React.MouseEvent) => {
    e.stopPropagation();
    fn();
  };
  return (
    // The click on the card body is a pointer shortcut for the name's toggle button.
    <article
      onClick={onSelect}
      data-product-id={product.id}
      aria-label={name}
      className={cn(
        "flex w-full cursor-pointer flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-shadow hover:shadow-md",
        selected ? "border-brand-600 ring-2 ring-brand-600" : "border-gray-200",
      )}
    >
      <div className="relative aspect-video bg-gray-100">
        <ProductImage src={product.image_url} alt="" className="absolute inset-0 h-full w-full object-cover" />
        <span className="absolute top-2 left-2 rounded bg-white/90 px-1.5 py-0.5 font-mono text-xs text-gray-800">{productCode(product.id)}</span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 text-base leading-snug font-semibold text-gray-900">
            <button type="button" aria-pressed={selected} onClick={stop(onSelect)} className="text-left hover:text-brand-700">
              {name}
            </button>
          </h3>
          <ProductStatusBadge status={product.status} />
        </div>
        <p className="text-xs text-gray-600">{product.category_name}</p>
        <p className="line-clamp-2 text-sm text-gray-700">{product.description}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-gray-900">{priceText(product)}</p>
          <StockBadge stock={product.stock} />
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600">
          <span className="inline-flex items-center gap-1">
            <Calendar aria-hidden="true" className="h-3.5 w-3.5" />
            <span>
              Updated <time dateTime={product.updated_at}>{formatDay(product.updated_at)}</time>
            </span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="h-3.5 w-3.5" />
            {formatCount(product.views)} views
          </span>
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <button type="button" aria-label={`View ${name}`} onClick={stop(onView)} className={cn(action, "border-gray-300 text-gray-800 hover:bg-gray-50")}>
            <Eye aria-hidden="true" className="h-3.5 w-3.5" /> View
          </button>
          <button type="button" aria-label={`Edit ${name}`} onClick={stop(onEdit)} className={cn(action, "border-blue-300 text-blue-800 hover:bg-blue-50")}>
            <Pencil aria-hidden="true" className="h-3.5 w-3.5" /> Edit
          </button>
          <button type="button" aria-label={`Delete ${name}`} onClick={stop(onDelete)} className={cn(action, "border-red-300 text-red-700 hover:bg-red-50")}>
            <Trash2 aria-hidden="true" className="h-3.5 w-3.5" /> Delete
          </button>
          <button
            type="button"
            aria-label={`${isActive ? "Deactivate" : "Activate"} ${name}`}
            onClick={stop(onToggle)}
            disabled={toggling}
            className={cn(action, isActive ? "border-gray-300 text-gray-800 hover:bg-gray-50" : "border-green-400 text-green-800 hover:bg-green-50")}
          >
            {toggling ? <Spinner /> : isActive ? <PowerOff aria-hidden="true" className="h-3.5 w-3.5" /> : <Power aria-hidden="true" className="h-3.5 w-3.5" />}
            {isActive ? "Deactivate" : "Activate"}
          </button>
        </div>
      </div>
    </article>
  );
}
