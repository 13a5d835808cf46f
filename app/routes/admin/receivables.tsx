import { Download } from "lucide-react";
import { RECEIVABLES_PAGE_SIZE } from "#schemas/receivables";
import { adminMeta } from "~/components/admin/admin-meta";
import { PageHeader } from "~/components/admin/page-header";
import { filteredPageLoader, FilteredList } from "~/components/admin/paged-list";
import { useCsvExport } from "~/components/admin/use-csv-export";
import { Button } from "~/components/ui/button";
import { receivableFilterQuery, receivableFilters } from "~/features/receivables/receivable-filters";
import { receivableList, ReceivableTotals } from "~/features/receivables/receivable-rows";
import { api } from "~/lib/api";
import type { Route } from "./+types/receivables";

export const meta = () => adminMeta("Receivables");

/** The address's page of customers under its filters and order, with the totals (handed over unresolved: the skeleton shows at once). */
export const clientLoader = filteredPageLoader(receivableFilters, undefined, (query, signal) =>
  api("GET", `/api/receivables?${query}`, undefined, { auth: true, signal }),
);

/** Receivables: what each customer owes, aged by days past due, with the totals, the filters in the address and a CSV. */
export default function AdminReceivables({ loaderData }: Route.ComponentProps) {
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
            onClick={() => void exportCsv(`/api/receivables/export?${receivableFilterQuery(loaderData.filters)}`)}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </Button>
        }
      />
      <FilteredList
        loaded={loaderData}
        kind={receivableFilters}
        spec={receivableList}
        pageSize={RECEIVABLES_PAGE_SIZE}
        before={(answer) => <ReceivableTotals totals={answer.totals} />}
      />
    </div>
  );
}
