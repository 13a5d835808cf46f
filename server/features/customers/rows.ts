/** Customers as the API answers them: the list's rows (with their orders counted) and one record with its sites. */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { CustomerListQuery } from "#schemas/customers";
import { stateName } from "#schemas/indian-states";
import type { CustomerDto, CustomerSite, CustomerSummary } from "#schemas/wire";
import { countWhere } from "../../core/db/count";
import { likePattern, searchWords } from "../../core/db/search";
import type { Db, DbOrTx } from "../../core/db/connection";
import { customers, customerSites, salesOrders } from "../../core/db/schema";

export type CustomerRow = typeof customers.$inferSelect;
type SiteRow = typeof customerSites.$inferSelect;

/** How many orders each customer has (cancelled ones too: they keep their numbers). */
const orderCount = sql<number>`(select count(*)::int from ${salesOrders} where ${salesOrders.customerId} = ${customers.id})`;

/**
 * Every word of the search in the name, company, phone numbers or GSTIN (the trigram index's
 * expression); a number typed with spaces or a leading 0 matches its digits.
 */
function searchWhere(search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (!words.length) return undefined;
  const haystack = sql`lower(${customers.name} || ' ' || ${customers.company} || ' ' || ${customers.phone} || ' ' || ${customers.altPhone} || ' ' || coalesce(${customers.gstin}, ''))`;
  return and(
    ...words.map((w) => {
      const digits = /^[\d+-]+$/.test(w) ? w.replace(/\D/g, "").replace(/^0+/, "") : w;
      return sql`${haystack} like ${likePattern((digits || w).toLowerCase())}`;
    }),
  );
}

export const toCustomerSite = (s: SiteRow): CustomerSite => ({
  id: s.id,
  label: s.label,
  address: s.address,
  pin: s.pin,
  contact_name: s.contactName,
  contact_phone: s.contactPhone,
});

function toSummary(r: CustomerRow, orders: number): CustomerSummary {
  return {
    id: r.id,
    name: r.name,
    company: r.company,
    gstin: r.gstin,
    country_code: r.countryCode,
    phone: r.phone,
    email: r.email,
    state_code: r.stateCode,
    orders,
    created_at: r.createdAt.toISOString(),
  };
}

export function createCustomerRows(db: Db) {
  return {
    /** One page of customers, newest first, under the search. */
    async list(q: CustomerListQuery): Promise<{ data: CustomerSummary[]; total: number }> {
      const where = searchWhere(q.search);
      const [total, rows] = await Promise.all([
        countWhere(db, customers, where),
        db
          .select({ row: customers, orders: orderCount })
          .from(customers)
          .where(where)
          .orderBy(desc(customers.createdAt), desc(customers.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
      ]);
      return { data: rows.map((r) => toSummary(r.row, r.orders)), total };
    },

    /** The customer with its delivery sites, or undefined. */
    async find(id: number, t: DbOrTx = db): Promise<CustomerDto | undefined> {
      const [found] = await t.select({ row: customers, orders: orderCount }).from(customers).where(eq(customers.id, id));
      if (!found) return undefined;
      const sites = await t.select().from(customerSites).where(eq(customerSites.customerId, id)).orderBy(asc(customerSites.id));
      const r = found.row;
      return {
        ...toSummary(r, found.orders),
        billing_address: r.billingAddress,
        state_name: stateName(r.stateCode) ?? "",
        alt_phone: r.altPhone,
        credit_days: r.creditDays,
        notes: r.notes,
        sites: sites.map(toCustomerSite),
        updated_at: r.updatedAt.toISOString(),
      };
    },
  };
}
export type CustomerRows = ReturnType<typeof createCustomerRows>;
