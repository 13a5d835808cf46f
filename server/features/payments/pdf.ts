/**
 * A payment's receipt as an A4 PDF (pdfkit, the shared kit of server/core/pdf): the seller's
 * letterhead and GSTIN, "Receipt" with its number and date, who it is received from (name and
 * GSTIN), the amount in figures and words, the mode and reference, the invoices it settles with
 * their amounts and the advance left, and the signature line.
 */
import { amountInWords, formatIndianMoney, parseScaled } from "#schemas/gst";
import { indianDate } from "#schemas/india-time";
import { PAYMENT_MODE_LABELS } from "#schemas/payments";
import type { PaymentDto, Seller } from "#schemas/wire";
import { documentPdf } from "../../core/pdf/document";
import { GREY, type Layout, MARGIN, WIDTH } from "../../core/pdf/layout";
import { signature } from "../quotations";

/** Everything a receipt prints: the payment and the seller as the business details say now. */
export type ReceiptPdfInput = { payment: PaymentDto; seller: Seller };

/** Rupees and paise in words: "Rupees One Thousand only", "Rupees Ten and Fifty Paise only". */
export function rupeesInWords(amount: string): string {
  const paise = parseScaled(amount, 2, "amount");
  const words = amountInWords(paise / 100n);
  const rest = paise % 100n;
  if (rest === 0n) return words;
  return `${words.replace(/ only$/, "")} and ${amountInWords(rest)
    .replace(/^Rupees /, "")
    .replace(/ only$/, "")} Paise only`;
}

function heading(l: Layout, { payment: p, seller }: ReceiptPdfInput) {
  const half = WIDTH / 2;
  const top = l.y;
  let left = 0;
  l.font(true, 15);
  left += l.at(seller.name, MARGIN, top, half + 40);
  l.font(false, 8.5, GREY);
  for (const line of [...seller.address_lines, seller.phones.join(", "), seller.email].filter(Boolean)) left += l.at(line, MARGIN, top + left, half + 40);
  l.font(true, 9);
  left += l.at(`GSTIN: ${seller.gstin}`, MARGIN, top + left + 1, half + 40);
  let right = 0;
  l.font(true, 18);
  right += l.at("Receipt", MARGIN + half, top, half, "right");
  l.font(false, 9.5);
  right += l.at(`No. ${p.number}`, MARGIN + half, top + right, half, "right");
  right += l.at(`Date: ${indianDate(p.payment_date)}`, MARGIN + half, top + right, half, "right");
  l.y = top + Math.max(left, right) + 8;
  l.rule(l.y, "black", 1);
  l.y += 10;
}

function received(l: Layout, p: PaymentDto) {
  const rows: [string, string][] = [
    ["Received from", [p.customer_name, p.company].filter(Boolean).join(", ")],
    ["GSTIN", p.customer_gstin ?? "none (unregistered buyer)"],
    ["Amount", formatIndianMoney(p.amount)],
    ["In words", rupeesInWords(p.amount)],
    ["Mode", PAYMENT_MODE_LABELS[p.mode]],
  ];
  if (p.reference) rows.push(["Reference", p.reference]);
  if (p.order_number) rows.push(["Order", p.order_number]);
  if (p.note) rows.push(["Note", p.note]);
  for (const [label, value] of rows) {
    l.font(true, 9, GREY);
    l.at(label, MARGIN, l.y, 110);
    l.font(label === "Amount" || label === "In words", 10);
    l.y += Math.max(14, l.at(value, MARGIN + 110, l.y, WIDTH - 110)) + 3;
  }
  l.y += 6;
}

function settles(l: Layout, p: PaymentDto) {
  const rows = p.allocations.map((a) => ({ cells: [a.invoice_number, formatIndianMoney(a.amount)] }));
  rows.push({ cells: ["Advance left", formatIndianMoney(p.unallocated)] });
  l.font(true, 8, GREY);
  l.y += l.at(p.allocations.length ? "AGAINST INVOICES" : "HELD AS ADVANCE", MARGIN, l.y, WIDTH) + 2;
  l.table(
    [
      { label: "Invoice", width: WIDTH - 160, align: "left" },
      { label: "Amount", width: 160, align: "right" },
    ],
    [...rows.slice(0, -1), { ...rows[rows.length - 1], bold: true }],
    9,
  );
}

/** The receipt as one PDF file's bytes. */
export async function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const { payment: p, seller } = input;
  const info = { Title: `Receipt ${p.number}`, Author: seller.name, Subject: `Payment from ${p.customer_name}`, CreationDate: new Date(p.created_at) };
  return documentPdf(info, p.number, "Computer-generated receipt", (l) => {
    heading(l, input);
    received(l, p);
    settles(l, p);
    signature(l, seller);
  });
}
