/**
 * A quotation as an A4 PDF (pdfkit): letterhead, customer block, items table with HSN, tax table by
 * rate (CGST + SGST in the seller's state, IGST elsewhere), totals with the round off, the amount
 * in words, validity, terms, notes and the signature line. One page for a few lines, two for about
 * 25. Money is shown with Indian digit grouping, in the embedded font that has the rupee sign
 * (server/core/pdf/document.ts).
 */
import type { QuotationDto, Seller } from "#schemas/wire";
import { documentPdf } from "../../core/pdf/document";
import { type Layout, MARGIN, WIDTH } from "../../core/pdf/layout";
import { customerBlock, heading } from "./pdf/header";
import { itemsTable, taxTable } from "./pdf/tables";
import { signature, totalsBlock } from "./pdf/totals";

/** The quotation as a PDF file's bytes. `seller` is the identity to print (the quotation's own snapshot). */
export async function renderQuotationPdf(q: QuotationDto, seller: Seller): Promise<Buffer> {
  const info = { Title: `Quotation ${q.number}`, Author: seller.name, Subject: `Quotation for ${q.customer_name}`, CreationDate: new Date(q.created_at) };
  return documentPdf(info, q.number, "Computer-generated quotation", (l) => {
    heading(l, q, seller);
    customerBlock(l, q);
    itemsTable(l, q.totals);
    l.font(true, 9);
    l.ensure(60);
    l.y += l.at("Tax summary", MARGIN, l.y, WIDTH) + 3;
    taxTable(l, q.totals);
    totalsBlock(l, q);

    textSection(l, "Terms and conditions", q.terms);
    textSection(l, "Notes", q.notes);
    signature(l, seller);
  });
}

/** A titled block of free text, a paragraph a line; left out when the text is blank. */
function textSection(l: Layout, title: string, text: string): void {
  if (!text.trim()) return;
  l.font(true, 9);
  l.ensure(40);
  l.y += l.at(title, MARGIN, l.y, WIDTH) + 2;
  l.font(false, 8.5);
  for (const para of text.trim().split(/\r?\n/)) l.paragraph(para || " ", 1);
  l.y += 6;
}
