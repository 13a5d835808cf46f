import { CheckCircle2, FilePen, PauseCircle } from "lucide-react";
import { PRODUCT_STATUSES, STOCK_LEVELS, type ProductStatus, type StockLevel } from "#schemas/product-fields";
import type { AdminProduct, CategoryDto } from "#schemas/wire";
import { cn } from "~/lib/cn";
import { formatPricePerUnit } from "#schemas/format";

/** A category the product forms offer: from GET /api/categories, or just named in the form (no id yet). */
export type Category = Omit<CategoryDto, "id"> & { id?: number };

export interface ProductFilters {
  search: string;
  category: string;
  status: "" | ProductStatus;
  stock: "" | StockLevel;
}

export const PRODUCTS_PAGE_SIZE = 24;
export const PLACEHOLDER_IMAGE = "/images/placeholder.webp";

export const STATUS_LABELS: Record<ProductStatus, string> = { active: "Active", inactive: "Inactive", draft: "Draft" };
export const STOCK_OPTIONS: { value: StockLevel; label: string }[] = [
  { value: "in-stock", label: "In stock" },
  { value: "low-stock", label: "Low stock" },
  { value: "out-of-stock", label: "Out of stock" },
];

/** The filters in the screen's address (`?search&category&status&stock`); a value the API would not know is left out. */
export function filtersFromParams(params: URLSearchParams): ProductFilters {
  const status = params.get("status") ?? "";
  const stock = params.get("stock") ?? "";
  return {
    search: (params.get("search") ?? "").trim(),
    category: params.get("category") ?? "",
    status: (PRODUCT_STATUSES as readonly string[]).includes(status) ? (status as ProductStatus) : "",
    stock: (STOCK_LEVELS as readonly string[]).includes(stock) ? (stock as StockLevel) : "",
  };
}

/** The query string of the list and the export: only the filters that are set. */
export function filterQuery(f: ProductFilters, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  if (f.search.trim()) q.set("search", f.search.trim());
  if (f.category) q.set("category", f.category);
  if (f.status) q.set("status", f.status);
  if (f.stock) q.set("stock", f.stock);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q.toString();
}

/** '₹45 per Piece': the admin shows a price with its unit of sale. */
export function priceText(p: Pick<AdminProduct, "price" | "unit">): string {
  return formatPricePerUnit(p.price, p.unit);
}

/** The stock value with hyphens replaced by spaces: 'low stock'. */
export function stockLabel(stock: string): string {
  return stock.replace(/-/g, " ");
}

/** '#' plus six zero-padded digits. */
export function productCode(id: number): string {
  return `#${String(id).padStart(6, "0")}`;
}

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  if (status === "active")
    return (
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
        <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" /> Active
      </span>
    );
  if (status === "draft")
    return (
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
        <FilePen aria-hidden="true" className="h-3.5 w-3.5" /> Draft
      </span>
    );
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800">
      <PauseCircle aria-hidden="true" className="h-3.5 w-3.5" /> Inactive
    </span>
  );
}

export function StockBadge({ stock }: { stock: StockLevel }) {
  const tone = stock === "in-stock" ? "bg-green-600" : stock === "low-stock" ? "bg-amber-500" : "bg-red-600";
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium text-gray-700">
      <span aria-hidden="true" className={cn("h-2 w-2 rounded-full", tone)} />
      {stockLabel(stock)}
    </span>
  );
}
