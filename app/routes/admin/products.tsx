import { PackageSearch } from "lucide-react";
import { Suspense, useState } from "react";
import { Await, useFetcher, useLocation, useNavigation } from "react-router";
import type { AdminProduct } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { EmptyList, LoadFailed, LoadingSpinner } from "~/components/admin/list-states";
import { ProductCard, type ProductCardProps } from "~/features/catalogue/product-card";
import { PRODUCT_DELETE_FETCHER, PRODUCT_DELETE_TOASTS, ProductDeleteDialog } from "~/features/catalogue/product-delete-dialog";
import { ProductEditDialog } from "~/features/catalogue/product-edit-dialog";
import { ProductViewDialog } from "~/features/catalogue/product-view-dialog";
import { parseProductsAction, runProductsAction, type ProductsActionResult } from "~/features/catalogue/products-action";
import { filterQuery, filtersFromParams, PRODUCTS_PAGE_SIZE, type Category, type ProductFilters } from "~/features/catalogue/products-data";
import { ProductsSidebar } from "~/features/catalogue/products-sidebar";
import { ProductsToolbar } from "~/features/catalogue/products-toolbar";
import { pageOfList, pageParam, settle, useListParams, useSettled, type Loaded } from "~/components/admin/route-data";
import { Pager } from "~/components/ui/pager";
import { api } from "~/lib/api";
import { formatCountOf } from "#schemas/format";
import { useCsvExport } from "~/components/admin/use-csv-export";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/products";

export const meta = () => adminMeta("Products");

/**
 * One page of the catalogue for the address's filters and page, and the categories of the
 * category filter. Both are handed over unresolved, so the screen shows at once with its spinner;
 * a page beyond the first is waited for, because past the end of the list it goes back to page 1.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = filtersFromParams(params);
  const page = pageParam(params);
  const { signal } = request;
  const query = filterQuery(filters, { page: String(page), limit: String(PRODUCTS_PAGE_SIZE) });
  const listRead = settle("products", api("GET", `/api/admin/products?${query}`, undefined, { auth: true, signal }));
  const categories: Promise<Loaded<Category[]>> = settle(
    "categories",
    api("GET", "/api/categories", undefined, { signal }).then((a) => a.data ?? []),
  );
  const { list } = await pageOfList(request, page, listRead);
  return { filters, page, list, categories };
}
clientLoader.hydrate = true as const;

/**
 * A product's status toggle, deletion or edit (JSON body with an `intent`); the router then reads
 * the list and the counters again. The toggle and delete toasts are shown here; the edit dialog
 * shows its own.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ProductsActionResult> {
  const result = await runProductsAction(parseProductsAction(await request.json()), request.signal);
  if (result.intent === "toggle-status") {
    if (result.ok) toast.success(result.message);
    else toast.error(result.error);
  } else if (result.intent === "delete") {
    if (result.ok) toast.success(result.message);
    // The confirmation dialog is still open (and makes the rest of the page inert): say it there.
    else toast.error(result.error, { containerId: PRODUCT_DELETE_TOASTS });
  }
  return result;
}

export function ErrorBoundary() {
  return (
    <ProductsFrame>
      <LoadFailed message="Failed to load products" />
    </ProductsFrame>
  );
}

/** The heading, which every state of the screen keeps. */
function ProductsFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Products</h1>
        <p className="text-sm text-gray-600">Manage your product catalog</p>
      </div>
      {children}
    </div>
  );
}

