/**
 * A GST tax invoice as an A4 PDF (pdfkit, the shared kit of server/core/pdf), one set of pages per
 * copy asked ("Original for Recipient", "Duplicate for Transporter", "Triplicate for Supplier"): the
 * seller's letterhead and GSTIN, "Tax Invoice" with its number, date, due date, place of supply and
 * reverse charge, the buyer, the order and its loads, the lines with HSN and tax, freight with its
 * SAC, the HSN-wise summary, the totals and the amount in words, the bank account and a UPI QR code
 * for the balance due. A cancelled invoice says "Cancelled" across every page.
 */
import QRCode from "qrcode";
import { formatIndianMoney } from "#schemas/gst";
import { indianDate } from "#schemas/india-time";
import { INVOICE_COPY_TITLES, type InvoiceCopy } from "#schemas/invoices";
import type { InvoiceDto } from "#schemas/wire";
import { documentPdf } from "../../core/pdf/document";
import { goodsCells } from "../../core/pdf/goods-cells";
import { gstinWithState, letterhead } from "../../core/pdf/letterhead";
import { GREY, type Layout, MARGIN, WIDTH, type Column } from "../../core/pdf/layout";
import { TOTALS_BOX_WIDTH, taxTotalLines, totalsBoxLines } from "../../core/pdf/totals-box";
import { signature } from "../quotations";

/** Everything an invoice PDF prints: the invoice and the copies asked, in print order. */
export type InvoicePdfInput = { invoice: InvoiceDto; copies: InvoiceCopy[] };

function heading(l: Layout, v: InvoiceDto, copy: InvoiceCopy) {
  letterhead(l, v.seller, {
    leftShare: 0.55,
    gstinLine: gstinWithState(v.seller),
    title: "Tax Invoice",
    copy: INVOICE_COPY_TITLES[copy],
    facts: [
      `No. ${v.number}`,
      `Date: ${indianDate(v.invoice_date)}`,
      `Due date: ${indianDate(v.due_date)}`,
      `Place of supply: ${v.place_of_supply} (${v.state_code})`,
      `Reverse charge: ${v.reverse_charge}`,
    ],
  });
}

function buyerAndLoads(l: Layout, v: InvoiceDto) {
  const half = (WIDTH - 10) / 2;
  let left = 0;
  l.font(true, 8, GREY);
  left += l.at("BILL TO", MARGIN, l.y, half);
  l.font(false, 9);
  const buyer = [v.customer_name, v.company, ...v.billing_address.split(/\r?\n/), `State: ${v.place_of_supply} (${v.state_code})`];
  buyer.push(v.customer_gstin ? `GSTIN: ${v.customer_gstin}` : "GSTIN: none (unregistered buyer)");
  for (const line of buyer.filter((s) => s.trim() !== "")) left += l.at(line, MARGIN, l.y + left, half);
  let right = 0;
  const x = MARGIN + half + 10;
  l.font(true, 8, GREY);
  right += l.at("ORDER AND DISPATCH", x, l.y, half);
  l.font(false, 9);
  right += l.at(`Order: ${v.order_number}`, x, l.y + right, half);
  for (const d of v.dispatches) right += l.at(`Challan ${d.number}, vehicle ${d.vehicle_number}`, x, l.y + right, half);
  l.y += Math.max(left, right) + 10;
}

function taxCells(v: InvoiceDto, t: { cgst: string; sgst: string; igst: string }): string[] {
  return v.intra_state ? [formatIndianMoney(t.cgst), formatIndianMoney(t.sgst)] : [formatIndianMoney(t.igst)];
}

function lines(l: Layout, v: InvoiceDto) {
  const tax: Column[] = v.intra_state
    ? [
        { label: "CGST", width: 55, align: "right" },
        { label: "SGST", width: 55, align: "right" },
      ]
    : [{ label: "IGST", width: 70, align: "right" }];
  const fixed = 18 + 50 + 70 + 50 + 35 + 65 + 32 + tax.reduce((s, c) => s + c.width, 0);
  const columns: Column[] = [
    { label: "#", width: 18, align: "left" },
    { label: "Description", width: WIDTH - fixed, align: "left" },
    { label: "HSN/SAC", width: 50, align: "left" },
    { label: "Quantity", width: 70, align: "right" },
    { label: "Rate", width: 50, align: "right" },
    { label: "Disc. %", width: 35, align: "right" },
    { label: "Taxable value", width: 65, align: "right" },
    { label: "GST %", width: 32, align: "right" },
    ...tax,
  ];
  const rows = v.items.map((i, n) => ({
    cells: [...goodsCells(i, n), formatIndianMoney(i.rate), i.discount_pct, formatIndianMoney(i.taxable), `${i.gst_rate}%`, ...taxCells(v, i)],
  }));
  const f = v.freight;
  if (f) rows.push({ cells: [String(rows.length + 1), "Freight", f.hsn, "", "", "", formatIndianMoney(f.amount), `${f.gst_rate}%`, ...taxCells(v, f)] });
  l.table(columns, rows, 8);
}

