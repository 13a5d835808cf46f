/** Payments as the API answers them: the payment with its customer, order, allocations and advance left. */
import { asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { unallocatedOf } from "#schemas/payments";
import type { PaymentDto } from "#schemas/wire";
import type { DbOrTx } from "../../core/db/connection";
import { customers, invoices, paymentAllocations, payments, salesOrders, users } from "../../core/db/schema";

/** The payments under `where`, newest first (by payment date, then receipt), with their allocations. */
export async function paymentDtos(t: DbOrTx, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<PaymentDto[]> {
  const query = t
    .select({
      p: payments,
      customerName: customers.name,
      company: customers.company,
      // The customer's GSTIN, else the one its order was made with.
      gstin: sql<string | null>`coalesce(${customers.gstin}, ${salesOrders.customerGstin})`,
      orderNumber: salesOrders.number,
      createdByName: users.name,
      createdByEmail: users.email,
    })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customerId))
    .leftJoin(salesOrders, eq(salesOrders.id, payments.orderId))
    .leftJoin(users, eq(users.id, payments.createdBy))
    .where(where)
    .orderBy(desc(payments.paymentDate), desc(payments.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (!rows.length) return [];
  const allocations = await t
    .select({
      paymentId: paymentAllocations.paymentId,
      invoice_id: paymentAllocations.invoiceId,
      invoice_number: invoices.number,
      amount: paymentAllocations.amount,
    })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(
      inArray(
        paymentAllocations.paymentId,
        rows.map((r) => r.p.id),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.number));
  return rows.map(({ p, ...r }) => {
    const own = allocations.filter((a) => a.paymentId === p.id).map(({ invoice_id, invoice_number, amount }) => ({ invoice_id, invoice_number, amount }));
    return {
      id: p.id,
      number: p.number,
      customer_id: p.customerId,
      customer_name: r.customerName,
      company: r.company,
      customer_gstin: r.gstin,
      order_id: p.orderId,
      order_number: r.orderNumber,
      payment_date: p.paymentDate,
      amount: p.amount,
      mode: p.mode,
      reference: p.reference,
      note: p.note,
      allocations: own,
      unallocated: unallocatedOf(
        p.amount,
        own.map((a) => a.amount),
      ),
      created_by_name: r.createdByName || r.createdByEmail || null,
      created_at: p.createdAt.toISOString(),
    };
  });
}

export async function paymentDto(t: DbOrTx, id: number): Promise<PaymentDto | undefined> {
  const [found] = await paymentDtos(t, eq(payments.id, id));
  return found;
}
