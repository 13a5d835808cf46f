/**
 * The product catalogue as an A4 PDF (pdfkit), made in the PDF thread (server/pdf-worker.ts): a
 * cover with the business's name, tagline, what the catalogue holds and every contact detail, then
 * each category's products, one block each: its main image, name, price per unit, minimum order
 * and its first specifications. Every page's footer carries the business's contact line and the
 * page number. Money in the one formatter's Indian grouping, in the embedded font that has "₹".
 */
import { formatCount, formatCountOf, formatPricePerUnit } from "#schemas/format";
import { startPdf } from "../../../core/pdf/document";
import { FOOTER, footers, GREY, Layout, MARGIN, RULE, WIDTH } from "../../../core/pdf/layout";

/** One product as the catalogue prints it; `image` is its main image as a JPEG, null when there is none to draw. */
export type CatalogueProduct = {
  name: string;
  price: number;
  unit: string;
  minOrderQuantity: number;
  minOrderUnit: string;
  specs: { label: string; value: string }[];
  image: Uint8Array | null;
};

/** What a catalogue PDF is made of: the business's contact details and the categories with their products, in the site's order. */
export type CatalogueDocument = {
  /** "Product catalogue", or the category's. */
  title: string;
  business: {
    name: string;
    tagline: string;
    addresses: { label: string; lines: string[] }[];
    phones: { label: string; number: string }[];
    emails: { label: string; address: string }[];
    website: string;
    gstin: string;
  };
  categories: { name: string; products: CatalogueProduct[] }[];
};

const ACCENT = "#c2410c";
const IMAGE = { width: 150, height: 112.5 };
const TEXT_X = MARGIN + IMAGE.width + 14;
const TEXT_WIDTH = WIDTH - IMAGE.width - 14;
/** A specification's value is cut (with an ellipsis) past two lines, so that every product block stays short. */
const SPEC_HEIGHT = 22;
/** A category's heading with its rule, in points. */
const HEADING = 32;
/** The space below a product's block: its rule between two halves. */
const BLOCK_GAP = 14;

export async function renderCataloguePdf(c: CatalogueDocument): Promise<Buffer> {
  const { doc, done } = startPdf({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    info: { Title: `${c.business.name}: ${c.title}`, Author: c.business.name, Subject: c.title },
  });
  const l = new Layout(doc);
  cover(l, c);
  for (const category of c.categories) {
    // A heading is never left alone at the foot of a page: it keeps its first product with it.
    l.ensure(HEADING + blockHeight(l, blockLines(category.products[0])) + BLOCK_GAP);
    l.font(true, 15);
    l.y += l.at(category.name, MARGIN, l.y, WIDTH) + 2;
    l.rule(l.y, ACCENT, 1.2);
    l.y += 10;
    for (const product of category.products) productBlock(l, product);
    l.y += 8;
  }
  footers(doc, contactLine(doc, c.business));
  doc.end();
  return done;
}

function cover(l: Layout, c: CatalogueDocument) {
  const b = c.business;
  l.y += 40;
  l.font(true, 24);
  l.y += l.at(b.name, MARGIN, l.y, WIDTH) + 4;
  if (b.tagline) {
    l.font(false, 12, GREY);
    l.y += l.at(b.tagline, MARGIN, l.y, WIDTH) + 4;
  }
  l.y += 10;
  l.rule(l.y, ACCENT, 2);
  l.y += 18;
  l.font(true, 18, ACCENT);
  l.y += l.at(c.title, MARGIN, l.y, WIDTH) + 4;
  const count = c.categories.reduce((n, cat) => n + cat.products.length, 0);
  l.font(false, 10, GREY);
  l.y += l.at(`${formatCountOf(count, "product")} in ${formatCountOf(c.categories.length, "category", "categories")}`, MARGIN, l.y, WIDTH) + 10;
  l.font(false, 10);
  for (const cat of c.categories) {
    l.ensure(14);
    l.y += l.at(`${cat.name}: ${formatCountOf(cat.products.length, "product")}`, MARGIN + 10, l.y, WIDTH - 10) + 2;
  }

  l.y += 24;
  l.font(true, 13);
  l.y += l.at("Contact us", MARGIN, l.y, WIDTH) + 6;
  for (const a of b.addresses) {
    l.ensure(60);
    l.font(true, 9.5);
    l.y += l.at(a.label, MARGIN, l.y, WIDTH);
    l.font(false, 9.5);
    l.y += l.at(a.lines.join(", "), MARGIN, l.y, WIDTH) + 6;
  }
  l.font(false, 9.5);
  const details = [
    ...b.phones.map((p) => `${p.label}: ${p.number}`),
    ...b.emails.map((e) => `${e.label}: ${e.address}`),
    `Website: ${b.website}`,
    `GSTIN: ${b.gstin}`,
  ];
  for (const line of details) {
    l.ensure(14);
    l.y += l.at(line, MARGIN, l.y, WIDTH) + 1;
  }
  l.doc.addPage();
  l.y = MARGIN;
}

