import { ArrowLeft, Eye, UserPlus } from "lucide-react";
import { Suspense, useState } from "react";
import { Await, Link, useLocation, useNavigation } from "react-router";
import { leadListQuery } from "#schemas/leads";
import { LEAD_SOURCE_LABELS } from "#schemas/lead-sources";
import type { LeadListAnswer, LeadSummary } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { ColumnRows, ColumnSkeleton, ColumnTable, type ColumnListSpec } from "~/components/admin/column-list";
import { InquiryDetailsDialog } from "~/features/leads/inquiry-details-dialog";
import { FollowUpText, StageBadge } from "~/features/leads/lead-parts";
import { NewLeadDialog } from "~/features/leads/new-lead-dialog";
import { runNewLead } from "~/features/leads/new-lead-action";
import { hasLeadFilters, leadFilterQuery, leadFiltersFromParams, LeadsToolbar } from "~/features/leads/leads-toolbar";
import { pageOfList, pageParam, settle, useListParams, useSettled, type Loaded } from "~/components/admin/route-data";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ListFooter } from "~/components/admin/list-footer";
import { api } from "~/lib/api";
import { useCsvExport } from "~/components/admin/use-csv-export";
import { checkWith } from "~/lib/form";
import { formatDateTime, formatQuantity } from "#schemas/format";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/inquiries";

export const meta = () => adminMeta("All Inquiries");

const INQUIRIES_PAGE_SIZE = 20;

type LeadList = Loaded<LeadListAnswer>;

/**
 * The address's page of quote requests under its filters, newest first, with the staff and
 * categories the filters offer. Handed over unresolved so the screen shows its skeleton rows at
 * once; a page beyond the first is waited for, because past the end of the list it goes back to
 * page 1. A filter the address got wrong is said, not sent. A failure says so in a toast and
 * leaves the list empty (an ended session says nothing: the layout goes to the login).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = pageParam(params);
  const filters = leadFiltersFromParams(params);
  const opts = { auth: true, signal: request.signal };
  const checked = checkWith(leadListQuery, { ...Object.fromEntries(params), page });
  const invalid = checked.ok ? null : checked.error;
  const staff = settle("staff", api("GET", "/api/leads/staff", undefined, opts));
  const categories = settle("categories", api("GET", "/api/categories", undefined, { signal: request.signal }));
  const query = leadFilterQuery(filters, { page: String(page), limit: String(INQUIRIES_PAGE_SIZE) });
  const read: Promise<LeadList> = invalid
    ? Promise.resolve({ ok: false })
    : settle("inquiries", api("GET", `/api/leads?${query}`, undefined, opts)).then((result) => {
        if (!result.ok && !result.quiet && !request.signal.aborted) toast.error("Failed to load leads");
        return result;
      });
  const { list } = await pageOfList(request, page, read);
  return { page, filters, invalid, list, staff, categories };
}
clientLoader.hydrate = true as const;

/** "New lead" and "Create lead" on a message (whichever screen its dialog is on) post here. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return runNewLead(request);
}

/** Wide-screen columns; below xl each row stacks with its labels. */
const columns =
  "xl:grid xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1.1fr)_minmax(0,0.8fr)_minmax(0,0.9fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,0.8fr)_minmax(0,1fr)_minmax(0,1.3fr)_auto] xl:items-center xl:gap-3";

/** Quote requests as leads: a paged list with its filters in the address, each one's details with a call and WhatsApp, and its lead page. */
export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  const { page, filters, invalid, list, staff, categories } = loaderData;
  const [, updateParams, shownParams] = useListParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [selected, setSelected] = useState<LeadSummary | null>(null);
  const [adding, setAdding] = useState(false);
  const { exporting, exportCsv } = useCsvExport("leads", "leads");
  // The filters' choices keep their last values while the list is read again.
  const staffRead = useSettled(staff);
  const categoriesRead = useSettled(categories);
  // Another page is being read (it is waited for before the address changes): show the skeleton.
  const changing = navigation.state === "loading" && navigation.location.pathname === pathname;
  const goTo = (p: number) => updateParams({ page: p }, { scrollToTop: true });
  const inquiries = inquiryList(setSelected);

  return (
    <InquiriesFrame
      action={
        <Button onClick={() => setAdding(true)} icon={<UserPlus aria-hidden="true" className="h-4 w-4" />}>
          New lead
        </Button>
      }
    >
      <LeadsToolbar
        // The controls show the filters being read at once (a ticked box stays ticked while its list loads).
        filters={leadFiltersFromParams(shownParams)}
        staff={staffRead?.ok ? staffRead.data.data : []}
        categories={categoriesRead?.ok ? categoriesRead.data.data : []}
        onFilters={updateParams}
        onExport={() => void exportCsv(`/api/leads/export?${leadFilterQuery(filters)}`)}
        exporting={exporting}
      />
      {invalid ? (
        <Card as="p" role="alert" className="p-6 text-red-700">
          {invalid}
        </Card>
      ) : changing ? (
        <ColumnSkeleton spec={inquiries} />
      ) : (
        <Suspense key={`${page}?${leadFilterQuery(filters)}`} fallback={<ColumnSkeleton spec={inquiries} />}>
          <Await resolve={list}>
            {(result) => {
              const items = result.ok && Array.isArray(result.data.data) ? result.data.data : [];
              const total = result.ok ? Number(result.data.pagination?.total ?? items.length) || 0 : 0;
              const more = result.ok && result.data.capped ? "+" : "";
              return (
                <>
                  <ColumnTable spec={inquiries}>
                    {items.length === 0 ? (
                      <p className="px-5 py-12 text-center text-gray-600">{hasLeadFilters(filters) ? "No leads match these filters" : "No inquiries found"}</p>
                    ) : (
                      <ColumnRows spec={inquiries} items={items} />
                    )}
                  </ColumnTable>
                  {total > 0 ? (
                    <ListFooter page={page} pageSize={INQUIRIES_PAGE_SIZE} shown={items.length} total={total} label="Inquiries pages" onPageChange={goTo}>
                      {more}
                    </ListFooter>
                  ) : null}
                </>
              );
            }}
          </Await>
        </Suspense>
      )}
      <InquiryDetailsDialog inquiry={selected} onClose={() => setSelected(null)} />
      <NewLeadDialog open={adding} onClose={() => setAdding(false)} />
    </InquiriesFrame>
  );
}

