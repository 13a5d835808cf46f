/**
 * Exports for the accountant: the Tally export's days, the GSTR-1 month and sheet, the e-way bill's
 * distance, and the Tally ledger names (Settings, "Tally ledgers"), shared by the API and the admin forms.
 */
import { PAYMENT_MODE_LABELS, PAYMENT_MODES, type PaymentMode } from "#schemas/payments";
import { z } from "zod";
import { GST_RATES } from "#schemas/gst";
import { blankIsAbsent, isCalendarDay } from "#schemas/query";

/** The most days one Tally export covers: a financial year, and a day to spare in a leap year. */
export const TALLY_EXPORT_MAX_DAYS = 366;

const requiredDay = (message: string) => z.preprocess(blankIsAbsent, z.string(message).refine(isCalendarDay, message));

/** `GET /api/exports/tally?from&to`: both days needed and included, `to` not before `from`, at most a year apart. */
export const tallyExportQuery = z
  .object({ from: requiredDay("Enter the first day as YYYY-MM-DD"), to: requiredDay("Enter the last day as YYYY-MM-DD") })
  .superRefine((q, ctx) => {
    if (q.from > q.to) ctx.addIssue({ code: "custom", path: ["to"], message: "The last day cannot be before the first day" });
    else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 >= TALLY_EXPORT_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: `Export at most ${TALLY_EXPORT_MAX_DAYS} days at a time` });
  });
export type TallyExportQuery = z.output<typeof tallyExportQuery>;

/** The sheets of the GST portal's GSTR-1 offline tool this export fills, in the tool's order. */
export const GSTR1_SHEETS = ["b2b", "b2cl", "b2cs", "hsn", "docs"] as const;
export type Gstr1Sheet = (typeof GSTR1_SHEETS)[number];

const MONTH_MESSAGE = "Enter the month as YYYY-MM";

/** `GET /api/exports/gstr1?month=2026-11[&sheet=b2b]`: without a sheet, the index of the month's sheets. */
export const gstr1Query = z.object({
  month: z.preprocess(blankIsAbsent, z.string(MONTH_MESSAGE).regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)),
  sheet: z.preprocess(blankIsAbsent, z.enum(GSTR1_SHEETS, "Choose a sheet: b2b, b2cl, b2cs, hsn or docs").optional()),
});
export type Gstr1Query = z.output<typeof gstr1Query>;

/** The longest road distance the e-way bill portal accepts, in km. */
export const EWAY_BILL_MAX_KM = 4000;
/** The invoice value above which goods move with an e-way bill (Rule 138 of the CGST Rules): where the dispatch offers it first. */
export const EWAY_BILL_THRESHOLD = 50_000;

/** The e-way bill file of load DC/2026-27/0001: "eway-bill-DC-2026-27-0001.json". */
export const ewayBillFileName = (dispatchNumber: string) => `eway-bill-${dispatchNumber.replace(/[^\w-]+/g, "-")}.json`;

/** `GET /api/dispatches/:id/eway-bill?distance=`: the road distance in whole km, when the clerk knows it better. */
export const ewayBillQuery = z.object({
  distance: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number(`Enter the distance in whole km, from 0 to ${EWAY_BILL_MAX_KM}`)
      .int(`Enter the distance in whole km, from 0 to ${EWAY_BILL_MAX_KM}`)
      .min(0, `Enter the distance in whole km, from 0 to ${EWAY_BILL_MAX_KM}`)
      .max(EWAY_BILL_MAX_KM, `Enter the distance in whole km, from 0 to ${EWAY_BILL_MAX_KM}`)
      .optional(),
  ),
});

const ledgerName = (label: string) =>
  z
    .string(`Enter the ${label} ledger's name`)
    .trim()
    .min(1, `Enter the ${label} ledger's name`)
    .max(100, "Please keep a ledger's name under 100 characters")
    .refine((v) => !/[\r\n]/.test(v), "Keep a ledger's name on one line");

/** A GST rate as the sales ledgers are keyed: "0", "5", "12", "18", "28". */
const rateKeys = GST_RATES.map(String) as [string, ...string[]];

/** The ledger names the Tally export writes, exactly as they are in the company's Tally. */
export const tallyLedgersSchema = z.object({
  sales: z.object(Object.fromEntries(rateKeys.map((r) => [r, ledgerName(`sales @ ${r}%`)])) as Record<string, ReturnType<typeof ledgerName>>),
  cgst: ledgerName("CGST"),
  sgst: ledgerName("SGST"),
  igst: ledgerName("IGST"),
  freight: ledgerName("freight"),
  roundOff: ledgerName("round off"),
  receipts: z.object(
    Object.fromEntries(PAYMENT_MODES.map((m) => [m, ledgerName(PAYMENT_MODE_LABELS[m])])) as Record<PaymentMode, ReturnType<typeof ledgerName>>,
  ),
});
export type TallyLedgers = z.output<typeof tallyLedgersSchema>;

/** Tally's own names for the usual ledgers, until an admin sets the company's. */
export const DEFAULT_TALLY_LEDGERS: TallyLedgers = {
  sales: Object.fromEntries(rateKeys.map((r) => [r, `Sales @ ${r}%`])),
  cgst: "CGST",
  sgst: "SGST",
  igst: "IGST",
  freight: "Freight",
  roundOff: "Round Off",
  receipts: { upi: "Bank", neft_rtgs: "Bank", cheque: "Bank", cash: "Cash", card: "Bank" },
};
