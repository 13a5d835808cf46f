/**
 * A customer's statement of account as an A4 PDF (pdfkit, the shared kit of server/core/pdf): the
 * seller's letterhead, "Statement of Account" with the period, the customer, the opening balance,
 * each invoice and payment with the running balance, the totals and the closing balance.
 */
import { formatIndianMoney } from "#schemas/gst";
import { indianDate } from "#schemas/india-time";
import { startPdf } from "../../core/pdf/document";
import { FOOTER, footers, GREY, Layout, MARGIN, WIDTH } from "../../core/pdf/layout";
import type { StatementPdfInput } from "./statement";

/** A balance as the statement prints it: owed as it is, an advance (below zero) marked "Cr". */
const balanceText = (amount: string) => (amount.startsWith("-") ? `${formatIndianMoney(amount.slice(1))} Cr` : formatIndianMoney(amount));

export async function renderStatementPdf({ customer: c, statement: s, seller }: StatementPdfInput): Promise<Buffer> {
  const period = `${indianDate(s.from)} to ${indianDate(s.to)}`;
  const { doc, done } = startPdf({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    info: { Title: `Statement of Account, ${c.name}`, Author: seller.name, Subject: period },
  });
  const l = new Layout(doc);
  const half = WIDTH / 2;
  const top = l.y;
  l.font(true, 15);
  let left = l.at(seller.name, MARGIN, top, half + 40);
  l.font(false, 8.5, GREY);
  for (const line of [...seller.address_lines, seller.phones.join(", "), seller.email].filter(Boolean)) left += l.at(line, MARGIN, top + left, half + 40);
  l.font(true, 9);
  left += l.at(`GSTIN: ${seller.gstin}`, MARGIN, top + left + 1, half + 40);
  l.font(true, 16);
  let right = l.at("Statement of Account", MARGIN + half - 40, top, half + 40, "right");
  l.font(false, 9.5);
  right += l.at(period, MARGIN + half - 40, top + right, half + 40, "right");
  l.y = top + Math.max(left, right) + 8;
  l.rule(l.y, "black", 1);
  l.y += 10;

  l.font(true, 10);
  l.y += l.at([c.name, c.company].filter(Boolean).join(", "), MARGIN, l.y, WIDTH);
  l.font(false, 9, GREY);
  if (c.billing_address) l.y += l.at(c.billing_address, MARGIN, l.y, WIDTH);
  l.y += l.at(`GSTIN: ${c.gstin ?? "none (unregistered buyer)"}`, MARGIN, l.y, WIDTH) + 8;

  const money = (a: string) => (Number(a) === 0 ? "" : formatIndianMoney(a));
  l.table(
    [
      { label: "Date", width: 70, align: "left" },
      { label: "Particulars", width: WIDTH - 70 - 110 - 80 * 2 - 90, align: "left" },
      { label: "Number", width: 110, align: "left" },
      { label: "Debit", width: 80, align: "right" },
      { label: "Credit", width: 80, align: "right" },
      { label: "Balance", width: 90, align: "right" },
    ],
    [
      { cells: [indianDate(s.from), "Opening balance", "", "", "", balanceText(s.opening)], bold: true },
      ...s.lines.map((line) => ({
        cells: [indianDate(line.date), line.particulars, line.number, money(line.debit), money(line.credit), balanceText(line.balance)],
      })),
      { cells: ["", "Total", "", formatIndianMoney(s.debits), formatIndianMoney(s.credits), ""], bold: true },
      { cells: [indianDate(s.to), "Closing balance", "", "", "", balanceText(s.closing)], bold: true },
    ],
    8.5,
  );
  footers(doc, `Statement ${c.name}`, "Computer-generated statement");
  doc.end();
  return done;
}
