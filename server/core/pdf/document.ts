/**
 * A new A4 PDF (pdfkit) with the site's embedded font, and its bytes once it ends. The rupee sign
 * needs a font that has it, so DejaVu Sans (assets/fonts, with its licence) is embedded rather
 * than a PDF standard font; its faces are registered as "Regular" and "Bold". Names and addresses
 * may be written in Gujarati or Hindi (Devanagari), which DejaVu lacks: Noto Sans Gujarati and
 * Noto Sans Devanagari are registered beside it ("Gujarati", "Gujarati-Bold", "Devanagari",
 * "Devanagari-Bold") and Layout writes those scripts' runs of a text in them.
 */
import fs from "node:fs";
import PDFDocument from "pdfkit";
import { projectPath } from "../project-root";
import { FOOTER, footers, Layout, MARGIN } from "./layout";

/** The font files, in the project's assets/fonts (from the source and from the compiled bundle alike). */
function fontPath(file: string): string {
  const found = projectPath("assets/fonts", file);
  if (!fs.existsSync(found)) throw new Error(`Font ${file} not found (looked for ${found})`);
  return found;
}

let fonts: { regular: string; bold: string; scripts: Record<string, string> } | undefined;
const fontFiles = () =>
  (fonts ??= {
    regular: fontPath("DejaVuSans.ttf"),
    bold: fontPath("DejaVuSans-Bold.ttf"),
    scripts: {
      Gujarati: fontPath("NotoSansGujarati-Regular.ttf"),
      "Gujarati-Bold": fontPath("NotoSansGujarati-Bold.ttf"),
      Devanagari: fontPath("NotoSansDevanagari-Regular.ttf"),
      "Devanagari-Bold": fontPath("NotoSansDevanagari-Bold.ttf"),
    },
  });

/** An A4 document with every page kept until the end (for the page footers), and the promise of its bytes after `doc.end()`. */
export function startPdf(opts: { margins: PDFKit.PDFDocumentOptions["margins"]; info: PDFKit.DocumentInfo }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const files = fontFiles();
  const doc = new PDFDocument({
    size: "A4",
    margins: opts.margins,
    bufferPages: true,
    // The embedded font from the start: pdfkit would otherwise load its Helvetica metrics.
    font: files.regular,
    info: opts.info,
  });
  doc.registerFont("Regular", files.regular);
  doc.registerFont("Bold", files.bold);
  for (const [name, file] of Object.entries(files.scripts)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/**
 * A business document (quotation, invoice, challan, receipt) as a PDF file's bytes: A4 with room
 * for the page footers, drawn by `draw`, then every page footed with the document's `number` and
 * `footer` in the middle.
 */
export function documentPdf(info: PDFKit.DocumentInfo, number: string, footer: string, draw: (l: Layout) => void): Promise<Buffer> {
  const { doc, done } = startPdf({ margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER }, info });
  draw(new Layout(doc));
  footers(doc, number, footer);
  doc.end();
  return done;
}