function hsnSummary(l: Layout, v: InvoiceDto) {
  l.ensure(40 + v.hsn_summary.length * 14);
  l.font(true, 8, GREY);
  l.y += l.at("HSN-WISE TAX SUMMARY", MARGIN, l.y, WIDTH) + 2;
  const tax: Column[] = v.intra_state
    ? [
        { label: "CGST", width: 80, align: "right" },
        { label: "SGST", width: 80, align: "right" },
      ]
    : [{ label: "IGST", width: 120, align: "right" }];
  const columns: Column[] = [
    { label: "HSN/SAC", width: WIDTH - 100 - 50 - 90 - tax.reduce((s, c) => s + c.width, 0), align: "left" },
    { label: "Taxable value", width: 100, align: "right" },
    { label: "Rate", width: 50, align: "right" },
    ...tax,
    { label: "Total tax", width: 90, align: "right" },
  ];
  const rows: { cells: string[]; bold?: boolean }[] = v.hsn_summary.map((r) => ({
    cells: [r.hsn, formatIndianMoney(r.taxable), `${r.gst_rate}%`, ...taxCells(v, r), formatIndianMoney(r.total_tax)],
  }));
  rows.push({
    cells: [
      "Total",
      formatIndianMoney(v.taxable_total),
      "",
      ...taxCells(v, { cgst: v.cgst_total, sgst: v.sgst_total, igst: v.igst_total }),
      formatIndianMoney(v.tax_total),
    ],
    bold: true,
  });
  l.table(columns, rows, 8);
}

/** The totals box on the right, the words on the left; then where to pay, with the UPI QR code of the balance due. */
function totalsAndPayment(l: Layout, v: InvoiceDto, qr: Buffer | null) {
  const rows = taxTotalLines(v);
  l.ensure(rows.length * 14 + 150);
  const boxWidth = TOTALS_BOX_WIDTH;
  const box = totalsBoxLines(l, rows);
  const { boxX, top } = box;
  let y = box.y;
  l.rule(y, "black", 0.8);
  l.font(true, 11);
  l.at("Grand total", boxX, y + 4, 110);
  l.at(formatIndianMoney(v.grand_total), boxX + 90, y + 4, boxWidth - 90, "right");
  y += 24;

  const leftWidth = WIDTH - boxWidth - 20;
  let ly = top;
  l.font(true, 8, GREY);
  ly += l.at("AMOUNT IN WORDS", MARGIN, ly, leftWidth);
  l.font(true, 9);
  ly += l.at(v.words, MARGIN, ly, leftWidth) + 8;
  const b = v.seller.bank;
  const bank = [
    b.account_name ? `Account name: ${b.account_name}` : "",
    b.account_number ? `Account number: ${b.account_number}` : "",
    b.ifsc ? `IFSC: ${b.ifsc}` : "",
    b.bank_name ? `Bank: ${b.bank_name}` : "",
    b.upi_id ? `UPI ID: ${b.upi_id}` : "",
  ].filter(Boolean);
  if (bank.length) {
    l.font(true, 8, GREY);
    ly += l.at("PAY TO", MARGIN, ly, leftWidth);
    l.font(false, 9);
    for (const line of bank) ly += l.at(line, MARGIN, ly, leftWidth);
  }
  if (qr) {
    const size = 84;
    l.doc.image(qr, MARGIN, ly + 4, { width: size, height: size });
    l.font(false, 7.5, GREY);
    l.at(`Scan to pay ${formatIndianMoney(v.balance)} by UPI`, MARGIN + size + 6, ly + 8, leftWidth - size - 6);
    ly += size + 8;
  }
  l.y = Math.max(y, ly) + 6;
}

/** "Cancelled" across the page, in red, behind nothing and readable in any copy. */
function cancelledMark(l: Layout, v: InvoiceDto) {
  const { doc } = l;
  doc.save();
  doc.rotate(-30, { origin: [MARGIN + WIDTH / 2, 420] });
  doc.font("Bold").fontSize(72).fillColor("#cc0000").fillOpacity(0.35);
  doc.text("Cancelled", MARGIN, 380, { width: WIDTH, align: "center", lineBreak: false });
  doc.restore();
  doc.fillOpacity(1);
  l.font(true, 10, "#cc0000");
  l.y += l.at(`Cancelled${v.cancel_reason ? `: ${v.cancel_reason}` : ""}`, MARGIN, l.y, WIDTH) + 6;
}

/** The invoice's copies as one PDF file's bytes. */
export async function renderInvoicePdf({ invoice: v, copies }: InvoicePdfInput): Promise<Buffer> {
  const qr = v.upi_link ? await QRCode.toBuffer(v.upi_link, { type: "png", margin: 1, width: 240, errorCorrectionLevel: "M" }) : null;
  const info = { Title: `Tax Invoice ${v.number}`, Author: v.seller.name, Subject: `Order ${v.order_number}`, CreationDate: new Date(v.created_at) };
  return documentPdf(info, v.number, "Computer-generated tax invoice", (l) =>
    copies.forEach((copy, n) => {
      if (n > 0) {
        l.doc.addPage();
        l.y = MARGIN;
      }
      heading(l, v, copy);
      if (v.status === "cancelled") cancelledMark(l, v);
      buyerAndLoads(l, v);
      lines(l, v);
      hsnSummary(l, v);
      totalsAndPayment(l, v, qr);
      signature(l, v.seller);
    }),
  );
}