type BlockLine = { bold: boolean; size: number; color?: string; text: string; max?: number; gap: number };

/** The text beside a product's image: name, price per unit, minimum order, specifications. */
function blockLines(p: CatalogueProduct): BlockLine[] {
  return [
    { bold: true, size: 12, text: p.name, gap: 3 },
    { bold: true, size: 11, color: ACCENT, text: formatPricePerUnit(p.price, p.unit), gap: 2 },
    { bold: false, size: 9, text: `Minimum order: ${formatCount(p.minOrderQuantity)} ${p.minOrderUnit}`, gap: 5 },
    ...p.specs.map((s) => ({ bold: false, size: 8.5, color: GREY, text: `${s.label}: ${s.value}`, max: SPEC_HEIGHT, gap: 1 })),
  ];
}

/** A product block's height without its gap: its image's, or its text's when taller. */
function blockHeight(l: Layout, lines: BlockLine[]): number {
  const heightOf = (line: BlockLine) => {
    l.font(line.bold, line.size);
    return Math.min(l.doc.heightOfString(line.text, { width: TEXT_WIDTH, lineGap: 1 }), line.max ?? Infinity) + line.gap;
  };
  return Math.max(
    IMAGE.height,
    lines.reduce((h, line) => h + heightOf(line), 0),
  );
}

function productBlock(l: Layout, p: CatalogueProduct) {
  const lines = blockLines(p);
  const height = blockHeight(l, lines);
  l.ensure(height + BLOCK_GAP);
  const top = l.y;
  productImage(l, p.image, top);
  let y = top;
  for (const line of lines) {
    l.font(line.bold, line.size, line.color);
    y += l.at(line.text, TEXT_X, y, TEXT_WIDTH, "left", line.max) + line.gap;
  }
  l.y = top + height + BLOCK_GAP / 2;
  l.rule(l.y, "#dddddd", 0.5);
  l.y += BLOCK_GAP / 2;
}

/** The product's image fitted into its box, or a grey box saying there is none (no image, or one that could not be read). */
function productImage(l: Layout, image: Uint8Array | null, top: number) {
  const { doc } = l;
  if (image) {
    try {
      doc.image(Buffer.from(image.buffer, image.byteOffset, image.byteLength), MARGIN, top, {
        fit: [IMAGE.width, IMAGE.height],
        align: "center",
        valign: "center",
      });
      return;
    } catch {
      // Not a picture pdfkit can draw: the placeholder below.
    }
  }
  doc.rect(MARGIN, top, IMAGE.width, IMAGE.height).fillAndStroke("#f3f4f6", RULE);
  l.font(false, 8.5, GREY);
  l.at("No image", MARGIN, top + IMAGE.height / 2 - 5, IMAGE.width, "center");
}

/** The business's name, first phone, first e-mail and website, as many of them as fit in the footer's two thirds. */
function contactLine(doc: PDFKit.PDFDocument, b: CatalogueDocument["business"]): string {
  const parts = [b.name, b.phones[0]?.number, b.emails[0]?.address, b.website.replace(/^https?:\/\//, "")].filter((s): s is string => Boolean(s));
  doc.font("Regular").fontSize(7.5);
  while (parts.length > 1 && doc.widthOfString(parts.join("  ·  ")) > (2 * WIDTH) / 3 - 10) parts.pop();
  return parts.join("  ·  ");
}
