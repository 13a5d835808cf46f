/**
 * An admin list screen's list under its filters, all kept in the address. The loader reads the
 * address's page (loadFilteredPage); the screen shows the filter bar, then skeleton rows while a
 * page is read (another page or other filters: the address changes only once it is in), "Failed to
 * load …" with Retry, the empty state (its words depend on whether filters are set), the rows, and
 * under them "Showing …" with the pager. Each list keeps its own columns (its ColumnListSpec).
 */
import type { LucideIcon } from "lucide-react";
import { Suspense, useCallback, type ComponentType, type ReactNode } from "react";
import { Await, useLocation, useNavigation } from "react-router";
import type { PagedAnswer } from "#schemas/wire";
import { ColumnRows, ColumnSkeleton, ColumnTable, type ColumnListSpec } from "~/components/admin/column-list";
import { ListFooter } from "~/components/admin/list-footer";
import { EmptyList, LoadFailed } from "~/components/admin/list-states";
import { pageOfList, pageParam, settle, useListParams, type Loaded, type ParamPatch } from "~/components/admin/route-data";

/** A list's filters as the address keeps them, the API's query of them, and the bar that changes them. */
export type ListFilterKind<F> = {
  /** The list in the log of a failed read and on the screen: "orders" ("Failed to load orders", "Orders pages"). */
  what: string;
  /** The address's filters (a value the address got wrong is left out). */
  fromParams: (params: URLSearchParams) => F;
  /** The query string of the list: the filters that are set, then `extra` (page, limit). */
  query: (filters: F, extra?: Record<string, string>) => string;
  isSet: (filters: F) => boolean;
  /** The empty state's icon and words: without filters (`none`) and with them (`noMatch`). */
  empty: { icon: LucideIcon; none: string; noMatch: string };
  /** The filter bar, showing the filters being read at once (a choice does not jump back while its list loads). */
  Bar: ComponentType<{ filters: F; onFilters: (patch: ParamPatch, opts?: { replace?: boolean }) => void }>;
};

type PageAnswer<T> = { data: T[]; pagination?: { total: number } };

/** What the loader hands the screen: the page, the filters it read and the list (page 1 unresolved: see pageOfList). */
export type FilteredPage<F, A> = { page: number; filters: F; list: Loaded<A> | Promise<Loaded<A>> };

/**
 * The route's client loader of the address's page of the list under its filters (run on hydration
 * too); `read` asks the API with the query (the page, and `limit` when given).
 */
export function filteredPageLoader<F, A extends PagedAnswer<unknown>>(
  kind: Pick<ListFilterKind<F>, "what" | "fromParams" | "query">,
  limit: number | undefined,
  read: (query: string, signal: AbortSignal) => Promise<A>,
) {
  const clientLoader = ({ request }: { request: Request }) => loadFilteredPage(request, kind, limit, read);
  return Object.assign(clientLoader, { hydrate: true as const });
}

async function loadFilteredPage<F, A extends PagedAnswer<unknown>>(
  request: Request,
  kind: Pick<ListFilterKind<F>, "what" | "fromParams" | "query">,
  limit: number | undefined,
  read: (query: string, signal: AbortSignal) => Promise<A>,
): Promise<FilteredPage<F, A>> {
  const params = new URL(request.url).searchParams;
  const page = pageParam(params);
  const filters = kind.fromParams(params);
  const query = kind.query(filters, limit ? { page: String(page), limit: String(limit) } : { page: String(page) });
  const { list } = await pageOfList(request, page, settle(kind.what, read(query, request.signal)));
  return { page, filters, list };
}

export function FilteredList<F, T, A extends PageAnswer<T>>({
  loaded: { page, filters, list },
  kind,
  spec,
  pageSize,
  before,
}: {
  loaded: FilteredPage<F, A>;
  kind: ListFilterKind<F>;
  spec: ColumnListSpec<T>;
  pageSize: number;
  /** What shows above the card once the page is in (e.g. the totals of the whole list). */
  before?: (answer: A) => ReactNode;
}) {
  const [, updateParams, shownParams] = useListParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const Table = useCallback(({ children }: { children: ReactNode }) => <ColumnTable spec={spec}>{children}</ColumnTable>, [spec]);
  const skeleton = <ColumnSkeleton spec={spec} />;
  const reading = navigation.state === "loading" && navigation.location.pathname === pathname;
  return (
    <>
      <kind.Bar filters={kind.fromParams(shownParams)} onFilters={updateParams} />
      {reading ? (
        skeleton
      ) : (
        <Suspense key={`${page}?${kind.query(filters)}`} fallback={skeleton}>
          <Await resolve={list}>
            {(result) => {
              if (!result.ok) {
                if (result.quiet) return null;
                return (
                  <Table>
                    <LoadFailed message={`Failed to load ${kind.what}`} />
                  </Table>
                );
              }
              const items = Array.isArray(result.data.data) ? result.data.data : [];
              const total = Number(result.data.pagination?.total ?? items.length) || 0;
              return (
                <>
                  {before?.(result.data)}
                  <Table>
                    {items.length === 0 ? (
                      <EmptyList icon={kind.empty.icon} text={kind.isSet(filters) ? kind.empty.noMatch : kind.empty.none} />
                    ) : (
                      <ColumnRows spec={spec} items={items} />
                    )}
                  </Table>
                  {total > 0 ? (
                    <ListFooter
                      page={page}
                      pageSize={pageSize}
                      shown={items.length}
                      total={total}
                      label={`${kind.what[0].toUpperCase()}${kind.what.slice(1)} pages`}
                      onPageChange={(p) => updateParams({ page: p }, { scrollToTop: true })}
                    />
                  ) : null}
                </>
              );
            }}
          </Await>
        </Suspense>
      )}
    </>
  );
}
