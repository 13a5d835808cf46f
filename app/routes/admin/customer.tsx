import { Await, Link } from "react-router";
import { formatCountOf, formatDate } from "#schemas/format";
import type { CustomerDto, CustomerTimelineEntry } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { LoadFailed, RecordNotFound, RecordScreen } from "~/components/admin/list-states";
import { settle, type Loaded } from "~/components/admin/route-data";
import { parseCustomerRequest, runCustomerRequest, type CustomerResult } from "~/features/customers/customer-action";
import { CustomerDetails } from "~/features/customers/customer-details";
import { CustomerSites } from "~/features/customers/customer-sites";
import { CustomerTimeline } from "~/features/customers/customer-timeline";
import { isPaymentRequest, loadPayments, PaymentsSection, runPaymentRequest, type PaymentResult } from "~/features/payments";
import { CustomerStatement, statementRangeQuery } from "~/features/receivables/customer-statement";
import { isReminderRequest, runReminderRequest, type ReminderResult } from "~/features/receivables/reminder-action";
import { api, ApiError } from "~/lib/api";
import type { Route } from "./+types/customer";

export const meta = () => adminMeta("Customer");

type Start = { ok: true; customer: CustomerDto } | { ok: false; notFound?: boolean; quiet?: boolean };

/** The customer with its sites, its timeline and its payments: one promise for the page, so all show together. */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const opts = { auth: true as const, signal: request.signal };
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0)
    return {
      page: Promise.resolve([{ ok: false, notFound: true }, { ok: false, quiet: true }, null, { ok: false, quiet: true }] as const),
    };
  const customer: Promise<Start> = api("GET", `/api/customers/${id}`, undefined, opts).then(
    (a) => ({ ok: true, customer: a.data }),
    async (err: unknown) => {
      if (err instanceof ApiError && err.status === 404) return { ok: false, notFound: true };
      const settled = await settle("the customer", Promise.reject(err));
      return { ok: false, quiet: !settled.ok && settled.quiet };
    },
  );
  const timeline: Promise<Loaded<CustomerTimelineEntry[]>> = settle(
    "the customer's timeline",
    api("GET", `/api/customers/${id}/timeline`, undefined, opts).then((a) => a.data),
  );
  const range = statementRangeQuery(new URL(request.url).searchParams);
  const statement = settle(
    "the statement",
    api("GET", `/api/receivables/${id}/statement?${range}`, undefined, opts).then((a) => a.data),
  );
  return { page: Promise.all([customer, timeline, loadPayments({ customerId: id }, request.signal), statement]) };
}

export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<CustomerResult | PaymentResult | ReminderResult> {
  const body: unknown = await request.json();
  if (isPaymentRequest(body)) return runPaymentRequest(body, request.signal);
  if (isReminderRequest(body)) return runReminderRequest(body, request.signal);
  return runCustomerRequest(Number(params.id), parseCustomerRequest(body), request.signal);
}

/** A customer's page: its details (editable), its delivery sites, its payments, its statement of account, and its timeline. */
export default function CustomerPage({ loaderData }: Route.ComponentProps) {
  return (
    <RecordScreen backTo="/admin/customers" back="Back to customers" loading="Loading customer...">
      <Await resolve={loaderData.page}>
        {([start, timeline, payments, statement]) => {
          if (!start.ok) return start.notFound ? <NotFound /> : start.quiet ? null : <LoadFailed message="Failed to load the customer" />;
          const c = start.customer;
          return (
            <>
              <div className="min-w-0">
                <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{c.name}</h1>
                <p className="mt-1 text-gray-600">
                  {c.company ? `${c.company} · ` : ""}
                  {formatCountOf(c.orders, "order")} · added <time dateTime={c.created_at}>{formatDate(c.created_at)}</time>
                </p>
              </div>
              <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] xl:items-start">
                <div className="min-w-0 space-y-6">
                  <CustomerDetails key={c.id} customer={c} />
                  <CustomerSites customer={c} />
                  <PaymentsSection customerId={c.id} data={payments} />
                  <CustomerStatement customerId={c.id} statement={statement} />
                </div>
                {timeline.ok ? <CustomerTimeline entries={timeline.data} /> : timeline.quiet ? null : <LoadFailed message="Failed to load the timeline" />}
              </div>
            </>
          );
        }}
      </Await>
    </RecordScreen>
  );
}

function NotFound() {
  return (
    <RecordNotFound title="Customer not found" text="This customer does not exist.">
      <Link to="/admin/customers" className="mt-4 inline-block font-medium text-brand-700 hover:underline">
        All customers
      </Link>
    </RecordNotFound>
  );
}
