/** Customers: staff add and change them and their delivery sites; every change is audited as customer.*. */
import { and, eq, sql } from "drizzle-orm";
import type { CustomerData, CustomerSiteData, NewCustomerData } from "#schemas/customers";
import type { CustomerDto } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { customers, customerSites } from "../../core/db/schema";
import { changeSet, type Actor, type AuditOf } from "../../core/audit";
import { takenOr } from "../../core/refusals";
import type { CustomerAuditAction } from "./activity";
import { gstinTaken, nationalDigits } from "./matching";
import { createCustomerRows, type CustomerRow } from "./rows";
import { createCustomerTimeline } from "./timeline";

/** Why a change is refused; the API answers each with its status and words. */
export type CustomerRefusal = "gstin-taken";

/** The columns a customer's input sets: the main number kept as national digits (what matching compares). */
const columnsOf = (input: CustomerData) => ({
  name: input.name,
  company: input.company,
  gstin: input.gstin,
  billingAddress: input.billing_address,
  stateCode: input.state_code,
  countryCode: input.country_code,
  phone: nationalDigits(input.phone),
  altPhone: input.alt_phone,
  email: input.email,
  creditDays: input.credit_days,
  notes: input.notes,
});

/** The stored fields by their input names, for the audit's changes. */
const fieldsOf = (r: CustomerRow): Record<keyof CustomerData, unknown> => ({
  name: r.name,
  company: r.company,
  gstin: r.gstin,
  billing_address: r.billingAddress,
  state_code: r.stateCode,
  country_code: r.countryCode,
  phone: r.phone,
  alt_phone: r.altPhone,
  email: r.email,
  credit_days: r.creditDays,
  notes: r.notes,
});

const siteColumnsOf = (s: CustomerSiteData) => ({ label: s.label, address: s.address, pin: s.pin, contactName: s.contact_name, contactPhone: s.contact_phone });

/** What the audit calls a site: its name, else the start of its address. */
const siteName = (s: { label: string; address: string }) => s.label || s.address.split("\n")[0].slice(0, 60);

export function createCustomers(db: Db, audit: AuditOf<CustomerAuditAction>) {
  const rows = createCustomerRows(db);
  const lockedRow = async (t: DbOrTx, id: number) => (await t.select().from(customers).where(eq(customers.id, id)).for("update"))[0];

  /** A change of one customer's sites, in a transaction: undefined when the customer (or the site) does not exist. */
  async function siteChange(
    id: number,
    work: (t: DbOrTx, customer: CustomerRow) => Promise<{ site: string; action: CustomerAuditAction } | undefined>,
    actor: Actor,
  ): Promise<CustomerDto | undefined> {
    return db.transaction(async (t) => {
      const customer = await lockedRow(t, id);
      if (!customer) return undefined;
      const done = await work(t, customer);
      if (!done) return undefined;
      await t
        .update(customers)
        .set({ updatedAt: sql`now()` })
        .where(eq(customers.id, id));
      await audit.record({ userId: actor.id, action: done.action, entity: "customer", entityId: id, details: { name: customer.name, site: done.site } }, t);
      return rows.find(id, t);
    });
  }

  return {
    list: rows.list,
    find: (id: number) => rows.find(id),
    ...createCustomerTimeline(db),

    /** "Add customer": the customer and its first delivery sites. */
    async create(input: NewCustomerData, actor: Actor): Promise<CustomerDto | CustomerRefusal> {
      return takenOr("gstin-taken", () =>
        db.transaction(async (t) => {
          if (input.gstin && (await gstinTaken(t, input.gstin, null))) return "gstin-taken" as const;
          const [made] = await t
            .insert(customers)
            .values({ ...columnsOf(input), createdBy: actor.id })
            .returning({ id: customers.id });
          if (input.sites.length) await t.insert(customerSites).values(input.sites.map((s) => ({ customerId: made.id, ...siteColumnsOf(s) })));
          await audit.record({ userId: actor.id, action: "customer.create", entity: "customer", entityId: made.id, details: { name: input.name } }, t);
          return (await rows.find(made.id, t))!;
        }),
      );
    },

    /** The customer's own fields; the audit names each field that changed. */
    async update(id: number, input: CustomerData, actor: Actor): Promise<CustomerDto | CustomerRefusal | undefined> {
      return takenOr("gstin-taken", () =>
        db.transaction(async (t) => {
          const before = await lockedRow(t, id);
          if (!before) return undefined;
          if (input.gstin && (await gstinTaken(t, input.gstin, id))) return "gstin-taken" as const;
          const [after] = await t
            .update(customers)
            .set({ ...columnsOf(input), updatedAt: sql`now()` })
            .where(eq(customers.id, id))
            .returning();
          const { changes, note } = changeSet();
          const [from, to] = [fieldsOf(before), fieldsOf(after)];
          for (const field of Object.keys(to) as (keyof CustomerData)[]) note(field, from[field], to[field]);
          if (Object.keys(changes).length)
            await audit.record({ userId: actor.id, action: "customer.update", entity: "customer", entityId: id, details: { name: after.name, changes } }, t);
          return rows.find(id, t);
        }),
      );
    },

    addSite(id: number, input: CustomerSiteData, actor: Actor) {
      return siteChange(
        id,
        async (t) => {
          await t.insert(customerSites).values({ customerId: id, ...siteColumnsOf(input) });
          return { site: siteName(input), action: "customer.site_add" };
        },
        actor,
      );
    },

    updateSite(id: number, siteId: number, input: CustomerSiteData, actor: Actor) {
      return siteChange(
        id,
        async (t) => {
          const [site] = await t
            .update(customerSites)
            .set({ ...siteColumnsOf(input), updatedAt: sql`now()` })
            .where(and(eq(customerSites.id, siteId), eq(customerSites.customerId, id)))
            .returning();
          return site ? { site: siteName(site), action: "customer.site_update" } : undefined;
        },
        actor,
      );
    },

    /** An order keeps the delivery address it was made with (its snapshot); only its link to the site goes. */
    deleteSite(id: number, siteId: number, actor: Actor) {
      return siteChange(
        id,
        async (t) => {
          const [site] = await t
            .delete(customerSites)
            .where(and(eq(customerSites.id, siteId), eq(customerSites.customerId, id)))
            .returning();
          return site ? { site: siteName(site), action: "customer.site_delete" } : undefined;
        },
        actor,
      );
    },
  };
}
export type Customers = ReturnType<typeof createCustomers>;
