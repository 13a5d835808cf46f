/**
 * The body of a paged admin list under its filters: skeleton rows while a page is read (another
 * page or other filters: the address changes only once it is in), "Failed to load …" with Retry,
 * the empty state (its words depend on whether filters are set), the rows, and under them
 * "Showing …" with the pager. Each list keeps its own card, columns and rows.
 */
import type { LucideIcon } from "lucide-react";
import { Suspense, type ComponentType, type ReactNode } from "react";
import { Await, useLocation, useNavigation } from "react-router";
import { ListFooter } from "~/components/admin/list-footer";
import { EmptyList, LoadFailed } from "~/components/admin/list-states";
import type { Loaded } from "~/components/admin/route-data";

type PageAnswer<T> = { data: T[]; pagination?: { total: number } };

export function PagedList<A extends PageAnswer<unknown>>({
  list,
  readKey,
  table: Table,
  skeleton,
  failed,
  empty,
  page,
  pageSize,
  pagerLabel,
  onPageChange,
  rows,
  before,
}: {
  list: Loaded<A> | Promise<Loaded<A>>;
  /** What is being read (the page and the filters' query): a new read shows the skeleton again. */
  readKey: string;
  /** The list's card with its column headings. */
  table: ComponentType<{ children: ReactNode }>;
  skeleton: ReactNode;
  /** "Failed to load orders". */
  failed: string;
  empty: { icon: LucideIcon; text: string };
  page: number;
  pageSize: number;
  /** The pager's name: "Orders pages". */
  pagerLabel: string;
  onPageChange: (page: number) => void;
  rows: (items: A["data"]) => ReactNode;
  /** What shows above the card once the page is in (e.g. the totals of the whole list). */
  before?: (answer: A) => ReactNode;
}) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state === "loading" && navigation.location.pathname === pathname) return skeleton;
  return (
    <Suspense key={readKey} fallback={skeleton}>
      <Await resolve={list}>
        {(result) => {
          if (!result.ok) {
            if (result.quiet) return null;
            return (
              <Table>
                <LoadFailed message={failed} />
              </Table>
            );
          }
          const items = Array.isArray(result.data.data) ? result.data.data : [];
          const total = Number(result.data.pagination?.total ?? items.length) || 0;
          return (
            <>
              {before?.(result.data)}
              <Table>{items.length === 0 ? <EmptyList icon={empty.icon} text={empty.text} /> : rows(items)}</Table>
              {total > 0 ? (
                <ListFooter page={page} pageSize={pageSize} shown={items.length} total={total} label={pagerLabel} onPageChange={onPageChange} />
              ) : null}
            </>
          );
        }}
      </Await>
    </Suspense>
  );
}
