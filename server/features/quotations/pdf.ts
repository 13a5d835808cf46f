/**
 * A quotation as an A4 PDF (pdfkit): letterhead, customer block, items table with HSN, tax table by
 * rate (CGST + SGST in the seller's state, IGST elsewhere), totals with the round off, the amount
 * in words, validity, terms, notes and the signature line. One page for a few lines, two for about
 * 25. Money is shown with Indian digit grouping; the rupee sign needs a font that has it, so
 * DejaVu Sans (assets/fonts, with its licence) is embedded rather than a PDF standard font.
 */
import fs from "node:fs";
import PDFDocument from "pdfkit";
import { formatIndianMoney, formatScaled, groupIndian, parseScaled, type QuoteTotals } from "#schemas/gst";
import type { QuotationDto, Seller } from "#schemas/wire";
import { projectPath } from "../../core/project-root";
import { indianDate } from "#schemas/india-time";

type Doc = PDFKit.PDFDocument;
type Align = "left" | "right" | "center";
type Column = { label: string; width: number; align: Align };
type Row = { cells: string[]; bold?: boolean };

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
/** Room kept at the foot of every page for the page footer. */
const FOOTER = 30;
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - FOOTER;
const PAD = 3;
/** A table row's text is cut (with an ellipsis) past this height, so that no row outgrows a page. */
const MAX_ROW = 240;
const GREY = "#555555";
const RULE = "#999999";
const SHADE = "#eeeeee";

/** The font files, in the project's assets/fonts (from the source and from the compiled bundle alike). */
function fontPath(file: string): string {
  const found = projectPath("assets/fonts", file);
  if (!fs.existsSync(found)) throw new Error(`Font ${file} not found (looked for ${found})`);
  return found;
}

let fonts: { regular: string; bold: string } | undefined;
const fontFiles = () => (fonts ??= { regular: fontPath("DejaVuSans.ttf"), bold: fontPath("DejaVuSans-Bold.ttf") });

/** The figures without the rupee sign, for table cells under a "(₹)" heading: "1,23,456.50". */
const figures = (amount: string) => formatIndianMoney(amount).replace("₹", "");
/** A quantity with Indian grouping of its whole part: "12,500", "12.345". */
const quantityText = (q: string) => {
  const [whole, fraction] = q.split(".");
  return fraction ? `${groupIndian(whole)}.${fraction}` : groupIndian(whole);
};
/** "5.00" → "5", "2.50" → "2.5". */
const plainNumber = (n: string | number) => String(Number(n));
/** Half a rate for CGST/SGST: 18 → "9%", 5 → "2.5%". */
const halfRate = (rate: number) => `${plainNumber(rate / 2)}%`;
/** "+91" and "9876543210" → "+91 98765 43210". */
const phoneText = (countryCode: string, phone: string) =>
  `${countryCode} ${countryCode === "+91" && /^\d{10}$/.test(phone) ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone}`.trim();

class Layout {
  y = MARGIN;
  constructor(readonly doc: Doc) {}

  font(bold: boolean, size: number, color = "black") {
    this.doc
      .font(bold ? "Bold" : "Regular")
      .fontSize(size)
      .fillColor(color);
    return this;
  }

  /** Starts a new page when `height` more would not fit on this one. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }

  /** Text at (x, y) within a width, without moving this.y; answers its height. */
  at(text: string, x: number, y: number, width: number, align: Align = "left", maxHeight?: number): number {
    const clip = maxHeight === undefined ? {} : { height: maxHeight, ellipsis: true };
    this.doc.text(text, x, y, { width, align, lineGap: 1, ...clip });
    return Math.min(this.doc.heightOfString(text, { width, lineGap: 1 }), maxHeight ?? Infinity);
  }

  /** A paragraph across the page, onto the next page when long; moves this.y below it. */
  paragraph(text: string, gap = 2) {
    const height = this.doc.heightOfString(text, { width: WIDTH, lineGap: 1 });
    // A short paragraph is kept whole; a long one flows over the page end (pdfkit breaks it).
    if (height < 120) this.ensure(height);
    this.doc.text(text, MARGIN, this.y, { width: WIDTH, lineGap: 1 });
    this.y = this.doc.y + gap;
  }

