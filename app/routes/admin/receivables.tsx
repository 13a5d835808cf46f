import { Download, Wallet } from "lucide-react";
import { RECEIVABLES_PAGE_SIZE } from "#schemas/receivables";
import { adminMeta } from "~/components/admin/admin-meta";
import { PageHeader } from "~/components/admin/page-header";
import { PagedList } from "~/components/admin/paged-list";
import { pageOfList, pageParam, settle, useListParams } from "~/components/admin/route-data";
import { useCsvExport } from "~/components/admin/use-csv-export";
import { Button } from "~/components/ui/button";
import { hasReceivableFilters, ReceivableFilters, receivableFilterQuery, receivableFiltersFromParams } from "~/features/receivables/receivable-filters";
import { ReceivableRows, ReceivableSkeleton, ReceivableTable, ReceivableTotals } from "~/features/receivables/receivable-rows";
import { api } from "~/lib/api";
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
  const { exporting, exportCsv } = useCsvExport("receivables", "receivables");

  return (
    <div className="space-y-6">
      <PageHeader
        title="Receivables"
        subtitle="What each customer owes, by days past the due date"
        action={
          <Button
            variant="secondary"
            className="self-start"
            busy={exporting}
            onClick={() => void exportCsv(`/api/receivables/export?${receivableFilterQuery(filters)}`)}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </Button>
        }
      />
      <ReceivableFilters filters={receivableFiltersFromParams(shownParams)} onFilters={updateParams} />
      <PagedList
        list={list}
        readKey={`${page}?${receivableFilterQuery(filters)}`}
        table={ReceivableTable}
        skeleton={<ReceivableSkeleton />}
        failed="Failed to load receivables"
        empty={{ icon: Wallet, text: hasReceivableFilters(filters) ? "No customers match these filters" : "Nothing is owed yet" }}
        page={page}
        pageSize={RECEIVABLES_PAGE_SIZE}
        pagerLabel="Receivables pages"
        onPageChange={(p) => updateParams({ page: p }, { scrollToTop: true })}
        before={(answer) => <ReceivableTotals totals={answer.totals} />}
        rows={(items) => <ReceivableRows items={items} />}
      />
    </div>
  );
}
