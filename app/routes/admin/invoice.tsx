import { Await } from "react-router";
import { formatDate } from "#schemas/format";
import type { InvoiceDto } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { LoadFailed, RecordNotFound, RecordScreen } from "~/components/admin/list-states";
import { HsnSummary, InvoiceActions, InvoiceFacts, InvoiceItems, InvoiceStateBadge, InvoiceTotals } from "~/features/invoices";
import { useAdminUser } from "~/lib/admin-session";
import { api, ApiError } from "~/lib/api";
import type { Route } from "./+types/invoice";

export const meta = () => adminMeta("Invoice");

type Loaded = { ok: true; invoice: InvoiceDto } | { ok: false; notFound?: boolean };

/** The invoice /admin/invoices/:id (handed over unresolved: the spinner shows at once). */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  const page: Promise<Loaded> =
    Number.isInteger(id) && id > 0
      ? api("GET", `/api/invoices/${id}`, undefined, { auth: true, signal: request.signal }).then(
          (answer) => ({ ok: true as const, invoice: answer.data }),
          (err: unknown) => {
            if (err instanceof ApiError && err.status === 404) return { ok: false as const, notFound: true };
            if (!(err instanceof ApiError && err.status === 401)) console.error("Failed to load the invoice", err);
            return { ok: false as const };
          },
        )
      : Promise.resolve({ ok: false, notFound: true });
  return { page };
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  return (
    <RecordScreen backTo="/admin/invoices" back="Back to invoices" loading="Loading invoice...">
      <Await resolve={loaderData.page}>
        {(loaded) => {
          if (loaded.ok) return <Invoice invoice={loaded.invoice} />;
          if (loaded.notFound) return <RecordNotFound title="Invoice not found" text="This invoice does not exist." />;
          return <LoadFailed message="Failed to load the invoice" />;
        }}
      </Await>
    </RecordScreen>
  );
}

/** One tax invoice as issued; what is received against it belongs below its totals. */
function Invoice({ invoice: i }: { invoice: InvoiceDto }) {
  const isAdmin = useAdminUser()?.role === "admin";
  return (
    <>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{i.number}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-gray-600">
          <InvoiceStateBadge state={i.state} />
          <span>
            Tax invoice · {i.customer_name}
            {i.company ? `, ${i.company}` : ""}
          </span>
        </p>
        {i.status === "cancelled" ? (
          <p className="mt-2 text-gray-800">
            Cancelled{i.cancelled_at ? ` on ${formatDate(i.cancelled_at)}` : ""}: {i.cancel_reason}
          </p>
        ) : null}
      </div>
      <InvoiceActions invoice={i} isAdmin={isAdmin} />
      <InvoiceFacts invoice={i} />
      <InvoiceItems invoice={i} />
      <HsnSummary invoice={i} />
      <InvoiceTotals invoice={i} />
    </>
  );
}
