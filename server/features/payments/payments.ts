/**
 * Payments received (managers and admins record them; admins delete them): each numbered
 * RCPT/2026-27/0001, allocated to invoices oldest first, to chosen invoices, or kept as an advance
 * on its order (or on the customer's account) and applied later. Every change runs in one
 * transaction with the invoices locked, keeps their `amount_paid` the sum of their allocations, and
 * is audited as payment.* with before and after.
 */
import { and, asc, eq, gt, inArray, or, type SQL } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { FieldErrors } from "#schemas/errors";
import { indiaDay, indiaDayStart } from "#schemas/india-time";
import { balanceDue } from "#schemas/invoices";
import { documentFileName } from "#schemas/orders";
import { allocateOldestFirst, checkChosenAllocations, oldestFirst, type AllocationPlan, type PaymentInput, type PaymentListQuery } from "#schemas/payments";
import type { OpenInvoiceDto, PaymentDto } from "#schemas/wire";
import type { Actor, AuditOf } from "../../core/audit";
import { refusedOr } from "../../core/refusals";
import type { Db, DbOrTx } from "../../core/db/connection";
import { customers, invoices, paymentAllocations, payments, salesOrders } from "../../core/db/schema";
import { nextDocumentNumber } from "../../core/document-numbers";
import { createPdfCache } from "../../core/pdf/cache";
import { makePdfOffThread } from "../../core/pdf/thread";
import { currentSeller } from "../quotations";
import type { PaymentAuditAction } from "./activity";
import { allocate, lockInvoices, lockOpenInvoices, paidOf, syncAmountPaid } from "./ledger";
import type { ReceiptPdfInput } from "./pdf";
import { paymentDto, paymentDtos } from "./rows";

/** A change refused: 400 naming the fields, 404 for what is not there, 409 for what cannot be done now. Thrown inside the transaction, it rolls it back. */
export class PaymentRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

const fieldRefusal = (fieldErrors: FieldErrors) => new PaymentRefused(Object.values(fieldErrors)[0], 400, fieldErrors);

const MAX_PDF_BYTES = 8 * 1024 * 1024;

