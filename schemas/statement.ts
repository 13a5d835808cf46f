/**
 * A customer's statement of account for a date range: the opening balance (what was owed before the
 * first day), each invoice (a debit) and each payment (a credit) of the range in date order with the
 * running balance, and the closing balance. Cancelled invoices are left out: they were never owed.
 */
import { z } from "zod";
import { formatScaled, parseScaled } from "#schemas/gst";
import { blankIsAbsent, isCalendarDay, lastDayNotBeforeFirst } from "#schemas/query";

/** An invoice or a payment as the statement lists it; money 2 decimals as text. */
export type StatementEntry = { date: string; kind: "invoice" | "payment"; number: string; particulars: string; debit: string; credit: string };
export type StatementLine = StatementEntry & { balance: string };
export type Statement = { from: string; to: string; opening: string; lines: StatementLine[]; debits: string; credits: string; closing: string };

const paise = (amount: string) => parseScaled(amount, 2, "amount");
const money = (p: bigint) => formatScaled(p, 2);

/**
 * The statement from the balance before `from` and the range's entries: invoices before payments on
 * the same day (the goods were billed before they were paid for), then by number.
 */
export function buildStatement(p: { from: string; to: string; opening: string; entries: StatementEntry[] }): Statement {
  const ordered = [...p.entries].sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.kind !== b.kind ? (a.kind === "invoice" ? -1 : 1) : a.number.localeCompare(b.number),
  );
  let balance = paise(p.opening);
  let debits = 0n;
  let credits = 0n;
  const lines = ordered.map((e) => {
    debits += paise(e.debit);
    credits += paise(e.credit);
    balance += paise(e.debit) - paise(e.credit);
    return { ...e, debit: money(paise(e.debit)), credit: money(paise(e.credit)), balance: money(balance) };
  });
  return { from: p.from, to: p.to, opening: money(paise(p.opening)), lines, debits: money(debits), credits: money(credits), closing: money(balance) };
}

/** The first day of the Indian financial year that holds `day` (1 April). */
export function financialYearStart(day: string): string {
  const year = Number(day.slice(0, 4));
  return `${day.slice(5) >= "04-01" ? year : year - 1}-04-01`;
}

const day = (message: string) => z.preprocess(blankIsAbsent, z.string(message).refine(isCalendarDay, message).optional());

/** `?from&to` of a statement: both included; the financial year so far when absent (the server fills them). */
export const statementQuery = z
  .object({ from: day("Enter the first day as YYYY-MM-DD"), to: day("Enter the last day as YYYY-MM-DD") })
  .superRefine(lastDayNotBeforeFirst);
export type StatementQuery = z.output<typeof statementQuery>;

/** How "Send reminder" reaches the customer. */
export const REMINDER_CHANNELS = ["email", "whatsapp"] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
/** POST /api/receivables/:customerId/reminder. */
export const reminderInput = z.object({ channel: z.enum(REMINDER_CHANNELS, "Choose e-mail or WhatsApp") });