/** The heading, the way back and "New lead", which every state of the screen keeps. */
function InquiriesFrame({ children, action }: { children: React.ReactNode; action: React.ReactNode }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start gap-3">
        <Link
          to="/admin/dashboard"
          aria-label="Back to dashboard"
          className="mt-1 rounded-lg p-2 text-gray-700 ring-1 ring-gray-200 hover:bg-white hover:text-brand-800"
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </Link>
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">All Inquiries</h1>
          <p className="mt-1 text-gray-600">Manage customer inquiries and requests</p>
        </div>
        <div className="ml-auto">{action}</div>
      </div>
      {children}
    </div>
  );
}

/** The list's columns; "View" opens the inquiry's details. */
function inquiryList(onView: (inquiry: LeadSummary) => void): ColumnListSpec<LeadSummary> {
  return {
    names: { card: "Inquiries", list: "Inquiries", loading: "Loading leads", testId: "inquiry-skeleton" },
    layout: { wide: "xl", grid: columns },
    key: (inq) => inq.id,
    rowClassName: (inq) => inq.overdue && "border-l-4 border-red-600 bg-red-50/40",
    columns: [
      {
        label: "Customer",
        className: "col-span-2 xl:col-span-1",
        labelClassName: "sr-only",
        valueClassName: "truncate text-base font-semibold text-ink xl:text-sm",
        skeleton: "h-4 w-32 bg-gray-200",
        value: (inq) => (
          <Link to={`/admin/inquiries/${inq.id}`} className="hover:text-brand-800 hover:underline">
            {inq.name}
          </Link>
        ),
      },
      {
        label: "Category",
        className: "min-w-0",
        valueClassName: "truncate text-gray-800",
        skeleton: "h-4 w-28 bg-gray-100",
        value: (inq) => inq.category_name || "—",
      },
      {
        label: "Source",
        className: "min-w-0",
        valueClassName: "truncate text-gray-800",
        skeleton: "h-4 w-16 bg-gray-100",
        value: (inq) => LEAD_SOURCE_LABELS[inq.source],
      },
      { label: "Quantity", valueClassName: "text-gray-800", skeleton: "h-4 w-20 bg-gray-100", value: (inq) => formatQuantity(inq.quantity, inq.unit) },
      {
        label: "Mobile",
        valueClassName: "text-gray-800",
        skeleton: "h-4 w-28 bg-gray-100",
        value: (inq) => (
          <>
            {inq.countryCode} {inq.mobno}
          </>
        ),
      },
      {
        label: "Date",
        valueClassName: "text-gray-800",
        skeleton: "h-4 w-32 bg-gray-100",
        value: (inq) => <time dateTime={inq.created_at}>{formatDateTime(inq.created_at)}</time>,
      },
      { label: "Stage", skeleton: "h-4 w-16 bg-gray-100", value: (inq) => <StageBadge stage={inq.stage} /> },
      {
        label: "Assigned to",
        className: "min-w-0",
        valueClassName: "truncate text-gray-800",
        skeleton: "h-4 w-20 bg-gray-100",
        value: (inq) => inq.assigned_to?.name ?? "Nobody",
      },
      { label: "Next follow-up", valueClassName: "text-gray-800", skeleton: "h-4 w-24 bg-gray-100", value: (inq) => <FollowUpText lead={inq} /> },
    ],
    action: {
      head: "Action",
      headClassName: "w-20 text-right",
      className: "col-span-2 xl:col-span-1 xl:w-20 xl:text-right",
      skeleton: "h-8 w-20 bg-gray-100",
      render: (inq) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onView(inq)}
          aria-label={`View inquiry from ${inq.name}`}
          icon={<Eye aria-hidden="true" className="h-4 w-4" />}
        >
          View
        </Button>
      ),
    },
  };
}