/** Admin products: the whole catalogue with its filters, page and search in the address; edits are stored. */
export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { filters, page, list, categories } = loaderData;
  const [, updateParams] = useListParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [filtersOpen, setFiltersOpen] = useState(Boolean(filters.status || filters.stock));
  const { exporting, exportCsv } = useCsvExport("products", "products");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [viewing, setViewing] = useState<AdminProduct | null>(null);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const deleteFetcher = useFetcher<ProductsActionResult>({ key: PRODUCT_DELETE_FETCHER });

  // Counters and categories keep showing their last values while a new list is read (they do not
  // hold up the rest of the screen, which shows its spinner meanwhile).
  const summaryList = useSettled(list);
  const categoryList = useSettled(categories);
  const shownCategories = categoryList?.ok ? categoryList.data : [];

  // Another page or other filters of this screen are being read (a page beyond the first is
  // waited for before the address changes): show the spinner in place of the old rows.
  const changing = navigation.state === "loading" && navigation.location.pathname === pathname;
  const listKey = filterQuery(filters, { page: String(page) });

  const setFilters = (f: Partial<ProductFilters>, opts?: { replace?: boolean }) => updateParams(f, opts);
  const clearFilters = () => updateParams({ search: null, category: null, status: null, stock: null });
  const goToPage = (p: number) => updateParams({ page: p }, { scrollToTop: true });

  // A deleted product's dialog closes (the list is read again behind it).
  const deleted = deleteFetcher.data?.ok && deleteFetcher.data.intent === "delete" && deleteFetcher.data.id === deleting?.id;

  return (
    <ProductsFrame>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <ProductsToolbar
            filters={filters}
            onFilters={setFilters}
            onClear={clearFilters}
            categories={shownCategories}
            filtersOpen={filtersOpen}
            onToggleFilters={() => setFiltersOpen((o) => !o)}
            onExport={() => exportCsv(`/api/admin/products/export?${filterQuery(filters)}`)}
            exporting={exporting}
          />

          <section aria-labelledby="product-list-title" aria-busy={changing}>
            <h2 id="product-list-title" className="sr-only">
              Product list
            </h2>
            {changing ? (
              <LoadingSpinner label="Loading products..." />
            ) : (
              <Suspense key={listKey} fallback={<LoadingSpinner label="Loading products..." />}>
                <Await resolve={list}>
                  {(result) =>
                    !result.ok ? (
                      <LoadFailed message="Failed to load products" />
                    ) : result.data.data.length === 0 ? (
                      <EmptyList icon={PackageSearch} text="No products found" />
                    ) : (
                      <>
                        <p className="mb-3 text-sm text-gray-600" aria-live="polite">
                          {formatCountOf(result.data.pagination.total, "product")}
                        </p>
                        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-3">
                          {result.data.data.map((p) => (
                            <li key={p.id} className="flex">
                              <ProductItem
                                product={p}
                                selected={selectedId === p.id}
                                onSelect={() => setSelectedId((cur) => (cur === p.id ? null : p.id))}
                                onView={() => setViewing(p)}
                                onEdit={() => setEditing(p)}
                                onDelete={() => setDeleting(p)}
                              />
                            </li>
                          ))}
                        </ul>
                        {result.data.pagination.totalPages > 1 ? (
                          <div className="mt-4">
                            <Pager page={page} totalPages={result.data.pagination.totalPages} onPageChange={goToPage} label="Product pages" />
                          </div>
                        ) : null}
                      </>
                    )
                  }
                </Await>
              </Suspense>
            )}
          </section>
        </div>

        <ProductsSidebar summary={summaryList?.ok ? summaryList.data.summary : null} />
      </div>

      <ProductViewDialog product={viewing} onClose={() => setViewing(null)} />
      <ProductEditDialog product={editing} categories={shownCategories} onClose={() => setEditing(null)} />
      <ProductDeleteDialog product={deleted ? null : deleting} onClose={() => setDeleting(null)} />
    </ProductsFrame>
  );
}

/** A card whose status toggle is a submission of its own (several may run at once). */
function ProductItem(card: Omit<ProductCardProps, "toggling" | "onToggle">) {
  const fetcher = useFetcher<ProductsActionResult>();
  return (
    <ProductCard
      {...card}
      toggling={fetcher.state !== "idle"}
      onToggle={() => void fetcher.submit({ intent: "toggle-status", id: card.product.id }, { method: "post", encType: "application/json" })}
    />
  );
}
