/**
 * What each customer owes, read from the issued invoices (what was invoiced and what payments have
 * settled of each) and the payments not yet applied to an invoice (advances). Computed on each read:
 * a small business has hundreds of customers with invoices, not millions.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { ageCustomer, sortReceivables, totalAgeing, type OpenInvoice, type ReceivableListQuery } from "#schemas/receivables";
import { indiaDay } from "#schemas/india-time";
import type { CustomerReceivable, OverdueReceivables } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { customers, invoices } from "../../core/db/schema";
import { unappliedAdvances } from "./advances";

/** The most customers the screen pages through (the CSV has them all). */
const MAX_ROWS = 10_000;

export function createReceivables(db: Db) {
  /** Every customer with an issued invoice or an advance, with their figures on India day `today`. */
  async function all(today: string): Promise<CustomerReceivable[]> {
    const issued = eq(invoices.status, "issued");
    const [totals, open, advances] = await Promise.all([
      db
        .select({
          customerId: invoices.customerId,
          invoiced: sql<string>`sum(${invoices.grandTotal})::text`,
          settled: sql<string>`sum(${invoices.amountPaid})::text`,
        })
        .from(invoices)
        .where(issued)
        .groupBy(invoices.customerId),
      db
        .select({
          customerId: invoices.customerId,
          invoice_date: invoices.invoiceDate,
          due_date: invoices.dueDate,
          balance: sql<string>`(${invoices.grandTotal} - ${invoices.amountPaid})::text`,
        })
        .from(invoices)
        .where(and(issued, gt(invoices.grandTotal, invoices.amountPaid))),
      unappliedAdvances(db),
    ]);
    const ids = [...new Set([...totals.map((t) => t.customerId), ...advances.keys()])];
    if (ids.length === 0) return [];
    const people = await db
      .select({ id: customers.id, name: customers.name, company: customers.company, phone: customers.phone })
      .from(customers)
      .where(inArray(customers.id, ids));
    const openOf = new Map<number, OpenInvoice[]>();
    for (const o of open) openOf.set(o.customerId, [...(openOf.get(o.customerId) ?? []), o]);
    const totalOf = new Map(totals.map((t) => [t.customerId, t]));
    return people.map((p) => {
      const t = totalOf.get(p.id);
      const figures = { invoiced: t?.invoiced ?? "0", settled: t?.settled ?? "0", advance: advances.get(p.id) ?? "0", open: openOf.get(p.id) ?? [] };
      return { customer_id: p.id, customer_name: p.name, company: p.company, phone: p.phone, ...ageCustomer(figures, today) };
    });
  }

  return {
    /** The Receivables screen: the customers under the filters in the asked order, a page of them, and the totals of all of them. */
    async list(q: ReceivableListQuery, pageSize: number, today = indiaDay()) {
      const words = (q.search ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const rows = sortReceivables(
        (await all(today)).filter(
          (r) => (!q.overdue || r.overdue !== "0.00") && words.every((w) => `${r.customer_name} ${r.company} ${r.phone}`.toLowerCase().includes(w)),
        ),
        q.sort,
      ).slice(0, MAX_ROWS);
      return { data: rows.slice((q.page - 1) * pageSize, q.page * pageSize), total: rows.length, totals: totalAgeing(rows) };
    },

    /** Every customer under the filters, in order (for the CSV). */
    async rows(q: Omit<ReceivableListQuery, "page">, today = indiaDay()) {
      return (await this.list({ ...q, page: 1 }, MAX_ROWS, today)).data;
    },

    /** The dashboard's card: the total past due and the five customers owing most past due. */
    async overdue(today = indiaDay()): Promise<OverdueReceivables> {
      const late = sortReceivables(
        (await all(today)).filter((r) => r.overdue !== "0.00"),
        "overdue",
      );
      return {
        total: totalAgeing(late).overdue,
        customers: late.slice(0, 5).map((r) => ({ customer_id: r.customer_id, customer_name: r.customer_name, overdue: r.overdue })),
      };
    },
  };
}
