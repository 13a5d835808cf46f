import { ArrowLeft, Eye } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { InquiryDto, InquiryListAnswer } from "#schemas/wire";
import { formatDateTime, formatQuantity } from "~/lib/format";
import { adminMeta } from "~/components/admin/admin-meta";
import { InquiryDetailsDialog } from "~/components/admin/inquiry-details-dialog";
import { useAbortableLoad } from "~/components/admin/use-admin-data";
import { Pager } from "~/components/ui/pager";
import { api } from "~/lib/api";
import { toast } from "~/lib/toast";

export const meta = () => adminMeta("All Inquiries");

const INQUIRIES_PAGE_SIZE = 20;
const SKELETON_ROWS = 5;

type State = { status: "loading" } | { status: "ready"; items: InquiryDto[]; total: number };

/** Desktop columns; below md each row stacks with its labels. */
const columns = "md:grid md:grid-cols-[minmax(0,1.4fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1.4fr)_auto] md:items-center md:gap-4";

export default function AdminInquiries() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const [state, setState] = useState<State>({ status: "loading" });
  const [selected, setSelected] = useState<InquiryDto | null>(null);

  useAbortableLoad(
    "inquiries",
    async (signal) => {
      setState({ status: "loading" });
      const answer = await api<InquiryListAnswer>("GET", `api/inquiries?page=${page}&limit=${INQUIRIES_PAGE_SIZE}`, undefined, { auth: true, signal });
      const items = Array.isArray(answer?.data) ? answer.data : [];
      const total = Number(answer?.total_count ?? items.length) || 0;
      // A page past the end (after deletions, or a stale link) goes back to the first.
      if (items.length === 0 && total > 0 && page > 1) {
        setParams({}, { replace: true });
        return;
      }
      setState({ status: "ready", items, total });
    },
    () => {
      toast.error("Failed to load inquiries");
      setState({ status: "ready", items: [], total: 0 });
    },
    [page, setParams],
  );

  const totalPages = state.status === "ready" ? Math.ceil(state.total / INQUIRIES_PAGE_SIZE) : 0;
  const goTo = (p: number) => {
    setParams(p > 1 ? { page: String(p) } : {});
    window.scrollTo({ top: 0 });
  };

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

      <section aria-labelledby="inquiries-list-title" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
        <h2 id="inquiries-list-title" className="sr-only">
          Inquiries
        </h2>
        <div
          aria-hidden="true"
          className={`hidden border-b border-gray-200 bg-gray-50 px-5 py-3 text-xs font-semibold tracking-wide text-gray-600 uppercase ${columns}`}
        >
          <span>Customer</span>
          <span>Category</span>
          <span>Quantity</span>
          <span>Mobile</span>
          <span>Date</span>
          <span className="w-20 text-right">Action</span>
        </div>

        {state.status === "loading" ? (
          <ul aria-busy="true" aria-label="Loading inquiries" className="divide-y divide-gray-100">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <li key={i} data-testid="inquiry-skeleton" className={`animate-pulse space-y-2 px-5 py-4 md:space-y-0 ${columns}`}>
                <div className="h-4 w-32 rounded bg-gray-200" />
                <div className="h-4 w-28 rounded bg-gray-100" />
                <div className="h-4 w-20 rounded bg-gray-100" />
                <div className="h-4 w-28 rounded bg-gray-100" />
                <div className="h-4 w-32 rounded bg-gray-100" />
                <div className="h-8 w-20 rounded bg-gray-100" />
              </li>
            ))}
          </ul>
        ) : state.items.length === 0 ? (
          <p className="px-5 py-12 text-center text-gray-600">No inquiries found</p>
        ) : (
          <ul aria-label="Inquiries" className="divide-y divide-gray-100">
            {state.items.map((inq) => (
              <li key={inq.id} className={`grid grid-cols-2 gap-x-4 gap-y-2 px-5 py-4 text-sm ${columns}`}>
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
                  <button
                    type="button"
                    onClick={() => setSelected(inq)}
                    aria-label={`View inquiry from ${inq.name}`}
                    className="inline-flex items-center gap-1.5 rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:border-brand-600 hover:text-brand-800"
                  >
                    <Eye aria-hidden="true" className="h-4 w-4" />
                    View
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {state.status === "ready" && state.total > 0 ? (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
          <p className="text-sm text-gray-600">
            Showing {(page - 1) * INQUIRIES_PAGE_SIZE + 1}–{(page - 1) * INQUIRIES_PAGE_SIZE + state.items.length} of {state.total}
          </p>
          <Pager page={page} totalPages={totalPages} onPageChange={goTo} label="Inquiries pages" />
        </div>
      ) : null}

      <InquiryDetailsDialog inquiry={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
