import { Download, Filter, Loader2, Search, X } from "lucide-react";
import { useId } from "react";
import { PRODUCT_STATUSES, type ProductStatus, type StockLevel } from "#schemas/product-fields";
import { inputClass } from "~/components/admin/product-form-controls";
import { STATUS_LABELS, STOCK_OPTIONS, type Category, type ProductFilters } from "~/components/admin/products-data";

/**
 * Search (typed text, searched on the server after a pause), category, the Filter button that
 * opens the status and stock filters (DESIGN decision 3), and Export Products.
 */
export function ProductsToolbar({
  searchText,
  onSearchText,
  filters,
  onFilters,
  categories,
  filtersOpen,
  onToggleFilters,
  onExport,
  exporting,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  filters: ProductFilters;
  onFilters: (f: Partial<ProductFilters>) => void;
  categories: Category[];
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const panelId = useId();
  const active = (filters.status ? 1 : 0) + (filters.stock ? 1 : 0);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap gap-3">
        <div className="relative min-w-0 grow basis-full sm:basis-60">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500" />
          <input
            type="search"
            aria-label="Search products"
            placeholder="Search products..."
            value={searchText}
            onChange={(e) => onSearchText(e.target.value)}
            className={`${inputClass} pl-9`}
          />
        </div>
        <select
          aria-label="Filter by category"
          value={filters.category}
          onChange={(e) => onFilters({ category: e.target.value })}
          className={`${inputClass} min-w-0 grow basis-full sm:w-auto sm:basis-48`}
        >
          <option value="">All Categories</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
        <div className="flex grow basis-full gap-2 sm:grow-0 sm:basis-auto">
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={onToggleFilters}
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 sm:flex-none"
          >
            <Filter aria-hidden="true" className="h-4 w-4" />
            Filter
            {active ? <span className="rounded-full bg-brand-100 px-1.5 text-xs text-brand-800">{active}</span> : null}
          </button>
          <button
            type="button"
            onClick={onExport}
            disabled={exporting}
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 disabled:opacity-60 sm:flex-none"
          >
            {exporting ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Download aria-hidden="true" className="h-4 w-4" />}
            Export Products
          </button>
        </div>
      </div>
      <div id={panelId} hidden={!filtersOpen} className="border-t border-gray-100 pt-3">
        <fieldset className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <legend className="sr-only">More filters</legend>
          <label className="flex flex-col gap-1 text-sm font-medium text-gray-800 sm:w-48">
            Status
            <select
              aria-label="Filter by status"
              value={filters.status}
              onChange={(e) => onFilters({ status: e.target.value as "" | ProductStatus })}
              className={inputClass}
            >
              <option value="">All Statuses</option>
              {PRODUCT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-gray-800 sm:w-48">
            Stock
            <select
              aria-label="Filter by stock"
              value={filters.stock}
              onChange={(e) => onFilters({ stock: e.target.value as "" | StockLevel })}
              className={inputClass}
            >
              <option value="">All Stock Levels</option>
              {STOCK_OPTIONS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={() => {
              onSearchText("");
              onFilters({ search: "", category: "", status: "", stock: "" });
            }}
            className="inline-flex items-center justify-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <X aria-hidden="true" className="h-4 w-4" />
            Clear filters
          </button>
        </fieldset>
      </div>
    </div>
  );
}
