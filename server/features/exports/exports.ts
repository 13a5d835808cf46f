/**
 * Exports for the accountant: the Tally XML of a date range, the GSTR-1 sheets of a month, a load's
 * e-way bill JSON, and the Tally ledger names they use (site_content "tally_ledgers", Settings,
 * "Tally ledgers", saved by admins and audited). Everything is read from the stored invoices.
 */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { DEFAULT_TALLY_LEDGERS, ewayBillFileName, tallyLedgersSchema, type Gstr1Sheet, type TallyLedgers } from "#schemas/exports";
import type { InvoiceDto } from "#schemas/wire";
import { changedFields, type Actor, type AuditOf } from "../../core/audit";
import { toCsv } from "../../core/csv";
import type { Db, DbOrTx } from "../../core/db/connection";
import { storeSiteContent } from "../../core/db/site-content";
import { dispatches, dispatchItems, invoices, payments, salesOrders, siteContent } from "../../core/db/schema";
import { paymentDtos } from "../payments";
import { toInvoiceDto } from "../invoices";
import type { ExportAuditAction } from "./activity";
import { ewayBillJson, type EwayBillFile } from "./eway-bill";
import { GSTR1_HEADERS, gstr1Sheets } from "./gstr1";
import { partyLedgerOf, tallyExport, type TallyReceipt } from "./tally";

export const TALLY_LEDGERS_KEY = "tally_ledgers";

/** Why a load has no e-way bill yet. */
export class EwayBillRefused extends Error {}

export type ExportSources = {
  /** The factory's PIN code from the business details ("" when not set). */
  readFactoryPin: () => Promise<string>;
  /** The freight estimate's road distance in km from the factory to a PIN code; null when it cannot tell. */
  distanceTo: (pin: string) => Promise<number | null>;
};

/**
 * The payments received between two days (both included), oldest first, as receipt vouchers need
 * them: the customer's ledger named as on their sales vouchers, and the invoices each one settles.
 */
export async function receiptsBetween(db: DbOrTx, from: string, to: string): Promise<TallyReceipt[]> {
  const received = await paymentDtos(db, and(gte(payments.paymentDate, from), lte(payments.paymentDate, to)));
  return received.reverse().map((p) => ({
    number: p.number,
    date: p.payment_date,
    party: partyLedgerOf(p),
    amount: p.amount,
    mode: p.mode,
    reference: p.reference,
    allocations: p.allocations.map((a) => ({ invoice_number: a.invoice_number, amount: a.amount })),
  }));
}

/** The ledger names as saved, each missing one (a rate added later) its default. */
async function readLedgers(db: DbOrTx): Promise<TallyLedgers> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, TALLY_LEDGERS_KEY)).limit(1);
  const saved = (row?.value ?? {}) as Partial<TallyLedgers>;
  const parsed = tallyLedgersSchema.safeParse({
    ...DEFAULT_TALLY_LEDGERS,
    ...saved,
    sales: { ...DEFAULT_TALLY_LEDGERS.sales, ...saved.sales },
    receipts: { ...DEFAULT_TALLY_LEDGERS.receipts, ...saved.receipts },
  });
  return parsed.success ? parsed.data : DEFAULT_TALLY_LEDGERS;
}

export function createExports(db: Db, deps: { audit: AuditOf<ExportAuditAction> } & ExportSources) {
  /** Every invoice dated from `from` to `to` (both included), issued and cancelled, oldest number first. */
  async function invoicesBetween(from: string, to: string): Promise<InvoiceDto[]> {
    const rows = await db
      .select({ row: invoices, orderNumber: salesOrders.number })
      .from(invoices)
      .innerJoin(salesOrders, eq(salesOrders.id, invoices.orderId))
      .where(and(gte(invoices.invoiceDate, from), lte(invoices.invoiceDate, to)))
      .orderBy(asc(invoices.fy), asc(invoices.seq));
    const out: InvoiceDto[] = [];
    for (const r of rows) out.push(await toInvoiceDto(db, r.row, r.orderNumber));
    return out;
  }

  return {
    readLedgers: () => readLedgers(db),

    /** Save the ledger names (admins): one transaction with its audit entry naming what changed, before and after. */
    async saveLedgers(value: TallyLedgers, actor: Actor): Promise<TallyLedgers> {
      await db.transaction(async (t) => {
        const before = await readLedgers(t);
        await storeSiteContent(t, TALLY_LEDGERS_KEY, value, actor);
        const changes = changedFields(before, value);
        await deps.audit.record(
          { userId: actor.id, action: "settings.tally_ledgers", entity: "content", entityId: TALLY_LEDGERS_KEY, details: { changes } },
          t,
        );
      });
      return value;
    },

    /** The Tally import file of the days `from` to `to`, and its file name. */
    async tally(from: string, to: string): Promise<{ xml: string; filename: string }> {
      const [list, receipts, ledgers] = await Promise.all([invoicesBetween(from, to), receiptsBetween(db, from, to), readLedgers(db)]);
      return { xml: tallyExport(list, receipts, ledgers), filename: `tally-${from}-to-${to}.xml` };
    },

    /** The GSTR-1 sheets of `month` (YYYY-MM): each as rows, or one as CSV. */
    async gstr1(month: string) {
      const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
      return gstr1Sheets(await invoicesBetween(`${month}-01`, last));
    },

    gstr1Csv: (sheet: Gstr1Sheet, rows: (string | number)[][]) => toCsv([GSTR1_HEADERS[sheet], ...rows]),

    /**
     * The e-way bill of load `dispatchId` (undefined when there is none) from the issued invoice of its
     * goods. The distance: `distanceKm` when the clerk gives it, else the freight estimate's road
     * distance to the delivery PIN code, else 0, which the portal reads as "work it out from the PIN codes".
     */
    async ewayBill(dispatchId: number, distanceKm?: number): Promise<{ file: EwayBillFile; filename: string } | EwayBillRefused | undefined> {
      const [load] = await db
        .select({ d: dispatches, deliveryAddress: salesOrders.deliveryAddress, deliveryPin: salesOrders.deliveryPin })
        .from(dispatches)
        .innerJoin(salesOrders, eq(salesOrders.id, dispatches.orderId))
        .where(eq(dispatches.id, dispatchId));
      if (!load) return undefined;
      const [found] = await db
        .selectDistinct({ row: invoices, orderNumber: salesOrders.number })
        .from(dispatchItems)
        .innerJoin(invoices, eq(invoices.id, dispatchItems.invoiceId))
        .innerJoin(salesOrders, eq(salesOrders.id, invoices.orderId))
        .where(and(eq(dispatchItems.dispatchId, dispatchId), eq(invoices.status, "issued")))
        .limit(1);
      if (!found) return new EwayBillRefused(`Dispatch ${load.d.number} has no issued invoice yet: create its invoice first`);
      const invoice = await toInvoiceDto(db, found.row, found.orderNumber);
      const [fromPin, estimated] = await Promise.all([
        deps.readFactoryPin(),
        distanceKm === undefined && load.deliveryPin ? deps.distanceTo(load.deliveryPin).catch(() => null) : Promise.resolve(null),
      ]);
      const trip = {
        fromPin,
        toAddress: load.deliveryAddress,
        toPin: load.deliveryPin,
        vehicleNumber: load.d.vehicleNumber,
        transporter: load.d.transporter,
        distanceKm: distanceKm ?? estimated ?? 0,
      };
      return { file: ewayBillJson(invoice, trip), filename: ewayBillFileName(load.d.number) };
    },
  };
}
export type Exports = ReturnType<typeof createExports>;