  rule(y = this.y, color = RULE, width = 0.5) {
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  /** A table whose header row repeats on every page it runs onto; `bold` rows (totals) in bold. */
  table(columns: Column[], rows: Row[], size = 8) {
    const header = () => {
      this.font(true, size);
      const height = Math.max(...columns.map((c) => this.doc.heightOfString(c.label, { width: c.width - 2 * PAD, lineGap: 1 }))) + 2 * PAD;
      this.doc.rect(MARGIN, this.y, WIDTH, height).fill(SHADE);
      this.font(true, size);
      let x = MARGIN;
      for (const c of columns) {
        this.at(c.label, x + PAD, this.y + PAD, c.width - 2 * PAD, c.align);
        x += c.width;
      }
      this.y += height;
      this.rule(this.y, RULE);
    };
    this.ensure(40);
    header();
    for (const row of rows) {
      this.font(row.bold ?? false, size);
      const height =
        Math.min(MAX_ROW, Math.max(...row.cells.map((cell, i) => this.doc.heightOfString(cell, { width: columns[i].width - 2 * PAD, lineGap: 1 })))) + 2 * PAD;
      if (this.ensure(height)) header();
      this.font(row.bold ?? false, size);
      let x = MARGIN;
      row.cells.forEach((cell, i) => {
        this.at(cell, x + PAD, this.y + PAD, columns[i].width - 2 * PAD, columns[i].align, MAX_ROW);
        x += columns[i].width;
      });
      this.y += height;
      this.rule(this.y, "#cccccc", 0.4);
    }
    this.y += 8;
  }
}

function letterhead(l: Layout, q: QuotationDto, seller: Seller) {
  const leftWidth = WIDTH * 0.62;
  const rightX = MARGIN + leftWidth + 10;
  const rightWidth = WIDTH - leftWidth - 10;
  const top = l.y;

  let y = top;
  l.font(true, 15);
  y += l.at(seller.name, MARGIN, y, leftWidth);
  l.font(false, 8.5, GREY);
  const contact = [
    ...seller.address_lines,
    seller.phones.length ? `Phone: ${seller.phones.join(", ")}` : "",
    seller.email ? `E-mail: ${seller.email}` : "",
  ].filter(Boolean);
  for (const line of contact) y += l.at(line, MARGIN, y, leftWidth);
  l.font(true, 9);
  y += l.at(`GSTIN: ${seller.gstin}    State: ${seller.state_name} (${seller.state_code})`, MARGIN, y + 1, leftWidth);

  let ry = top;
  l.font(true, 16);
  ry += l.at("QUOTATION", rightX, ry, rightWidth, "right") + 2;
  l.font(false, 9);
  for (const line of [`No. ${q.number}`, `Date: ${indianDate(q.created_at)}`, `Valid until: ${indianDate(q.valid_until)}`])
    ry += l.at(line, rightX, ry, rightWidth, "right");

  l.y = Math.max(y, ry) + 6;
  l.rule(l.y, "black", 1);
  l.y += 8;
}

function customerBlock(l: Layout, q: QuotationDto) {
  const leftWidth = WIDTH * 0.6;
  const rightX = MARGIN + leftWidth + 10;
  const rightWidth = WIDTH - leftWidth - 10;
  const top = l.y;

  let y = top;
  l.font(true, 8, GREY);
  y += l.at("QUOTATION FOR", MARGIN, y, leftWidth);
  l.font(true, 10);
  y += l.at(q.customer_name, MARGIN, y, leftWidth);
  l.font(false, 9);
  const lines = [
    q.company,
    ...q.billing_address.split(/\r?\n/),
    [`State: ${q.state_name} (${q.state_code})`, q.customer_gstin ? `GSTIN: ${q.customer_gstin}` : ""].filter(Boolean).join("    "),
    [q.phone ? `Phone: ${phoneText(q.country_code, q.phone)}` : "", q.email ? `E-mail: ${q.email}` : ""].filter(Boolean).join("    "),
  ].filter((line) => line.trim() !== "");
  for (const line of lines) y += l.at(line, MARGIN, y, leftWidth);

  let ry = top;
  l.font(true, 8, GREY);
  ry += l.at("PLACE OF SUPPLY", rightX, ry, rightWidth, "right");
  l.font(false, 9);
  ry += l.at(`${q.state_name} (${q.state_code})`, rightX, ry, rightWidth, "right");
  ry += l.at(q.totals.intra_state ? "CGST + SGST (within the state)" : "IGST (inter-state)", rightX, ry, rightWidth, "right");

  l.y = Math.max(y, ry) + 10;
}

function itemsTable(l: Layout, totals: QuoteTotals) {
  const fixed: Column[] = [
    { label: "S.No", width: 26, align: "right" },
    { label: "Description", width: 0, align: "left" },
    { label: "HSN/SAC", width: 46, align: "left" },
    { label: "Qty", width: 46, align: "right" },
    { label: "Unit", width: 36, align: "left" },
    { label: "Rate (₹)", width: 56, align: "right" },
    { label: "Disc %", width: 34, align: "right" },
    { label: "Taxable (₹)", width: 68, align: "right" },
  ];
  fixed[1].width = WIDTH - fixed.reduce((s, c) => s + c.width, 0);
  const rows: Row[] = totals.lines.map((line, i) => ({
    cells: [
      String(i + 1),
      line.description,
      line.hsn,
      quantityText(line.quantity),
      line.unit,
      figures(line.rate),
      Number(line.discount_pct) ? plainNumber(line.discount_pct) : "",
      figures(line.taxable),
    ],
  }));
  if (totals.freight) rows.push({ cells: ["", "Freight", totals.freight.hsn, "", "", "", "", figures(totals.freight.taxable)] });
  rows.push({ cells: ["", "Taxable value", "", "", "", "", "", figures(totals.taxable_total)], bold: true });
  l.table(fixed, rows, 7.5);
}

function taxTable(l: Layout, totals: QuoteTotals) {
  const intra = totals.intra_state;
  const columns: Column[] = intra
    ? [
        { label: "GST rate", width: 60, align: "right" },
        { label: "Taxable value (₹)", width: 95, align: "right" },
        { label: "CGST rate", width: 55, align: "right" },
        { label: "CGST (₹)", width: 80, align: "right" },
        { label: "SGST rate", width: 55, align: "right" },
        { label: "SGST (₹)", width: 80, align: "right" },
        { label: "Total tax (₹)", width: 0, align: "right" },
      ]
    : [
        { label: "GST rate", width: 80, align: "right" },
        { label: "Taxable value (₹)", width: 130, align: "right" },
        { label: "IGST rate", width: 80, align: "right" },
        { label: "IGST (₹)", width: 110, align: "right" },
        { label: "Total tax (₹)", width: 0, align: "right" },
      ];
  columns[columns.length - 1].width = WIDTH - columns.reduce((s, c) => s + c.width, 0);
  // Exact paise, as every amount here.
  const sumTax = (r: { cgst: string; sgst: string; igst: string }) => formatScaled(parseScaled(r.cgst, 2) + parseScaled(r.sgst, 2) + parseScaled(r.igst, 2), 2);
  const rows: Row[] = totals.tax_by_rate.map((r) => ({
    cells: intra
      ? [`${r.gst_rate}%`, figures(r.taxable), halfRate(r.gst_rate), figures(r.cgst), halfRate(r.gst_rate), figures(r.sgst), figures(sumTax(r))]
      : [`${r.gst_rate}%`, figures(r.taxable), `${r.gst_rate}%`, figures(r.igst), figures(r.igst)],
  }));
  rows.push({
    cells: intra
      ? ["Total", figures(totals.taxable_total), "", figures(totals.cgst_total), "", figures(totals.sgst_total), figures(totals.tax_total)]
      : ["Total", figures(totals.taxable_total), "", figures(totals.igst_total), figures(totals.tax_total)],
    bold: true,
  });
  l.table(columns, rows);
}

/** Totals on the right, the amount in words and the validity on the left, kept on one page. */
function totalsBlock(l: Layout, q: QuotationDto) {
  const t = q.totals;
  const lines: [string, string][] = [["Taxable value", formatIndianMoney(t.taxable_total)]];
  if (t.intra_state) lines.push(["CGST", formatIndianMoney(t.cgst_total)], ["SGST", formatIndianMoney(t.sgst_total)]);
  else lines.push(["IGST", formatIndianMoney(t.igst_total)]);
  lines.push(["Round off", formatIndianMoney(t.round_off)]);

  const boxWidth = 220;
  const boxX = MARGIN + WIDTH - boxWidth;
  const lineHeight = 14;
  l.ensure(lines.length * lineHeight + 75);
  const top = l.y;

  let y = top;
  l.font(false, 9);
  for (const [label, value] of lines) {
    l.at(label, boxX, y, 110);
    l.at(value, boxX + 110, y, boxWidth - 110, "right");
    y += lineHeight;
  }
  l.doc
    .moveTo(boxX, y)
    .lineTo(boxX + boxWidth, y)
    .lineWidth(0.8)
    .strokeColor("black")
    .stroke();
  y += 4;
  l.font(true, 11);
  l.at("Grand total", boxX, y, 110);
  l.at(formatIndianMoney(t.grand_total), boxX + 90, y, boxWidth - 90, "right");
  y += 18;

  const leftWidth = WIDTH - boxWidth - 20;
  l.font(false, 9);
  const ly = top + l.at(`This quotation is valid until ${indianDate(q.valid_until)}.`, MARGIN, top, leftWidth);

  // The words get the page's whole width, so that even crores of rupees stay on one line.
  l.y = Math.max(y, ly) + 4;
  l.font(true, 8, GREY);
  l.y += l.at("AMOUNT IN WORDS", MARGIN, l.y, WIDTH);
  l.font(true, 9);
  l.y += l.at(t.words, MARGIN, l.y, WIDTH) + 12;
}

function signature(l: Layout, seller: Seller) {
  const width = 240;
  const x = MARGIN + WIDTH - width;
  l.ensure(75);
  l.y += 6;
  l.font(true, 9);
  l.y += l.at(`For ${seller.name}`, x, l.y, width, "right");
  l.y += 36;
  l.doc
    .moveTo(x + 80, l.y)
    .lineTo(x + width, l.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  l.y += 3;
  l.font(false, 9);
  l.y += l.at("Authorised signatory", x, l.y, width, "right");
}

/** The number and "Page n of m" at the foot of every page. */
function footers(doc: Doc, q: QuotationDto) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would make pdfkit start a page: lift the margin while writing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = A4.height - MARGIN - 10;
    doc.font("Regular").fontSize(7.5).fillColor(GREY);
    doc.text(q.number, MARGIN, y, { width: WIDTH / 3, lineBreak: false });
    doc.text("Computer-generated quotation", MARGIN + WIDTH / 3, y, { width: WIDTH / 3, align: "center", lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN + (2 * WIDTH) / 3, y, { width: WIDTH / 3, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** The quotation as a PDF file's bytes. `seller` is the identity to print (the quotation's own snapshot). */
export async function renderQuotationPdf(q: QuotationDto, seller: Seller): Promise<Buffer> {
  const files = fontFiles();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    // The embedded font from the start: pdfkit would otherwise load its Helvetica metrics.
    font: files.regular,
    info: {
      Title: `Quotation ${q.number}`,
      Author: seller.name,
      Subject: `Quotation for ${q.customer_name}`,
      CreationDate: new Date(q.created_at),
    },
  });
  doc.registerFont("Regular", files.regular);
  doc.registerFont("Bold", files.bold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const l = new Layout(doc);
  letterhead(l, q, seller);
  customerBlock(l, q);
  itemsTable(l, q.totals);
  l.font(true, 9);
  l.ensure(60);
  l.y += l.at("Tax summary", MARGIN, l.y, WIDTH) + 3;
  taxTable(l, q.totals);
  totalsBlock(l, q);

  if (q.terms.trim()) {
    l.font(true, 9);
    l.ensure(40);
    l.y += l.at("Terms and conditions", MARGIN, l.y, WIDTH) + 2;
    l.font(false, 8.5);
    for (const para of q.terms.trim().split(/\r?\n/)) l.paragraph(para || " ", 1);
    l.y += 6;
  }
  if (q.notes.trim()) {
    l.font(true, 9);
    l.ensure(40);
    l.y += l.at("Notes", MARGIN, l.y, WIDTH) + 2;
    l.font(false, 8.5);
    for (const para of q.notes.trim().split(/\r?\n/)) l.paragraph(para || " ", 1);
    l.y += 6;
  }
  signature(l, seller);

  footers(doc, q);
  doc.end();
  return done;
}
