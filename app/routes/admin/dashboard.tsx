import { ArrowRight, ClipboardList, Mail, Package, PlusCircle, type LucideIcon } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { Await, Link, useNavigate } from "react-router";
import type { InquiryDto, InquiryListAnswer, MessageListAnswer, ProductCountAnswer } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { settle } from "~/components/admin/route-data";
import { buttonClass } from "~/components/ui/button";
import { useAdminUser } from "~/lib/admin-session";
import { api } from "~/lib/api";
import { formatCount, formatDate, formatQuantity } from "~/lib/format";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/dashboard";

export const meta = () => adminMeta("Dashboard");

const RECENT_LIMIT = 6;

/** A count that could not be read is null (shown as a dash). */
type Count = number | null;

/**
 * The three counters and the recent quote requests, each handed over unresolved so every card
 * shows its own placeholder until its number arrives. One read of the inquiries gives both their
 * total and the newest six.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const opts = { auth: true, signal: request.signal };
  const countOf = async <T,>(what: string, read: Promise<T>, pick: (answer: T) => number | undefined): Promise<Count> => {
    const result = await settle(what, read);
    return result.ok ? (pick(result.data) ?? 0) : null;
  };
  const inquiries = settle("recent inquiries", api<InquiryListAnswer>("GET", `/api/inquiries?limit=${RECENT_LIMIT}`, undefined, opts));
  return {
    messages: countOf("the message count", api<MessageListAnswer>("GET", "/api/contact?limit=1", undefined, opts), (a) => a.pagination?.total),
    products: countOf("the product count", api<ProductCountAnswer>("GET", "/api/products/count", undefined, opts), (a) => a.count),
    inquiryCount: inquiries.then((r): Count => (r.ok ? (r.data.total_count ?? 0) : null)),
    recent: inquiries.then((r): InquiryDto[] | null => (r.ok ? (r.data.data ?? []) : null)),
  };
}
clientLoader.hydrate = true as const;

/** The counters, the recent quote requests and the quick actions; each card shows its placeholder until its number arrives. */
export default function AdminDashboard({ loaderData: data }: Route.ComponentProps) {
  const user = useAdminUser();
  const navigate = useNavigate();

  const go = (to: string, message: string) => {
    toast.info(message);
    navigate(to);
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-gray-600">{user?.name ? `Welcome back, ${user.name}` : "Welcome back"}</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Messages" value={data.messages} icon={Mail} to="/admin/messages" />
        <StatCard label="Products" value={data.products} icon={Package} to="/admin/products" />
        <StatCard label="Inquiries" value={data.inquiryCount} icon={ClipboardList} to="/admin/inquiries" />
      </div>

      {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: the one-line (truncated) inquiry rows
          would otherwise size the column to their full text and push the page wider than a phone. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section aria-labelledby="recent-inquiries-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 lg:col-span-2">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id="recent-inquiries-title" className="text-lg font-semibold text-ink">
              Recent Inquiries
            </h2>
            <Link
              to="/admin/inquiries"
              className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
            >
              Show More
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </div>
          <Pending value={data.recent} fallback={<RecentInquiriesLoading />}>
            {(items) => <RecentInquiries items={items} />}
          </Pending>
        </section>

        <section aria-labelledby="quick-actions-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
          <h2 id="quick-actions-title" className="mb-4 text-lg font-semibold text-ink">
            Quick Actions
          </h2>
          <div className="space-y-3">
            <button
              type="button"
              onClick={() => go("/admin/add-product", "Navigating to Add Product...")}
              className={buttonClass({ size: "lg", className: "w-full" })}
            >
              <PlusCircle aria-hidden="true" className="h-5 w-5" />
              Add Product
            </button>
            <button
              type="button"
              onClick={() => go("/admin/messages", "Navigating to Messages...")}
              className={buttonClass({ variant: "secondary", size: "lg", className: "w-full" })}
            >
              <Mail aria-hidden="true" className="h-5 w-5" />
              Check Messages
            </button>
          </div>
        </section>
      </div>
    </div>
  );
}

/** `children` with the value once it is there; `fallback` while it is read. */
function Pending<T>({ value, fallback, children }: { value: Promise<T>; fallback: ReactNode; children: (value: T) => ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value}>{children}</Await>
    </Suspense>
  );
}

function StatCard({ label, value, icon: Icon, to }: { label: string; value: Promise<Count>; icon: LucideIcon; to: string }) {
  const id = `stat-${label.toLowerCase().replace(/\W+/g, "-")}`;
  const frame = (busy: boolean, shown: ReactNode) => (
    <section aria-labelledby={id} aria-busy={busy} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-sm font-medium text-gray-600">
            {label}
          </h2>
          {shown}
        </div>
        <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
      </div>
      <Link to={to} className="mt-3 inline-block rounded text-sm font-medium text-brand-700 hover:underline">
        View {label.toLowerCase()}
        <span className="sr-only"> list</span>
      </Link>
    </section>
  );
  const loading = frame(
    true,
    <p className="mt-2">
      <span aria-hidden="true" className="block h-8 w-16 animate-pulse rounded bg-gray-200" />
      <span className="sr-only">Loading</span>
    </p>,
  );
  return (
    <Pending value={value} fallback={loading}>
      {(count) =>
        frame(
          false,
          <p className="mt-2 text-3xl font-bold text-ink" data-testid="stat-value">
            {count === null ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">Not available</span>
              </>
            ) : (
              formatCount(count)
            )}
          </p>,
        )
      }
    </Pending>
  );
}

function RecentInquiriesLoading() {
  return (
    <ul aria-busy="true" aria-label="Loading recent inquiries" className="divide-y divide-gray-100">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="flex animate-pulse items-center justify-between gap-4 py-3">
          <div className="space-y-2">
            <div className="h-4 w-36 rounded bg-gray-200" />
            <div className="h-3 w-48 rounded bg-gray-100" />
          </div>
          <div className="h-3 w-20 rounded bg-gray-100" />
        </li>
      ))}
    </ul>
  );
}

function RecentInquiries({ items }: { items: InquiryDto[] | null }) {
  if (items === null || items.length === 0) {
    return <p className="py-6 text-center text-gray-600">{items === null ? "Could not load recent inquiries" : "No inquiries yet"}</p>;
  }
  return (
    <ul aria-label="Recent inquiries" className="divide-y divide-gray-100">
      {items.slice(0, RECENT_LIMIT).map((inq) => (
        <li key={inq.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <p className="truncate font-medium text-ink">{inq.name}</p>
            <p className="truncate text-sm text-gray-600">
              {inq.product_name || "Product removed"} · {formatQuantity(inq.quantity, inq.unit)}
            </p>
          </div>
          <p className="shrink-0 text-sm text-gray-600">
            <time dateTime={inq.created_at}>{formatDate(inq.created_at)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
