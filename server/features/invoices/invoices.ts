/**
 * GST tax invoices: issued from one load or from everything dispatched and not yet invoiced on an
 * order (managers and admins), listed, read, and cancelled (admins; the number is kept and its loads
 * may be invoiced again). Every change is audited as invoice.*.
 */
import { and, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { InvoiceCopy, InvoiceCreateInput, InvoiceListQuery } from "#schemas/invoices";
import { documentFileName } from "#schemas/orders";
import type { InvoiceDto, InvoiceSummary } from "#schemas/wire";
import type { Actor, AuditOf } from "../../core/audit";
import { countWhere } from "../../core/db/count";
import { everyWordIn } from "../../core/db/search";
import { refusedOr } from "../../core/refusals";
import type { Db, DbOrTx } from "../../core/db/connection";
import { dispatches, dispatchItems, invoices, salesOrders } from "../../core/db/schema";
import { createPdfCache } from "../../core/pdf/cache";
import { makePdfOffThread } from "../../core/pdf/thread";
import type { InvoiceAuditAction } from "./activity";
import { InvoiceRefused, invoicesOfLoad, issueInvoice, lockedOrder, uninvoicedLoads } from "./issue";
import type { InvoicePdfInput } from "./pdf";
import { toInvoiceDto, toInvoiceSummary } from "./rows";

export { InvoiceRefused } from "./issue";

/** The list's filters: status, invoice dates, and every word of the search in the number, the customer's name or company. */
function listWhere(q: InvoiceListQuery): SQL | undefined {
  return and(
    q.status ? eq(invoices.status, q.status) : undefined,
    q.from ? gte(invoices.invoiceDate, q.from) : undefined,
    q.to ? lte(invoices.invoiceDate, q.to) : undefined,
    everyWordIn(q.search, [invoices.number, invoices.customerName, invoices.company]),
  );
}

/** The PDFs kept, in bytes (an invoice's is about 40 KB a copy). */
const MAX_PDF_BYTES = 16 * 1024 * 1024;

export function createInvoices(db: Db, deps: { audit: AuditOf<InvoiceAuditAction>; makePdf?: (input: InvoicePdfInput) => Promise<Buffer> }) {
  const { audit } = deps;
  const pdfs = createPdfCache(deps.makePdf ?? ((input: InvoicePdfInput) => makePdfOffThread("invoice", input)), MAX_PDF_BYTES);

  async function findIn(t: DbOrTx, id: number): Promise<InvoiceDto | undefined> {
    const [found] = await t
      .select({ row: invoices, orderNumber: salesOrders.number })
      .from(invoices)
      .innerJoin(salesOrders, eq(salesOrders.id, invoices.orderId))
      .where(eq(invoices.id, id));
    return found && toInvoiceDto(t, found.row, found.orderNumber);
  }

  return {
    find: (id: number) => findIn(db, id),

    /** The invoice's PDF with `copies`, made off the event loop and kept per version of what it prints. */
    async pdf(id: number, copies: InvoiceCopy[]): Promise<{ pdf: Buffer; filename: string } | undefined> {
      const invoice = await findIn(db, id);
      if (!invoice) return undefined;
      const input = { invoice, copies };
      const version = createHash("sha256").update(JSON.stringify(input)).digest("base64url");
      return { pdf: await pdfs.pdfOf(version, () => input), filename: documentFileName(invoice.number) };
    },

    /** One page of invoices, newest first, under the filters. */
    async list(q: InvoiceListQuery): Promise<{ data: InvoiceSummary[]; total: number }> {
      const where = listWhere(q);
      const [total, rows] = await Promise.all([
        countWhere(db, invoices, where),
        db
          .select({ row: invoices, orderNumber: salesOrders.number })
          .from(invoices)
          .innerJoin(salesOrders, eq(salesOrders.id, invoices.orderId))
          .where(where)
          .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
      ]);
      return { data: rows.map((r) => toInvoiceSummary(r.row, r.orderNumber)), total };
    },

    /** An invoice of the goods on load `dispatchId`; undefined when there is no such load. */
    async fromDispatch(dispatchId: number, input: InvoiceCreateInput, actor: Actor, now = new Date()): Promise<InvoiceDto | InvoiceRefused | undefined> {
      return refusedOr(InvoiceRefused, () =>
        db.transaction(async (t) => {
          const [found] = await t.select({ orderId: dispatches.orderId }).from(dispatches).where(eq(dispatches.id, dispatchId));
          if (!found) return undefined;
          const order = await lockedOrder(t, found.orderId);
          const [load] = await t.select().from(dispatches).where(eq(dispatches.id, dispatchId));
          if (!order || !load) return undefined;
          const already = await invoicesOfLoad(t, dispatchId);
          if (already.length) throw new InvoiceRefused(`Dispatch ${load.number} is already on invoice ${already.join(", ")}`);
          return findIn(t, await issueInvoice(t, { audit }, order, [load], input, actor, now));
        }),
      );
    },

    /** An invoice of everything dispatched and not yet invoiced on order `orderId`; undefined when there is no such order. */
    async fromOrder(orderId: number, input: InvoiceCreateInput, actor: Actor, now = new Date()): Promise<InvoiceDto | InvoiceRefused | undefined> {
      return refusedOr(InvoiceRefused, () =>
        db.transaction(async (t) => {
          const order = await lockedOrder(t, orderId);
          if (!order) return undefined;
          const loads = await uninvoicedLoads(t, orderId);
          if (!loads.length) throw new InvoiceRefused("Nothing left to invoice");
          return findIn(t, await issueInvoice(t, { audit }, order, loads, input, actor, now));
        }),
      );
    },

    /** Cancel an issued invoice (admins): the number stays, its loads are free to be invoiced again. */
    async cancel(id: number, reason: string, actor: Actor): Promise<InvoiceDto | InvoiceRefused | undefined> {
      return refusedOr(InvoiceRefused, () =>
        db.transaction(async (t) => {
          const [found] = await t.select({ orderId: invoices.orderId }).from(invoices).where(eq(invoices.id, id));
          if (!found) return undefined;
          const order = await lockedOrder(t, found.orderId);
          const [row] = await t.select().from(invoices).where(eq(invoices.id, id)).for("update");
          if (!order || !row) return undefined;
          if (row.status === "cancelled") throw new InvoiceRefused(`Invoice ${row.number} is already cancelled`);
          if (Number(row.amountPaid) > 0) throw new InvoiceRefused(`Invoice ${row.number} has payments against it; remove them before cancelling it`);
          await t
            .update(invoices)
            .set({ status: "cancelled", cancelReason: reason, cancelledAt: sql`now()`, cancelledBy: actor.id, updatedAt: sql`now()` })
            .where(eq(invoices.id, id));
          await t.update(dispatchItems).set({ invoiceId: null }).where(eq(dispatchItems.invoiceId, id));
          const details = {
            number: row.number,
            order_id: row.orderId,
            order_number: order.number,
            reason,
            changes: { status: { from: "issued", to: "cancelled" } },
            before: { status: "issued" },
            after: { status: "cancelled", cancel_reason: reason },
          };
          await audit.record({ userId: actor.id, action: "invoice.cancel", entity: "invoice", entityId: id, details }, t);
          return findIn(t, id);
        }),
      );
    },
  };
}
export type Invoices = ReturnType<typeof createInvoices>;
