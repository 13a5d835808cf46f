import { useState } from "react";
import { Await, Link } from "react-router";
import { formatDate } from "#schemas/format";
import type { CustomerSite, OrderDto } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { LoadFailed, RecordNotFound, RecordScreen } from "~/components/admin/list-states";
import { Card } from "~/components/ui/card";
import { OrderDispatches } from "~/features/dispatch/order-dispatches";
import { OrderInvoices } from "~/features/invoices";
import { parseOrderRequest, runOrderRequest, type OrderResult } from "~/features/orders/order-action";
import { OrderActions } from "~/features/orders/order-actions";
import { OrderDetailsForm } from "~/features/orders/order-details-form";
import { NewOrderForm } from "~/features/orders/new-order-form";
import { OrderItems } from "~/features/orders/order-items";
import { OrderStatusBadge } from "~/features/orders/order-parts";
import { isPaymentRequest, loadPayments, PaymentsSection, runPaymentRequest, type PaymentResult, type PaymentsData } from "~/features/payments";
import { formatIsoDay } from "~/features/quotations/quotation-parts";
import { useAdminUser } from "~/lib/admin-session";
import { api, ApiError } from "~/lib/api";
import { DocumentHeading } from "~/components/admin/document-page";
import type { Route } from "./+types/order";

export const meta = ({ params }: Route.MetaArgs) => adminMeta(params.id ? "Order" : "New order");

type Start = { ok: true; order: OrderDto; sites: CustomerSite[]; payments: PaymentsData | null } | { ok: false; notFound?: boolean };

/** The order (/admin/orders/:id) with its customer's delivery sites; /admin/orders/new says where orders start. */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const opts = { auth: true as const, signal: request.signal };
  const id = Number(params.id);
  if (params.id === undefined) return { page: Promise.resolve(null) };
  const page: Promise<Start> =
    Number.isInteger(id) && id > 0
      ? (async () => {
          try {
            const order = (await api("GET", `/api/orders/${id}`, undefined, opts)).data;
            const [sites, payments] = await Promise.all([
              api("GET", `/api/orders/sites/${order.customer_id}`, undefined, opts).then((a) => a.data),
              loadPayments({ customerId: order.customer_id, orderId: order.id }, request.signal),
            ]);
            return { ok: true as const, order, sites, payments };
          } catch (err) {
            if (err instanceof ApiError && err.status === 404) return { ok: false as const, notFound: true };
            if (!(err instanceof ApiError && err.status === 401)) console.error("Failed to load the order", err);
            return { ok: false as const };
          }
        })()
      : Promise.resolve({ ok: false, notFound: true });
  return { page };
}

export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<OrderResult | PaymentResult> {
  const id = params.id !== undefined ? Number(params.id) : null;
  const body: unknown = await request.json();
  if (isPaymentRequest(body)) return runPaymentRequest(body, request.signal);
  return runOrderRequest(id, parseOrderRequest(body), request.signal);
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <RecordScreen backTo="/admin/orders" back="Back to orders" loading="Loading order...">
      <Await resolve={loaderData.page}>
        {(start) => {
          if (start === null) return <NewOrder />;
          if (!start.ok)
            return start.notFound ? (
              <RecordNotFound title="Order not found" text="This order does not exist." />
            ) : (
              <LoadFailed message="Failed to load the order" />
            );
          return <SavedOrder key={`${start.order.id}-${start.order.status}`} order={start.order} sites={start.sites} payments={start.payments} />;
        }}
      </Await>
    </RecordScreen>
  );
}

/** "New order" from scratch; most orders start from an accepted quotation or a lead ("Create order" there). */
function NewOrder() {
  return (
    <>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">New order</h1>
      <p className="text-gray-600">
        For a customer whose quotation was accepted, choose &quot;Create order&quot; on the{" "}
        <Link to="/admin/quotations?status=accepted" className="font-medium text-brand-700 hover:underline">
          accepted quotation
        </Link>{" "}
        instead: the order takes its items, rates and freight.
      </p>
      <NewOrderForm />
    </>
  );
}

function SavedOrder({ order: o, sites, payments }: { order: OrderDto; sites: CustomerSite[]; payments: PaymentsData | null }) {
  const user = useAdminUser();
  const [unsaved, setUnsaved] = useState(false);
  const draft = o.status === "draft";
  return (
    <>
      <DocumentHeading
        number={o.number}
        badge={<OrderStatusBadge status={o.status} />}
        after={o.cancel_reason ? <p className="mt-2 text-gray-800">Cancelled: {o.cancel_reason}</p> : null}
      >
        <span>
          {o.customer_name}
          {o.company ? `, ${o.company}` : ""} · <time dateTime={o.created_at}>{formatDate(o.created_at)}</time>
        </span>
        <Link to={`/admin/customers/${o.customer_id}`} className="font-medium text-brand-700 hover:underline">
          Open the customer
        </Link>
        {o.quotation_id ? (
          <Link to={`/admin/quotations/${o.quotation_id}`} className="font-medium text-brand-700 hover:underline">
            Quotation {o.quotation_number}
          </Link>
        ) : null}
        {o.inquiry_id ? (
          <Link to={`/admin/inquiries/${o.inquiry_id}`} className="font-medium text-brand-700 hover:underline">
            Open the lead
          </Link>
        ) : null}
      </DocumentHeading>
      <OrderActions order={o} isAdmin={user?.role === "admin"} unsaved={draft && unsaved} />
      <Card className="p-5 text-sm">
        <h2 className="text-lg font-semibold text-ink">Customer</h2>
        <p className="mt-2 whitespace-pre-line text-gray-800">
          {o.customer_name}
          {o.company ? `\n${o.company}` : ""}
          {o.billing_address ? `\n${o.billing_address}` : ""}
          {o.state_name ? `\n${o.state_name}` : ""}
          {`\n${o.country_code} ${o.phone}`}
          {o.customer_gstin ? `\nGSTIN ${o.customer_gstin}` : ""}
        </p>
        {!draft ? (
          <>
            <h2 className="mt-4 text-lg font-semibold text-ink">Delivery</h2>
            <p className="mt-2 whitespace-pre-line text-gray-800">
              {o.delivery_address ? `${o.delivery_address}${o.delivery_pin ? ` ${o.delivery_pin}` : ""}` : "No delivery address"}
              {o.site_contact_name || o.site_contact_phone ? `\nContact: ${`${o.site_contact_name} ${o.site_contact_phone}`.trim()}` : ""}
              {o.delivery_from || o.delivery_to ? `\nFrom ${formatIsoDay(o.delivery_from)} to ${formatIsoDay(o.delivery_to)}` : ""}
            </p>
            {o.notes ? <p className="mt-2 whitespace-pre-line text-gray-800">{o.notes}</p> : null}
          </>
        ) : null}
      </Card>
      {draft ? <OrderDetailsForm order={o} sites={sites} onUnsavedChange={setUnsaved} /> : null}
      <OrderItems order={o} />
      <OrderDispatches order={o} />
      {o.dispatches.length ? <OrderInvoices order={o} /> : null}
      {!draft ? <PaymentsSection customerId={o.customer_id} orderId={o.id} data={payments} /> : null}
    </>
  );
}
