import { PackageSearch } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { AdminProduct, CategoryDto, DataAnswer, ProductListAnswer, ProductSummary } from "#schemas/wire";
import { EmptyList, LoadError, LoadingSpinner } from "~/components/admin/list-states";
import { ProductCard } from "~/components/admin/product-card";
import { ProductDeleteDialog } from "~/components/admin/product-delete-dialog";
import { ProductEditDialog } from "~/components/admin/product-edit-dialog";
import { ProductViewDialog } from "~/components/admin/product-view-dialog";
import { filterQuery, PRODUCTS_PAGE_SIZE, type Category, type ProductFilters } from "~/components/admin/products-data";
import { ProductsSidebar } from "~/components/admin/products-sidebar";
import { ProductsToolbar } from "~/components/admin/products-toolbar";
import { usePagedList } from "~/components/admin/use-admin-data";
import { Pager } from "~/components/ui/pager";
import { api, serverMessageOf } from "~/lib/api";
import { toast } from "~/lib/toast";
import { adminMeta } from "~/components/admin/admin-meta";

export const meta = () => adminMeta("Products");

const SEARCH_DELAY_MS = 300;
const EMPTY_FILTERS: ProductFilters = { search: "", category: "", status: "", stock: "" };

/** Save text as a file through a temporary <a download>. */
function saveFile(text: string, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Admin products (spec section 2, DESIGN decisions 2 and 3): the whole catalogue, stored edits. */
export default function ProductsPage() {
  const [searchText, setSearchText] = useState("");
  const [filters, setFilters] = useState<ProductFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [summary, setSummary] = useState<ProductSummary | null>(null);
  const [categories, setCategories] = useState<Category[]>([]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [viewing, setViewing] = useState<AdminProduct | null>(null);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);

  const updateFilters = useCallback((f: Partial<ProductFilters>) => {
    setFilters((cur) => ({ ...cur, ...f }));
    setPage(1);
  }, []);

  // The search runs on the server once typing pauses.
  useEffect(() => {
    const t = setTimeout(() => {
      setFilters((cur) => (cur.search === searchText.trim() ? cur : { ...cur, search: searchText.trim() }));
      setPage((p) => (filters.search === searchText.trim() ? p : 1));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [searchText, filters.search]);

  useEffect(() => {
    api<DataAnswer<CategoryDto[]>>("GET", "/api/categories")
      .then((a) => setCategories(a.data))
      .catch((err) => console.error("Failed to load categories", err));
  }, []);

  /** Each answer carries the catalogue-wide counters of the side panel. */
  const onAnswer = useCallback((answer: ProductListAnswer) => {
    if (answer.summary) setSummary(answer.summary);
  }, []);
  const {
    list,
    setList,
    refresh: fetchPage,
    reload,
  } = usePagedList<AdminProduct, ProductListAnswer>({
    what: "products",
    path: `/api/admin/products?${filterQuery(filters, { page: String(page), limit: String(PRODUCTS_PAGE_SIZE) })}`,
    page,
    setPage,
    onAnswer,
  });

  /** After a change: refresh the counters (and the page) without a spinner. */
  const refreshQuietly = () => {
    fetchPage().catch((err) => console.error("Failed to refresh products", err));
  };

  const replace = (p: AdminProduct) => {
    setList((cur) => (cur.status === "ready" ? { ...cur, rows: cur.rows.map((x) => (x.id === p.id ? p : x)) } : cur));
  };

  const onSaved = (p: AdminProduct) => {
    replace(p);
    setEditing(null);
    refreshQuietly();
  };

  const onDeleted = (p: AdminProduct) => {
    setList((cur) =>
      cur.status === "ready"
        ? { ...cur, rows: cur.rows.filter((x) => x.id !== p.id), pagination: { ...cur.pagination, total: cur.pagination.total - 1 } }
        : cur,
    );
    if (selectedId === p.id) setSelectedId(null);
    setDeleting(null);
    refreshQuietly();
  };

  const toggle = async (p: AdminProduct) => {
    setToggling(p.id);
    try {
      const answer = await api<DataAnswer<AdminProduct>>("POST", `/api/products/${p.id}/toggle-status`, undefined, { auth: true });
      replace(answer.data);
      toast.success(`${answer.data.product_name} ${answer.data.status === "active" ? "activated" : "deactivated"} successfully!`);
      refreshQuietly();
    } catch (err) {
      console.error("Failed to change the product status", err);
      toast.error(serverMessageOf(err, [403]) ?? "Failed to update product status. Please try again.");
    } finally {
      setToggling(null);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await api<string>("GET", `/api/admin/products/export?${filterQuery(filters)}`, undefined, { auth: true, headers: { Accept: "text/csv" } });
      const day = new Date().toISOString().slice(0, 10);
      // The byte-order mark lets spreadsheet programs read the rupee sign and other UTF-8 text.
      const text = typeof csv === "string" ? csv : "";
      saveFile(text.startsWith("\uFEFF") ? text : `\uFEFF${text}`, `products-${day}.csv`, "text/csv;charset=utf-8");
      toast.success("Products exported successfully!");
    } catch (err) {
      console.error("Failed to export products", err);
      toast.error("Failed to export products. Please try again.");
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Products</h1>
        <p className="text-sm text-gray-600">Manage your product catalog</p>
      </div>

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <ProductsToolbar
            searchText={searchText}
            onSearchText={setSearchText}
            filters={filters}
            onFilters={updateFilters}
            categories={categories}
            filtersOpen={filtersOpen}
            onToggleFilters={() => setFiltersOpen((o) => !o)}
            onExport={exportCsv}
            exporting={exporting}
          />

          <section aria-label="Product list" aria-busy={list.status === "loading"}>
            {list.status === "loading" ? (
              <LoadingSpinner label="Loading products..." />
            ) : list.status === "error" ? (
              <LoadError message="Failed to load products" onRetry={reload} />
            ) : list.rows.length === 0 ? (
              <EmptyList icon={PackageSearch} text="No products found" />
            ) : (
              <>
                <p className="mb-3 text-sm text-gray-600" aria-live="polite">
                  {list.pagination.total} {list.pagination.total === 1 ? "product" : "products"}
                </p>
                <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-3">
                  {list.rows.map((p) => (
                    <li key={p.id} className="flex">
                      <ProductCard
                        product={p}
                        selected={selectedId === p.id}
                        toggling={toggling === p.id}
                        onSelect={() => setSelectedId((cur) => (cur === p.id ? null : p.id))}
                        onView={() => setViewing(p)}
                        onEdit={() => setEditing(p)}
                        onDelete={() => setDeleting(p)}
                        onToggle={() => void toggle(p)}
                      />
                    </li>
                  ))}
                </ul>
                {list.pagination.totalPages > 1 ? (
                  <div className="mt-4">
                    <Pager page={page} totalPages={list.pagination.totalPages} onPageChange={setPage} label="Product pages" />
                  </div>
                ) : null}
              </>
            )}
          </section>
        </div>

        <ProductsSidebar summary={summary} />
      </div>

      <ProductViewDialog product={viewing} onClose={() => setViewing(null)} />
      <ProductEditDialog product={editing} categories={categories} onClose={() => setEditing(null)} onSaved={onSaved} />
      <ProductDeleteDialog product={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
    </div>
  );
}
