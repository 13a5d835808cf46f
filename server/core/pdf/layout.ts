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

/** Letters of Gujarati and of Devanagari (Hindi), which the main font lacks. */
const SCRIPT_CHAR = /[\p{Script=Gujarati}\p{Script=Devanagari}]/u;
const scriptOf = (ch: string) => (/\p{Script=Gujarati}/u.test(ch) ? "Gujarati" : /\p{Script=Devanagari}/u.test(ch) ? "Devanagari" : "");
/** Spaces, digits and punctuation: written in the font of the letters before them. */
const NEUTRAL = /[\s\d.,;:!?'"()\-/&]/;

/**
 * `text` cut into runs by script: Latin in the main font (""), Gujarati and Devanagari in their
 * own; spaces, digits and punctuation stay with the run they follow.
 */
export function scriptRuns(text: string): { script: string; text: string }[] {
  const runs: { script: string; text: string }[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const script = last && NEUTRAL.test(ch) ? last.script : scriptOf(ch);
    if (last && last.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}

/** Writes down the page at `y`, starting a new page when the next piece would not fit. */
export class Layout {
  y = MARGIN;
  private bold = false;
  constructor(readonly doc: Doc) {}

  font(bold: boolean, size: number, color = "black") {
    this.bold = bold;
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
    this.write(text, x, y, { width, align, lineGap: 1, ...clip });
    return Math.min(this.heightOf(text, width), maxHeight ?? Infinity);
  }

  /** A paragraph across the page, onto the next page when long; moves this.y below it. */
  paragraph(text: string, gap = 2) {
    const height = this.heightOf(text, WIDTH);
    // A short paragraph is kept whole; a long one flows over the page end (pdfkit breaks it).
    if (height < 120) this.ensure(height);
    this.write(text, MARGIN, this.y, { width: WIDTH, lineGap: 1 });
    this.y = this.doc.y + gap;
  }

  /** The height of `text` in a width: in a script's font too when it has that script's letters (their lines are taller). */
  heightOf(text: string, width: number): number {
    const base = this.doc.heightOfString(text, { width, lineGap: 1 });
    if (!SCRIPT_CHAR.test(text)) return base;
    const scripts = new Set(scriptRuns(text).map((r) => r.script));
    let height = base;
    for (const script of scripts)
      if (script) {
        this.doc.font(this.faceOf(script));
        height = Math.max(height, this.doc.heightOfString(text, { width, lineGap: 1 }));
      }
    this.doc.font(this.faceOf(""));
    return height;
  }

  private faceOf(script: string) {
    return script ? `${script}${this.bold ? "-Bold" : ""}` : this.bold ? "Bold" : "Regular";
  }

  /** pdfkit's text, each script's run in its font (one call, as before, when there is only Latin). */
  private write(text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) {
    if (!SCRIPT_CHAR.test(text)) {
      this.doc.text(text, x, y, options);
      return;
    }
    const runs = scriptRuns(text);
    runs.forEach((run, i) => {
      this.doc.font(this.faceOf(run.script));
      const continued = i < runs.length - 1;
      if (i === 0) this.doc.text(run.text, x, y, { ...options, continued });
      else this.doc.text(run.text, { ...options, continued });
    });
    this.doc.font(this.faceOf(""));
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
      const height = Math.min(MAX_ROW, Math.max(...row.cells.map((cell, i) => this.heightOf(cell, columns[i].width - 2 * PAD)))) + 2 * PAD;
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
