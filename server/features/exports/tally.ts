/**
 * The Tally export: sales vouchers of the issued invoices and receipt vouchers of the payments, as
 * XML that TallyPrime imports (Gateway of Tally → Import → Transactions).
 *
 * Format from Tally Solutions' public "Integration using XML Interface" pages (help.tallysolutions.com,
 * TallyPrime Developer Reference: the ENVELOPE / HEADER / TALLYREQUEST "Import Data" / BODY / IMPORTDATA /
 * REQUESTDESC / REPORTNAME "Vouchers" / REQUESTDATA / TALLYMESSAGE / VOUCHER request) and its sample
 * vouchers: DATE as YYYYMMDD; each ALLLEDGERENTRIES.LIST a LEDGERNAME, ISDEEMEDPOSITIVE and AMOUNT,
 * a debit negative with ISDEEMEDPOSITIVE "Yes", a credit positive with "No"; BILLALLOCATIONS.LIST on
 * the party's entry so Tally's bill-wise receivables match the invoice numbers.
 *
 * A sales voucher: the party debited the grand total; each GST rate's sales ledger credited the
 * goods' taxable value at that rate; freight credited to its own ledger; CGST, SGST or IGST credited;
 * the round off credited (rounded up) or debited (rounded down). Debits equal credits to the paisa.
 * Cancelled invoices are left out: Tally never had them, and a cancelled number is reported in GSTR-1.
 */
import { formatScaled, parseScaled } from "#schemas/gst";
import type { TallyLedgers } from "#schemas/exports";
import type { PaymentMode } from "#schemas/payments";
import type { InvoiceDto } from "#schemas/wire";

/** A payment received as the receipt voucher needs it (the payments feature supplies them). */
export type TallyReceipt = {
  /** "RCPT/2026-27/0001". */
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The customer's ledger: the same name as on their sales vouchers. */
  party: string;
  /** Rupees, 2 decimals. */
  amount: string;
  mode: PaymentMode;
  /** UTR or cheque number. */
  reference: string;
  /** The invoices it pays; what is left over is an advance. */
  allocations: { invoice_number: string; amount: string }[];
};

/** One ledger entry: a debit is negative, a credit positive (Tally's sign). */
export type TallyEntry = { ledger: string; amount: bigint; bills?: { name: string; type: "New Ref" | "Agst Ref" | "Advance"; amount: bigint }[] };
export type TallyVoucher = { type: "Sales" | "Receipt"; date: string; number: string; party: string; narration: string; gstin?: string; entries: TallyEntry[] };

const paiseOf = (amount: string) => parseScaled(amount, 2, "amount");
const amountText = (p: bigint) => formatScaled(p, 2);

/** The customer's ledger in Tally: the company's name, else the person's. */
export const partyLedgerOf = (invoice: Pick<InvoiceDto, "company" | "customer_name">) => invoice.company.trim() || invoice.customer_name.trim();

/** The sales voucher of one issued invoice. */
export function salesVoucher(invoice: InvoiceDto, ledgers: TallyLedgers): TallyVoucher {
  const party = partyLedgerOf(invoice);
  const grand = paiseOf(invoice.grand_total);
  const entries: TallyEntry[] = [{ ledger: party, amount: -grand, bills: [{ name: invoice.number, type: "New Ref", amount: -grand }] }];
  const byRate = new Map<number, bigint>();
  for (const line of invoice.items) byRate.set(line.gst_rate, (byRate.get(line.gst_rate) ?? 0n) + paiseOf(line.taxable));
  for (const [rate, taxable] of [...byRate].sort(([a], [b]) => a - b)) {
    entries.push({ ledger: ledgers.sales[String(rate)] ?? `Sales @ ${rate}%`, amount: taxable });
  }
  if (invoice.freight) entries.push({ ledger: ledgers.freight, amount: paiseOf(invoice.freight.amount) });
  const taxes: [string, string][] = [
    [ledgers.cgst, invoice.cgst_total],
    [ledgers.sgst, invoice.sgst_total],
    [ledgers.igst, invoice.igst_total],
  ];
  for (const [ledger, amount] of taxes) if (paiseOf(amount) !== 0n) entries.push({ ledger, amount: paiseOf(amount) });
  if (paiseOf(invoice.round_off) !== 0n) entries.push({ ledger: ledgers.roundOff, amount: paiseOf(invoice.round_off) });
  return {
    type: "Sales",
    date: invoice.invoice_date,
    number: invoice.number,
    party,
    gstin: invoice.customer_gstin ?? undefined,
    narration: `Order ${invoice.order_number}${invoice.dispatches.length ? `, ${invoice.dispatches.map((d) => d.number).join(", ")}` : ""}`,
    entries,
  };
}

