/**
 * A customer's statement of account: the balance before the range (issued invoices less payments
 * received), the range's invoices and payments with the running balance, and its PDF (made off the
 * event loop, kept per version of what it prints).
 */
import { and, eq, gte, lt, lte, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { formatScaled, parseScaled } from "#schemas/gst";
import { PAYMENT_MODE_LABELS } from "#schemas/payments";
import { indiaDay } from "#schemas/india-time";
import { buildStatement, financialYearStart, type Statement, type StatementQuery } from "#schemas/statement";
import type { Seller } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { customers, invoices, payments } from "../../core/db/schema";
import { createPdfCache } from "../../core/pdf/cache";
import { makePdfOffThread } from "../../core/pdf/thread";
import { currentSeller } from "../quotations";

/** Who the statement is of, as it prints. */
export type StatementCustomer = { id: number; name: string; company: string; gstin: string | null; billing_address: string };
export type StatementPdfInput = { customer: StatementCustomer; statement: Statement; seller: Seller };

const MAX_PDF_BYTES = 8 * 1024 * 1024;

export function createStatements(db: Db, deps: { makePdf?: (input: StatementPdfInput) => Promise<Buffer> } = {}) {
  const pdfs = createPdfCache(deps.makePdf ?? ((input: StatementPdfInput) => makePdfOffThread("statement", input)), MAX_PDF_BYTES);

  async function of(customerId: number, q: StatementQuery): Promise<{ customer: StatementCustomer; statement: Statement } | undefined> {
    const [c] = await db
      .select({ id: customers.id, name: customers.name, company: customers.company, gstin: customers.gstin, billing_address: customers.billingAddress })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!c) return undefined;
    const to = q.to ?? indiaDay();
    const from = q.from ?? financialYearStart(to);
    const issued = and(eq(invoices.customerId, customerId), eq(invoices.status, "issued"));
    const mine = eq(payments.customerId, customerId);
    const [[billed], [paid], bills, receipts] = await Promise.all([
      db
        .select({ sum: sql<string>`coalesce(sum(${invoices.grandTotal}), 0)::text` })
        .from(invoices)
        .where(and(issued, lt(invoices.invoiceDate, from))),
      db
        .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
        .from(payments)
        .where(and(mine, lt(payments.paymentDate, from))),
      db
        .select({ date: invoices.invoiceDate, number: invoices.number, total: invoices.grandTotal, due: invoices.dueDate })
        .from(invoices)
        .where(and(issued, gte(invoices.invoiceDate, from), lte(invoices.invoiceDate, to))),
      db
        .select({ date: payments.paymentDate, number: payments.number, amount: payments.amount, mode: payments.mode, reference: payments.reference })
        .from(payments)
        .where(and(mine, gte(payments.paymentDate, from), lte(payments.paymentDate, to))),
    ]);
    const opening = formatScaled(parseScaled(billed.sum, 2, "billed") - parseScaled(paid.sum, 2, "paid"), 2);
    const statement = buildStatement({
      from,
      to,
      opening,
      entries: [
        ...bills.map((b) => ({
          date: b.date,
          kind: "invoice" as const,
          number: b.number,
          particulars: `Tax invoice, due ${b.due}`,
          debit: b.total,
          credit: "0",
        })),
        ...receipts.map((r) => ({
          date: r.date,
          kind: "payment" as const,
          number: r.number,
          particulars: `Payment by ${PAYMENT_MODE_LABELS[r.mode]}${r.reference ? `, ${r.reference}` : ""}`,
          debit: "0",
          credit: r.amount,
        })),
      ],
    });
    return { customer: c, statement };
  }

  return {
    of,
    /** The statement as an A4 PDF. */
    async pdf(customerId: number, q: StatementQuery): Promise<{ pdf: Buffer; filename: string } | undefined> {
      const found = await of(customerId, q);
      if (!found) return undefined;
      const input: StatementPdfInput = { ...found, seller: await currentSeller(db) };
      const version = createHash("sha256").update(JSON.stringify(input)).digest("base64url");
      return { pdf: await pdfs.pdfOf(version, () => input), filename: `statement-${customerId}-${found.statement.from}-to-${found.statement.to}.pdf` };
    },
  };
}
