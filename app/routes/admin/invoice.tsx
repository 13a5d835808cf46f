import { Await } from "react-router";
import { formatDate } from "#schemas/format";
import type { InvoiceDto } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { LoadFailed, RecordNotFound, RecordScreen } from "~/components/admin/list-states";
import { HsnSummary, InvoiceActions, InvoiceFacts, InvoiceItems, InvoiceStateBadge, InvoiceTotals } from "~/features/invoices";
import { useAdminUser } from "~/lib/admin-session";
import { isPaymentRequest, loadPayments, PaymentsSection, runPaymentRequest, type PaymentResult, type PaymentsData } from "~/features/payments";
import { api, ApiError } from "~/lib/api";
import { DocumentHeading } from "~/components/admin/document-page";
import type { Route } from "./+types/invoice";

export const meta = () => adminMeta("Invoice");

type Loaded = { ok: true; invoice: InvoiceDto; payments: PaymentsData | null } | { ok: false; notFound?: boolean };

/** The invoice /admin/invoices/:id (handed over unresolved: the spinner shows at once). */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  const page: Promise<Loaded> =
    Number.isInteger(id) && id > 0
      ? api("GET", `/api/invoices/${id}`, undefined, { auth: true, signal: request.signal }).then(
          async (answer) => ({
            ok: true as const,
            invoice: answer.data,
            payments: await loadPayments({ customerId: answer.data.customer_id, invoiceId: id }, request.signal),
          }),
          (err: unknown) => {
            if (err instanceof ApiError && err.status === 404) return { ok: false as const, notFound: true };
            if (!(err instanceof ApiError && err.status === 401)) console.error("Failed to load the invoice", err);
            return { ok: false as const };
          },
        )
      : Promise.resolve({ ok: false, notFound: true });
  return { page };
}

/** Recording, applying and deleting payments from the invoice's Payments section; the page then reads the invoice again. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<PaymentResult | null> {
  const body: unknown = await request.json();
  return isPaymentRequest(body) ? runPaymentRequest(body, request.signal) : null;
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  return (
    <RecordScreen backTo="/admin/invoices" back="Back to invoices" loading="Loading invoice...">
      <Await resolve={loaderData.page}>
        {(loaded) => {
          if (loaded.ok) return <Invoice invoice={loaded.invoice} payments={loaded.payments} />;
          if (loaded.notFound) return <RecordNotFound title="Invoice not found" text="This invoice does not exist." />;
          return <LoadFailed message="Failed to load the invoice" />;
        }}
      </Await>
    </RecordScreen>
  );
}

/** One tax invoice as issued, and below its totals the payments received against it. */
function Invoice({ invoice: i, payments }: { invoice: InvoiceDto; payments: PaymentsData | null }) {
  const isAdmin = useAdminUser()?.role === "admin";
  return (
    <>
      <DocumentHeading
        number={i.number}
        badge={<InvoiceStateBadge state={i.state} />}
        after={
          i.status === "cancelled" ? (
            <p className="mt-2 text-gray-800">
              Cancelled{i.cancelled_at ? ` on ${formatDate(i.cancelled_at)}` : ""}: {i.cancel_reason}
            </p>
          ) : null
        }
      >
        <span>
          Tax invoice · {i.customer_name}
          {i.company ? `, ${i.company}` : ""}
        </span>
      </DocumentHeading>
      <InvoiceActions invoice={i} isAdmin={isAdmin} />
      <InvoiceFacts invoice={i} />
      <InvoiceItems invoice={i} />
      <HsnSummary invoice={i} />
      <InvoiceTotals invoice={i} />
      {i.status === "issued" ? <PaymentsSection customerId={i.customer_id} invoiceId={i.id} data={payments} /> : null}
    </>
  );
}