/** The receipt voucher of one payment: the bank or cash ledger of its mode debited, the party credited against each invoice it pays. */
export function receiptVoucher(receipt: TallyReceipt, ledgers: TallyLedgers): TallyVoucher {
  const amount = paiseOf(receipt.amount);
  const bills: NonNullable<TallyEntry["bills"]> = receipt.allocations.map((a) => ({ name: a.invoice_number, type: "Agst Ref", amount: paiseOf(a.amount) }));
  const advance = amount - bills.reduce((s, b) => s + b.amount, 0n);
  if (advance > 0n) bills.push({ name: receipt.number, type: "Advance", amount: advance });
  return {
    type: "Receipt",
    date: receipt.date,
    number: receipt.number,
    party: receipt.party,
    narration: receipt.reference ? `Ref ${receipt.reference}` : "",
    entries: [
      { ledger: ledgers.receipts[receipt.mode], amount: -amount },
      { ledger: receipt.party, amount, bills },
    ],
  };
}

/** Text for XML: the five characters XML reserves escaped, control characters dropped. */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

const tag = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;
const yes = (debit: boolean) => (debit ? "Yes" : "No");

function entryXml(e: TallyEntry, isParty: boolean): string {
  const bills = (e.bills ?? []).map(
    (b) => `<BILLALLOCATIONS.LIST>${tag("NAME", b.name)}${tag("BILLTYPE", b.type)}${tag("AMOUNT", amountText(b.amount))}</BILLALLOCATIONS.LIST>`,
  );
  return (
    `<ALLLEDGERENTRIES.LIST>${tag("LEDGERNAME", e.ledger)}${tag("ISDEEMEDPOSITIVE", yes(e.amount < 0n))}` +
    `${tag("ISPARTYLEDGER", yes(isParty))}${tag("AMOUNT", amountText(e.amount))}${bills.join("")}</ALLLEDGERENTRIES.LIST>`
  );
}

function voucherXml(v: TallyVoucher): string {
  const day = v.date.replaceAll("-", "");
  const head =
    `<VOUCHER VCHTYPE="${v.type}" ACTION="Create">${tag("DATE", day)}${tag("EFFECTIVEDATE", day)}${tag("VOUCHERTYPENAME", v.type)}` +
    `${tag("VOUCHERNUMBER", v.number)}${tag("REFERENCE", v.number)}${tag("PARTYLEDGERNAME", v.party)}` +
    `${v.gstin ? tag("PARTYGSTIN", v.gstin) : ""}${v.narration ? tag("NARRATION", v.narration) : ""}`;
  return `${head}${v.entries.map((e) => entryXml(e, e.ledger === v.party)).join("")}</VOUCHER>`;
}

/** The whole import file: every voucher in one TALLYMESSAGE each, for the company open in Tally. */
export function tallyXml(vouchers: TallyVoucher[]): string {
  const messages = vouchers.map((v) => `<TALLYMESSAGE xmlns:UDF="TallyUDF">${voucherXml(v)}</TALLYMESSAGE>`).join("\n");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA>` +
    `<REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME></REQUESTDESC><REQUESTDATA>\n${messages}\n</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n`
  );
}

/** The export of a date range: the issued invoices' sales vouchers, then the receipts, each by date. */
export function tallyExport(invoices: InvoiceDto[], receipts: TallyReceipt[], ledgers: TallyLedgers): string {
  const sales = invoices.filter((i) => i.status === "issued").map((i) => salesVoucher(i, ledgers));
  const received = receipts.map((r) => receiptVoucher(r, ledgers));
  return tallyXml([...sales, ...received].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)));
}
