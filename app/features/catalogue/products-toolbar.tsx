import { Download, Filter } from "lucide-react";
import { useId } from "react";
import { PRODUCT_STATUSES, type ProductStatus, type StockLevel } from "#schemas/product-fields";
import { ClearFiltersButton, ListSearchBox } from "~/components/admin/list-filters";
import { STATUS_LABELS, STOCK_OPTIONS, type Category, type ProductFilters } from "~/features/catalogue/products-data";
import { useSearchText } from "~/components/admin/use-search-text";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Options, Select } from "~/components/ui/input";

const CATEGORY_LABEL = "Filter by category";

function CategorySelect({ value, onChange, categories }: { value: string; onChange: (slug: string) => void; categories: Category[] }) {
  return (
    <Select aria-label={CATEGORY_LABEL} value={value} onChange={(e) => onChange(e.target.value)} className="min-w-0 grow basis-full sm:w-auto sm:basis-48">
      <option value="">All Categories</option>
      <Options items={categories} value={(c) => c.slug} label={(c) => c.name} />
    </Select>
  );
}

/**
 * Search (typed text, searched on the server once typing pauses), category, the Filter button that
 * opens the status and stock filters (kept out of the way until asked for), and Export Products.
 * Every value comes from the screen's address and changes it.
 */
export function ProductsToolbar({
  filters,
  onFilters,
  onClear,
  categories,
  filtersOpen,
  onToggleFilters,
  onExport,
  exporting,
}: {
  filters: ProductFilters;
  /** Change some filters; `replace` keeps the history entry (the searches after the first of a burst of typing). */
  onFilters: (f: Partial<ProductFilters>, opts?: { replace?: boolean }) => void;
  onClear: () => void;
  /** The categories of the category filter (empty until read, or when they could not be). */
  categories: Category[];
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const panelId = useId();
  const search = useSearchText(filters.search, (text, { replace }) => onFilters({ search: text }, { replace }));
  const active = (filters.status ? 1 : 0) + (filters.stock ? 1 : 0);
  const setCategory = (category: string) => onFilters({ category });
  return (
    <Card edge="border" className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap gap-3">
        <ListSearchBox search={search} label="Search products" className="min-w-0 grow basis-full sm:basis-60" />
        <CategorySelect value={filters.category} onChange={setCategory} categories={categories} />
        <div className="flex grow basis-full gap-2 sm:grow-0 sm:basis-auto">
          <Button
            variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={onToggleFilters}
            icon={<Filter aria-hidden="true" className="h-4 w-4" />}
            className="flex-1 sm:flex-none"
          >
            Filter
            {active ? <span className="rounded-full bg-brand-100 px-1.5 text-xs text-brand-800">{active}</span> : null}
          </Button>
          <Button
            onClick={onExport}
            busy={exporting}
            icon={<Download aria-hidden="true" className="h-4 w-4" />}
            className="flex-1 whitespace-nowrap sm:flex-none"
          >
            Export Products
          </Button>
        </div>
      </div>
      <div id={panelId} hidden={!filtersOpen} className="border-t border-gray-100 pt-3">
        <fieldset className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <legend className="sr-only">More filters</legend>
          <label className="flex flex-col gap-1 text-sm font-medium text-gray-800 sm:w-48">
            Status
            <Select aria-label="Filter by status" value={filters.status} onChange={(e) => onFilters({ status: e.target.value as "" | ProductStatus })}>
              <option value="">All Statuses</option>
              <Options items={PRODUCT_STATUSES} label={(s) => STATUS_LABELS[s]} />
            </Select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-gray-800 sm:w-48">
            Stock
            <Select aria-label="Filter by stock" value={filters.stock} onChange={(e) => onFilters({ stock: e.target.value as "" | StockLevel })}>
              <option value="">All Stock Levels</option>
              <Options items={STOCK_OPTIONS} value={(s) => s.value} label={(s) => s.label} />
            </Select>
          </label>
          <ClearFiltersButton search={search} onClear={onClear} className="px-3 text-brand-700 hover:bg-brand-50" />
        </fieldset>
      </div>
    </Card>
  );
}
