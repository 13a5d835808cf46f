/**
 * The money side of payments inside a transaction: invoices locked `for update` before any change
 * (so two payments at once wait in turn), allocations written, and each touched invoice's
 * `amount_paid` set again to the sum of its allocations.
 */
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { balanceDue } from "#schemas/invoices";
import type { AllocatableInvoice, Allocation, OpenInvoice } from "#schemas/payments";
import type { DbOrTx } from "../../core/db/connection";
import { invoices, paymentAllocations } from "../../core/db/schema";

type InvoiceRow = typeof invoices.$inferSelect;
const allocatable = (r: Pick<InvoiceRow, "id" | "number" | "invoiceDate" | "grandTotal" | "amountPaid" | "customerId" | "status">): AllocatableInvoice => ({
  id: r.id,
  number: r.number,
  invoice_date: r.invoiceDate,
  balance: balanceDue({ grand_total: r.grandTotal, amount_paid: r.amountPaid }),
  customer_id: r.customerId,
  status: r.status,
});

/** The customer's (or only the order's) issued invoices with a balance due, locked; in id order, so every locker takes them in the same order. */
export async function lockOpenInvoices(t: DbOrTx, where: { customerId: number; orderId?: number | null }): Promise<OpenInvoice[]> {
  const rows = await t
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.customerId, where.customerId),
        where.orderId ? eq(invoices.orderId, where.orderId) : undefined,
        eq(invoices.status, "issued"),
        gt(invoices.grandTotal, invoices.amountPaid),
      ),
    )
    .orderBy(asc(invoices.id))
    .for("update");
  return rows.map(allocatable);
}

/** The invoices `ids`, locked, in id order, as chosen allocations are checked against them. */
export async function lockInvoices(t: DbOrTx, ids: number[]): Promise<AllocatableInvoice[]> {
  if (!ids.length) return [];
  const rows = await t.select().from(invoices).where(inArray(invoices.id, ids)).orderBy(asc(invoices.id)).for("update");
  return rows.map(allocatable);
}

/** Each invoice's number and amount paid now: what an audit entry records before and after a change. */
export async function paidOf(t: DbOrTx, ids: number[]): Promise<{ number: string; amount_paid: string }[]> {
  if (!ids.length) return [];
  return t.select({ number: invoices.number, amount_paid: invoices.amountPaid }).from(invoices).where(inArray(invoices.id, ids)).orderBy(asc(invoices.id));
}

/** `amount_paid` of the invoices `ids` set again to the sum of their allocations. */
export async function syncAmountPaid(t: DbOrTx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await t
    .update(invoices)
    .set({
      amountPaid: sql`coalesce((select sum(${paymentAllocations.amount}) from ${paymentAllocations} where ${paymentAllocations.invoiceId} = ${invoices.id}), 0)`,
      updatedAt: sql`now()`,
    })
    .where(inArray(invoices.id, ids));
}

/** Payment `paymentId`'s allocations added (to an invoice it already settles part of, added to that part), then the invoices' amount paid. */
export async function allocate(t: DbOrTx, paymentId: number, allocations: Allocation[]): Promise<void> {
  if (!allocations.length) return;
  await t
    .insert(paymentAllocations)
    .values(allocations.map((a) => ({ paymentId, invoiceId: a.invoice_id, amount: a.amount })))
    .onConflictDoUpdate({
      target: [paymentAllocations.paymentId, paymentAllocations.invoiceId],
      set: { amount: sql`${paymentAllocations.amount} + excluded.amount` },
    });
  await syncAmountPaid(
    t,
    allocations.map((a) => a.invoice_id),
  );
}
