import { ArrowLeft, Eye } from "lucide-react";
import { Suspense, useState } from "react";
import { Await, Link, useLocation, useNavigation } from "react-router";
import type { InquiryDto, InquiryListAnswer } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { InquiryDetailsDialog } from "~/components/admin/inquiry-details-dialog";
import { backToFirstPage, pageParam, settle, useListParams, type Loaded } from "~/components/admin/route-data";
import { Button } from "~/components/ui/button";
import { Pager } from "~/components/ui/pager";
import { api } from "~/lib/api";
import { cn } from "~/lib/cn";
import { formatDateTime, formatQuantity } from "~/lib/format";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/inquiries";

export const meta = () => adminMeta("All Inquiries");

const INQUIRIES_PAGE_SIZE = 20;
const SKELETON_ROWS = 5;

type InquiryList = Loaded<InquiryListAnswer>;

/**
 * The address's page of quote requests, newest first. Handed over unresolved so the screen shows
 * its skeleton rows at once; a page beyond the first is waited for, because past the end of the
 * list it goes back to page 1. A failure says so in a toast and leaves the list empty (an ended
 * session says nothing: the layout goes to the login).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = pageParam(new URL(request.url).searchParams);
  const read = settle(
    "inquiries",
    api<InquiryListAnswer>("GET", `/api/inquiries?page=${page}&limit=${INQUIRIES_PAGE_SIZE}`, undefined, { auth: true, signal: request.signal }),
  ).then((result) => {
    if (!result.ok && !result.quiet && !request.signal.aborted) toast.error("Failed to load inquiries");
    return result;
  });
  let list: InquiryList | Promise<InquiryList> = read;
  if (page > 1) {
    list = await read;
    backToFirstPage(request, page, list);
  }
  return { page, list };
}
clientLoader.hydrate = true as const;

/** Desktop columns; below md each row stacks with its labels. */
const columns = "md:grid md:grid-cols-[minmax(0,1.4fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1.4fr)_auto] md:items-center md:gap-4";

/** Quote requests: a paged list (the page in the address) and each one's details with a call and WhatsApp. */
export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  const { page, list } = loaderData;
  const [, updateParams] = useListParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [selected, setSelected] = useState<InquiryDto | null>(null);
  // Another page is being read (it is waited for before the address changes): show the skeleton.
  const changing = navigation.state === "loading" && navigation.location.pathname === pathname;
  const goTo = (p: number) => updateParams({ page: p }, { scrollToTop: true });

  return (
    <InquiriesFrame>
      {changing ? (
        <InquirySkeleton />
      ) : (
        <Suspense key={page} fallback={<InquirySkeleton />}>
          <Await resolve={list}>
            {(result) => {
              const items = result.ok && Array.isArray(result.data.data) ? result.data.data : [];
              const total = result.ok ? Number(result.data.total_count ?? items.length) || 0 : 0;
              return (
                <>
                  <InquiryTable>
                    {items.length === 0 ? (
                      <p className="px-5 py-12 text-center text-gray-600">No inquiries found</p>
                    ) : (
                      <InquiryRows items={items} onView={setSelected} />
                    )}
                  </InquiryTable>
                  {total > 0 ? (
                    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
                      <p className="text-sm text-gray-600">
                        Showing {(page - 1) * INQUIRIES_PAGE_SIZE + 1}–{(page - 1) * INQUIRIES_PAGE_SIZE + items.length} of {total}
                      </p>
                      <Pager page={page} totalPages={Math.ceil(total / INQUIRIES_PAGE_SIZE)} onPageChange={goTo} label="Inquiries pages" />
                    </div>
                  ) : null}
                </>
              );
            }}
          </Await>
        </Suspense>
      )}
      <InquiryDetailsDialog inquiry={selected} onClose={() => setSelected(null)} />
    </InquiriesFrame>
  );
}

/** The heading and the way back, which every state of the screen keeps. */
function InquiriesFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="space-y-6">
      <div className="flex items-start gap-3">
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
      </div>
      {children}
    </div>
  );
}

/** The list's card with its column headings (desktop). */
function InquiryTable({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="inquiries-list-title" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <h2 id="inquiries-list-title" className="sr-only">
        Inquiries
      </h2>
      <div
        aria-hidden="true"
        className={cn("hidden border-b border-gray-200 bg-gray-50 px-5 py-3 text-xs font-semibold tracking-wide text-gray-600 uppercase", columns)}
      >
        <span>Customer</span>
        <span>Category</span>
        <span>Quantity</span>
        <span>Mobile</span>
        <span>Date</span>
        <span className="w-20 text-right">Action</span>
      </div>
      {children}
    </section>
  );
}

function InquirySkeleton() {
  return (
    <InquiryTable>
      <ul aria-busy="true" aria-label="Loading inquiries" className="divide-y divide-gray-100">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <li key={i} data-testid="inquiry-skeleton" className={cn("animate-pulse space-y-2 px-5 py-4 md:space-y-0", columns)}>
            <div className="h-4 w-32 rounded bg-gray-200" />
            <div className="h-4 w-28 rounded bg-gray-100" />
            <div className="h-4 w-20 rounded bg-gray-100" />
            <div className="h-4 w-28 rounded bg-gray-100" />
            <div className="h-4 w-32 rounded bg-gray-100" />
            <div className="h-8 w-20 rounded bg-gray-100" />
          </li>
        ))}
      </ul>
    </InquiryTable>
  );
}

function InquiryRows({ items, onView }: { items: InquiryDto[]; onView: (inquiry: InquiryDto) => void }) {
  return (
    <ul aria-label="Inquiries" className="divide-y divide-gray-100">
      {items.map((inq) => (
        <li key={inq.id} className={cn("grid grid-cols-2 gap-x-4 gap-y-2 px-5 py-4 text-sm", columns)}>
          <dl className="contents">
            <div className="col-span-2 md:col-span-1">
              <dt className="sr-only">Customer</dt>
              <dd className="truncate text-base font-semibold text-ink md:text-sm">{inq.name}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-gray-600 md:sr-only">Category</dt>
              <dd className="truncate text-gray-800">{inq.category_name || "—"}</dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 md:sr-only">Quantity</dt>
              <dd className="text-gray-800">{formatQuantity(inq.quantity, inq.unit)}</dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 md:sr-only">Mobile</dt>
              <dd className="text-gray-800">
                {inq.countryCode} {inq.mobno}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 md:sr-only">Date</dt>
              <dd className="text-gray-800">
                <time dateTime={inq.created_at}>{formatDateTime(inq.created_at)}</time>
              </dd>
            </div>
          </dl>
          <div className="col-span-2 md:col-span-1 md:w-20 md:text-right">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onView(inq)}
              aria-label={`View inquiry from ${inq.name}`}
              icon={<Eye aria-hidden="true" className="h-4 w-4" />}
            >
              View
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
