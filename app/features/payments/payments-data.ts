/** What a page's Payments section shows, read by the page's clientLoader: the payments and the customer's open invoices. */
import type { OpenInvoiceDto, PaymentDto } from "#schemas/wire";
import { api, ApiError } from "~/lib/api";

export type PaymentsData = { payments: PaymentDto[]; open: OpenInvoiceDto[] };

/** The order's payments (its advances and those settling its invoices), else the customer's; null when they could not be read. */
export async function loadPayments(q: { customerId: number; orderId?: number; invoiceId?: number }, signal?: AbortSignal): Promise<PaymentsData | null> {
  const opts = { auth: true as const, signal };
  const which = q.invoiceId ? `invoice_id=${q.invoiceId}` : q.orderId ? `order_id=${q.orderId}` : `customer_id=${q.customerId}`;
  try {
    const [list, open] = await Promise.all([
      api("GET", `/api/payments?${which}&limit=100`, undefined, opts),
      api("GET", `/api/payments/open-invoices?customer_id=${q.customerId}`, undefined, opts),
    ]);
    return { payments: list.data, open: open.data };
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 401)) console.error("Failed to load the payments", err);
    return null;
  }
}
