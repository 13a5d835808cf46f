import { ArrowRight, ClipboardList, Mail, Package, PlusCircle, type LucideIcon } from "lucide-react";
import { useMemo } from "react";
import { Link, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import type { InquiryDto } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { PageHeader } from "~/components/admin/page-header";
import { cardLinkClass, NoFigure, Pending, StatCard } from "~/components/admin/dashboard-card";
import { FollowUpCards, InquiryHeadline, LeadStatCards } from "~/features/leads/lead-dashboard";
import { LeadsChartCard } from "~/features/leads/leads-chart";
import { LeadsBySourceCard } from "~/features/leads/leads-by-source";
import { OverdueReceivablesCard } from "~/features/receivables/overdue-card";
import { ThrottledSignInsNotice } from "~/features/staff/throttled-sign-ins";
import { settle } from "~/components/admin/route-data";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { adminUserContext, useAdminUser } from "~/lib/admin-session";
import { api } from "~/lib/api";
import { formatCount, formatDate } from "#schemas/format";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/dashboard";

export const meta = () => adminMeta("Dashboard");

const RECENT_LIMIT = 6;

/** A count that could not be read is null (shown as a dash). */
type Count = number | null;

/**
 * The three counters, the recent quote requests and the lead desk's figures, each handed over
 * unresolved so every card shows its own placeholder until its number arrives. One read of the
 * inquiries gives both their total and the newest six; one read of GET /api/leads/dashboard gives
 * the follow-ups, the lead counters and the weekly chart (null when it failed). An admin also reads
 * the accounts whose sign-ins are throttled account-wide (none for a manager, or when it failed).
 */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const opts = { auth: true, signal: request.signal };
  const countOf = async <T,>(what: string, read: Promise<T>, pick: (answer: T) => number | undefined): Promise<Count> => {
    const result = await settle(what, read);
    return result.ok ? (pick(result.data) ?? 0) : null;
  };
  const inquiries = settle("recent inquiries", api("GET", `/api/inquiries?limit=${RECENT_LIMIT}`, undefined, opts));
  return {
    messages: countOf("the message count", api("GET", "/api/contact?limit=1", undefined, opts), (a) => a.pagination?.total),
    products: countOf("the product count", api("GET", "/api/products/count", undefined, opts), (a) => a.count),
    inquiryCount: inquiries.then((r): Count => (r.ok ? (r.data.total_count ?? 0) : null)),
    recent: inquiries.then((r): InquiryDto[] | null => (r.ok ? (r.data.data ?? []) : null)),
    leads: settle("the lead figures", api("GET", "/api/leads/dashboard", undefined, opts)).then((r) => (r.ok ? r.data.data : null)),
    overdue: settle("the overdue receivables", api("GET", "/api/receivables/overdue", undefined, opts)).then((r) => (r.ok ? r.data.data : null)),
    throttled:
      context.get(adminUserContext).role === "admin"
        ? settle("the throttled sign-ins", api("GET", "/api/users/throttled-sign-ins", undefined, opts)).then((r) => (r.ok ? r.data.data : []))
        : Promise.resolve([]),
  };
}
clientLoader.hydrate = true as const;

/** Another split of the chart (`?split=`) is the same figures shown another way: nothing is read again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const withoutSplit = (url: URL) => {
    const p = new URLSearchParams(url.search);
    p.delete("split");
    return `${url.pathname}?${p}`;
  };
  if (!formMethod && withoutSplit(currentUrl) === withoutSplit(nextUrl)) return false;
  return defaultShouldRevalidate;
}

/**
 * The counters, the lead desk's counters and follow-ups, the recent quote requests (each opening
 * its lead), the quick actions and the leads per week; each card shows its placeholder until its
 * number arrives.
 */
export default function AdminDashboard({ loaderData: data }: Route.ComponentProps) {
  const user = useAdminUser();
  const navigate = useNavigate();
  // The same promise on every render of the same data (a new one would suspend the chart again: see FollowUpCards).
  const weekly = useMemo(() => data.leads.then((d) => d?.weekly ?? null), [data.leads]);

  const go = (to: string, message: string) => {
    toast.info(message);
    navigate(to);
  };

  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" subtitle={user?.name ? `Welcome back, ${user.name}` : "Welcome back"} />

      <ThrottledSignInsNotice accounts={data.throttled} />

      <div className="grid gap-4 sm:grid-cols-3">
        <CountCard label="Total Messages" value={data.messages} icon={Mail} to="/admin/messages" />
        <CountCard label="Products" value={data.products} icon={Package} to="/admin/products" />
        <CountCard label="Inquiries" value={data.inquiryCount} icon={ClipboardList} to="/admin/inquiries" />
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <LeadStatCards figures={data.leads} />
      </div>

      <FollowUpCards figures={data.leads} />

      {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: the one-line (truncated) inquiry rows
          would otherwise size the column to their full text and push the page wider than a phone. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card as="section" aria-labelledby="recent-inquiries-title" className="p-5 lg:col-span-2">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id="recent-inquiries-title" className="text-lg font-semibold text-ink">
              Recent Inquiries
            </h2>
            <Link to="/admin/inquiries" className={cardLinkClass("inline-flex items-center gap-1 text-sm")}>
              Show More
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </div>
          <Pending value={data.recent} fallback={<RecentInquiriesLoading />}>
            {(items) => <RecentInquiries items={items} />}
          </Pending>
        </Card>

        <Card as="section" aria-labelledby="quick-actions-title" className="p-5">
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
        </Card>
      </div>

      <LeadsChartCard weekly={weekly} />

      <LeadsBySourceCard figures={data.leads} />

      {/* grid-cols-1 as above: the card's truncated customer names must not size the column past a phone's width. */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <OverdueReceivablesCard overdue={data.overdue} />
      </div>
    </div>
  );
}

/** A count card of the spec's three: a dash ("Not available") when the count could not be read. */
function CountCard({ label, value, icon, to }: { label: string; value: Promise<Count>; icon: LucideIcon; to: string }) {
  return (
    <StatCard
      label={label}
      value={value}
      icon={icon}
      link={{
        to,
        text: (
          <>
            View {label.toLowerCase()}
            <span className="sr-only"> list</span>
          </>
        ),
      }}
    >
      {(count) => (count === null ? <NoFigure said="Not available" /> : formatCount(count))}
    </StatCard>
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
            <InquiryHeadline inquiry={inq} />
          </div>
          <p className="shrink-0 text-sm text-gray-600">
            <time dateTime={inq.created_at}>{formatDate(inq.created_at)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
