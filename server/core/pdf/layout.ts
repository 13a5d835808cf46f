/** The page of the site's PDFs (a quotation, the catalogue): A4 and its margins, the writing position, tables and the page footers. */

type Doc = PDFKit.PDFDocument;
type Align = "left" | "right" | "center";
export type Column = { label: string; width: number; align: Align };
export type Row = { cells: string[]; bold?: boolean };

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
/** Room kept at the foot of every page for the page footer. */
export const FOOTER = 30;
export const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - FOOTER;
const PAD = 3;
/** A table row's text is cut (with an ellipsis) past this height, so that no row outgrows a page. */
const MAX_ROW = 240;
export const GREY = "#555555";
export const RULE = "#999999";
const SHADE = "#eeeeee";

/** Writes down the page at `y`, starting a new page when the next piece would not fit. */
export class Layout {
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

/** At the foot of every page: `left` (and `centre`, if given, in the middle third) and "Page n of m" on the right. */
export function footers(doc: Doc, left: string, centre?: string) {
  const range = doc.bufferedPageRange();
  const third = WIDTH / 3;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would make pdfkit start a page: lift the margin while writing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = A4.height - MARGIN - 10;
    doc.font("Regular").fontSize(7.5).fillColor(GREY);
    doc.text(left, MARGIN, y, { width: centre === undefined ? 2 * third : third, lineBreak: false });
    if (centre !== undefined) doc.text(centre, MARGIN + third, y, { width: third, align: "center", lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN + 2 * third, y, { width: third, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
