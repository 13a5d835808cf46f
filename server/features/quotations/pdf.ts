/**
 * A quotation as an A4 PDF (pdfkit): letterhead, customer block, items table with HSN, tax table by
 * rate (CGST + SGST in the seller's state, IGST elsewhere), totals with the round off, the amount
 * in words, validity, terms, notes and the signature line. One page for a few lines, two for about
 * 25. Money is shown with Indian digit grouping; the rupee sign needs a font that has it, so
 * DejaVu Sans (assets/fonts, with its licence) is embedded rather than a PDF standard font.
 */
import fs from "node:fs";
import PDFDocument from "pdfkit";
import type { QuotationDto, Seller } from "#schemas/wire";
import { projectPath } from "../../core/project-root";
import { customerBlock, letterhead } from "./pdf/header";
import { FOOTER, footers, Layout, MARGIN, WIDTH } from "./pdf/layout";
import { itemsTable, taxTable } from "./pdf/tables";
import { signature, totalsBlock } from "./pdf/totals";

/** The font files, in the project's assets/fonts (from the source and from the compiled bundle alike). */
function fontPath(file: string): string {
  const found = projectPath("assets/fonts", file);
  if (!fs.existsSync(found)) throw new Error(`Font ${file} not found (looked for ${found})`);
  return found;
}

let fonts: { regular: string; bold: string } | undefined;
const fontFiles = () => (fonts ??= { regular: fontPath("DejaVuSans.ttf"), bold: fontPath("DejaVuSans-Bold.ttf") });

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
