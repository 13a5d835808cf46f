import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { normalizeGstin } from "#schemas/gstin";
import type { DbOrTx } from "../../core/db/connection";
import { customers } from "../../core/db/schema";

/** Who is buying, as a quotation or an order names them. */
export type CustomerIdentity = {
  name: string;
  company: string;
  gstin: string | null;
  billingAddress: string;
  stateCode: string;
  countryCode: string;
  phone: string;
  email: string;
};

/** The national digits of a number: a leading 0 (written before a national number) set aside. */
export const nationalDigits = (phone: string) => phone.replace(/\D/g, "").replace(/^0+/, "");

/**
 * The customer `who` is, in `t`: the one with the same GSTIN, else (no GSTIN given) the oldest with
 * the same country code and mobile number; a new one otherwise. A customer found by mobile number
 * without a GSTIN takes the one given. One key is matched at a time (an advisory lock held to the
 * end of `t`), so two acceptances for the same buyer at once make one customer, not two.
 */
export async function matchOrCreateCustomer(t: DbOrTx, who: CustomerIdentity, createdBy: number | null): Promise<{ id: number; created: boolean }> {
  const gstin = who.gstin ? normalizeGstin(who.gstin) : null;
  const phone = nationalDigits(who.phone);
  const key = gstin ? `customer:gstin:${gstin}` : `customer:phone:${who.countryCode}${phone}`;
  await t.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const [found] = await t
    .select({ id: customers.id, gstin: customers.gstin })
    .from(customers)
    .where(gstin ? eq(customers.gstin, gstin) : and(eq(customers.countryCode, who.countryCode), eq(customers.phone, phone)))
    .orderBy(customers.id)
    .limit(1);
  if (found) return { id: found.id, created: false };
  if (gstin) {
    // A customer known by this number but not yet by a GSTIN is the same buyer: it takes the GSTIN.
    const [byPhone] = await t
      .update(customers)
      .set({ gstin, updatedAt: sql`now()` })
      .where(
        and(
          eq(customers.id, sql`(select id from customers where country_code = ${who.countryCode} and phone = ${phone} and gstin is null order by id limit 1)`),
          isNull(customers.gstin),
        ),
      )
      .returning({ id: customers.id });
    if (byPhone) return { id: byPhone.id, created: false };
  }
  const [made] = await t
    .insert(customers)
    .values({
      name: who.name,
      company: who.company,
      gstin,
      billingAddress: who.billingAddress,
      stateCode: who.stateCode,
      countryCode: who.countryCode,
      phone,
      email: who.email,
      createdBy,
    })
    .returning({ id: customers.id });
  return { id: made.id, created: true };
}

/** Whether a customer with this GSTIN other than `exceptId` exists (GSTINs are one customer's each). */
export async function gstinTaken(t: DbOrTx, gstin: string, exceptId: number | null): Promise<boolean> {
  const rows = await t
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.gstin, normalizeGstin(gstin)), exceptId === null ? undefined : ne(customers.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}
