import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../core/db/connection";
import { paymentAllocations, payments } from "../../core/db/schema";

/** Per customer with one, what was received and not yet applied to an invoice ("1234.50"). */
export async function unappliedAdvances(db: DbOrTx): Promise<Map<number, string>> {
  const allocated = db
    .select({ paymentId: paymentAllocations.paymentId, amount: sql<string>`sum(${paymentAllocations.amount})`.as("allocated") })
    .from(paymentAllocations)
    .groupBy(paymentAllocations.paymentId)
    .as("allocated");
  const rows = await db
    .select({ customerId: payments.customerId, advance: sql<string>`sum(${payments.amount} - coalesce(${allocated.amount}, 0))::text` })
    .from(payments)
    .leftJoin(allocated, eq(allocated.paymentId, payments.id))
    .groupBy(payments.customerId)
    .having(sql`sum(${payments.amount} - coalesce(${allocated.amount}, 0)) > 0`);
  return new Map(rows.map((r) => [r.customerId, r.advance]));
}
