import { Download, Wallet } from "lucide-react";
import { Suspense } from "react";
import { Await, useLocation, useNavigation } from "react-router";
import { RECEIVABLES_PAGE_SIZE } from "#schemas/receivables";
import { adminMeta } from "~/components/admin/admin-meta";
import { EmptyList, LoadFailed } from "~/components/admin/list-states";
import { ListFooter } from "~/components/admin/list-footer";
import { pageOfList, pageParam, settle, useListParams } from "~/components/admin/route-data";
import { useCsvExport } from "~/components/admin/use-csv-export";
import { Button } from "~/components/ui/button";
import { SkeletonRows, TableCard } from "~/components/ui/table";
import { hasReceivableFilters, ReceivableFilters, receivableFilterQuery, receivableFiltersFromParams } from "~/features/receivables/receivable-filters";
import { receivableColumns, ReceivableHead, ReceivableRows, ReceivableTotals } from "~/features/receivables/receivable-rows";
import { api } from "~/lib/api";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/receivables";

export const meta = () => adminMeta("Receivables");

/** The address's page of customers under its filters and order, with the totals (handed over unresolved: the skeleton shows at once). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = pageParam(params);
  const filters = receivableFiltersFromParams(params);
  const query = receivableFilterQuery(filters, { page: String(page) });
  const read = settle("receivables", api("GET", `/api/receivables?${query}`, undefined, { auth: true, signal: request.signal }));
  const { list } = await pageOfList(request, page, read);
  return { page, filters, list };
}
clientLoader.hydrate = true as const;

/** Receivables: what each customer owes, aged by days past due, with the totals, the filters in the address and a CSV. */
export default function AdminReceivables({ loaderData }: Route.ComponentProps) {
  const { page, filters, list } = loaderData;
  const [, updateParams, shownParams] = useListParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const changing = navigation.state === "loading" && navigation.location.pathname === pathname;
  const { exporting, exportCsv } = useCsvExport("receivables", "receivables");

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Receivables</h1>
          <p className="mt-1 text-gray-600">What each customer owes, by days past the due date</p>
        </div>
        <Button
          variant="secondary"
          className="self-start"
          busy={exporting}
          onClick={() => void exportCsv(`/api/receivables/export?${receivableFilterQuery(filters)}`)}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </Button>
      </div>
      <ReceivableFilters filters={receivableFiltersFromParams(shownParams)} onFilters={updateParams} />
      {changing ? (
        <ReceivableSkeleton />
      ) : (
        <Suspense key={`${page}?${receivableFilterQuery(filters)}`} fallback={<ReceivableSkeleton />}>
          <Await resolve={list}>
            {(result) => {
              if (!result.ok) {
                if (result.quiet) return null;
                return (
                  <ReceivableTable>
                    <LoadFailed message="Failed to load receivables" />
                  </ReceivableTable>
                );
              }
              const items = result.data.data;
              const total = result.data.pagination.total;
              return (
                <>
                  <ReceivableTotals totals={result.data.totals} />
                  <ReceivableTable>
                    {items.length === 0 ? (
                      <EmptyList icon={Wallet} text={hasReceivableFilters(filters) ? "No customers match these filters" : "Nothing is owed yet"} />
                    ) : (
                      <ReceivableRows items={items} />
                    )}
                  </ReceivableTable>
                  {total > 0 ? (
                    <ListFooter
                      page={page}
                      pageSize={RECEIVABLES_PAGE_SIZE}
                      shown={items.length}
                      total={total}
                      label="Receivables pages"
                      onPageChange={(p) => updateParams({ page: p }, { scrollToTop: true })}
                    />
                  ) : null}
                </>
              );
            }}
          </Await>
        </Suspense>
      )}
    </div>
  );
}

function ReceivableTable({ children }: { children: React.ReactNode }) {
  return (
    <TableCard title="Customers who owe" hideTitle>
      <ReceivableHead />
      {children}
    </TableCard>
  );
}

function ReceivableSkeleton() {
  return (
    <ReceivableTable>
      <SkeletonRows
        label="Loading receivables"
        testId="receivable-skeleton"
        rows={4}
        rowClassName={cn("xl:space-y-0", receivableColumns)}
        cells={["h-4 w-40 bg-gray-200", ...Array.from({ length: 8 }, () => "h-4 w-20 bg-gray-100 xl:ml-auto")]}
      />
    </ReceivableTable>
  );
}