export function createPayments(db: Db, deps: { audit: AuditOf<PaymentAuditAction>; makePdf?: (input: ReceiptPdfInput) => Promise<Buffer> }) {
  const { audit } = deps;
  const pdfs = createPdfCache(deps.makePdf ?? ((input: ReceiptPdfInput) => makePdfOffThread("receipt", input)), MAX_PDF_BYTES);

  /** How `input` is allocated, with the invoices it touches locked. */
  async function planOf(t: DbOrTx, input: PaymentInput): Promise<AllocationPlan> {
    if (input.allocation === "advance") return { allocations: [], advance: input.amount };
    if (input.allocation === "oldest_first")
      return allocateOldestFirst(input.amount, await lockOpenInvoices(t, { customerId: input.customer_id, orderId: input.order_id }));
    const chosen = input.allocations ?? [];
    const locked = await lockInvoices(
      t,
      chosen.map((a) => a.invoice_id),
    );
    const plan = checkChosenAllocations({ amount: input.amount, customer_id: input.customer_id }, chosen, locked);
    if ("fieldErrors" in plan) throw fieldRefusal(plan.fieldErrors);
    return plan;
  }

  return {
    find: (id: number) => paymentDto(db, id),

    /** One page of payments, newest first: a customer's, an order's, or those allocated to an invoice. */
    async list(q: PaymentListQuery): Promise<{ data: PaymentDto[]; total: number }> {
      const where: SQL | undefined = and(
        q.customer_id ? eq(payments.customerId, q.customer_id) : undefined,
        // An order's payments: its advances and those settling its invoices.
        q.order_id
          ? or(
              eq(payments.orderId, q.order_id),
              inArray(
                payments.id,
                db
                  .select({ id: paymentAllocations.paymentId })
                  .from(paymentAllocations)
                  .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
                  .where(eq(invoices.orderId, q.order_id)),
              ),
            )
          : undefined,
        q.invoice_id
          ? inArray(payments.id, db.select({ id: paymentAllocations.paymentId }).from(paymentAllocations).where(eq(paymentAllocations.invoiceId, q.invoice_id)))
          : undefined,
      );
      const [total, data] = await Promise.all([db.$count(payments, where), paymentDtos(db, where, { limit: q.limit, offset: (q.page - 1) * q.limit })]);
      return { data, total };
    },

    /** The issued invoices with a balance due, oldest first: a customer's, or only an order's. */
    async openInvoices(q: { customer_id?: number; order_id?: number }): Promise<OpenInvoiceDto[]> {
      const rows = await db
        .select()
        .from(invoices)
        .where(
          and(
            q.customer_id ? eq(invoices.customerId, q.customer_id) : undefined,
            q.order_id ? eq(invoices.orderId, q.order_id) : undefined,
            eq(invoices.status, "issued"),
            gt(invoices.grandTotal, invoices.amountPaid),
          ),
        )
        .orderBy(asc(invoices.invoiceDate), asc(invoices.number));
      return oldestFirst(
        rows.map((r) => ({
          id: r.id,
          number: r.number,
          order_id: r.orderId,
          invoice_date: r.invoiceDate,
          due_date: r.dueDate,
          grand_total: r.grandTotal,
          balance: balanceDue({ grand_total: r.grandTotal, amount_paid: r.amountPaid }),
        })),
      );
    },

    /** Record a payment and allocate it as asked; the rest is an advance. */
    async record(input: PaymentInput, actor: Actor, now = new Date()): Promise<PaymentDto | PaymentRefused> {
      return refusedOr(PaymentRefused, () =>
        db.transaction(async (t) => {
          if (input.payment_date > indiaDay(now)) throw fieldRefusal({ payment_date: "The payment date cannot be in the future" });
          const [customer] = await t.select({ id: customers.id, name: customers.name }).from(customers).where(eq(customers.id, input.customer_id));
          if (!customer) throw fieldRefusal({ customer_id: "Customer not found" });
          if (input.order_id) {
            const [order] = await t.select({ customerId: salesOrders.customerId }).from(salesOrders).where(eq(salesOrders.id, input.order_id));
            if (order?.customerId !== customer.id) throw fieldRefusal({ order_id: "Choose one of this customer's orders" });
          }
          const plan = await planOf(t, input);
          const touched = plan.allocations.map((a) => a.invoice_id);
          const before = await paidOf(t, touched);
          const { fy, seq, number } = await nextDocumentNumber(t, "RCPT", indiaDayStart(input.payment_date));
          const [row] = await t
            .insert(payments)
            .values({
              number,
              fy,
              seq,
              customerId: customer.id,
              orderId: input.order_id ?? null,
              paymentDate: input.payment_date,
              amount: input.amount,
              mode: input.mode,
              reference: input.reference,
              note: input.note,
              createdBy: actor.id,
            })
            .returning({ id: payments.id });
          await allocate(t, row.id, plan.allocations);
          const payment = (await paymentDto(t, row.id))!;
          const details = {
            number,
            customer_name: customer.name,
            amount: input.amount,
            invoices: plan.allocations.map((a) => a.number),
            before: { invoices: before },
            after: { payment, invoices: await paidOf(t, touched) },
          };
          await audit.record({ userId: actor.id, action: "payment.recorded", entity: "payment", entityId: row.id, details }, t);
          return payment;
        }),
      );
    },

    /** Allocate what is left of a payment to its order's (or its customer's) open invoices, oldest first. */
    async apply(id: number, actor: Actor): Promise<PaymentDto | PaymentRefused | undefined> {
      return refusedOr(PaymentRefused, () =>
        db.transaction(async (t) => {
          const [locked] = await t.select({ id: payments.id }).from(payments).where(eq(payments.id, id)).for("update");
          if (!locked) return undefined;
          const payment = (await paymentDto(t, id))!;
          if (Number(payment.unallocated) <= 0) throw new PaymentRefused(`Payment ${payment.number} has no advance left to apply`, 409);
          const open = await lockOpenInvoices(t, { customerId: payment.customer_id, orderId: payment.order_id });
          const plan = allocateOldestFirst(payment.unallocated, open);
          if (!plan.allocations.length) throw new PaymentRefused(`There are no open invoices to apply payment ${payment.number} to`, 409);
          const touched = plan.allocations.map((a) => a.invoice_id);
          const before = await paidOf(t, touched);
          await allocate(t, id, plan.allocations);
          const after = (await paymentDto(t, id))!;
          const details = {
            number: payment.number,
            customer_name: payment.customer_name,
            amount: payment.amount,
            invoices: plan.allocations.map((a) => a.number),
            before: { unallocated: payment.unallocated, allocations: payment.allocations, invoices: before },
            after: { unallocated: after.unallocated, allocations: after.allocations, invoices: await paidOf(t, touched) },
          };
          await audit.record({ userId: actor.id, action: "payment.applied", entity: "payment", entityId: id, details }, t);
          return after;
        }),
      );
    },

    /** Delete a payment (admins): its allocations go and its invoices' amount paid falls; the audit entry keeps the whole payment. */
    async remove(id: number, actor: Actor): Promise<PaymentDto | undefined> {
      return db.transaction(async (t) => {
        const [locked] = await t.select({ id: payments.id }).from(payments).where(eq(payments.id, id)).for("update");
        if (!locked) return undefined;
        const payment = (await paymentDto(t, id))!;
        const touched = payment.allocations.map((a) => a.invoice_id);
        await lockInvoices(t, touched);
        const before = await paidOf(t, touched);
        await t.delete(payments).where(eq(payments.id, id));
        await syncAmountPaid(t, touched);
        const details = {
          number: payment.number,
          customer_name: payment.customer_name,
          amount: payment.amount,
          before: { payment, invoices: before },
          after: { payment: null, invoices: await paidOf(t, touched) },
        };
        await audit.record({ userId: actor.id, action: "payment.deleted", entity: "payment", entityId: id, details }, t);
        return payment;
      });
    },

    /** The receipt PDF, made off the event loop and kept per version of what it prints. */
    async pdf(id: number): Promise<{ pdf: Buffer; filename: string } | undefined> {
      const payment = await paymentDto(db, id);
      if (!payment) return undefined;
      const input: ReceiptPdfInput = { payment, seller: await currentSeller(db) };
      const version = createHash("sha256").update(JSON.stringify(input)).digest("base64url");
      return { pdf: await pdfs.pdfOf(version, () => input), filename: documentFileName(payment.number) };
    },
  };
}
export type Payments = ReturnType<typeof createPayments>;
