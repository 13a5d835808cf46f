import { formatIndianMoney } from "#schemas/gst";
import { indianDate } from "#schemas/india-time";
import type { QuotationDto, Seller } from "#schemas/wire";
import { GREY, MARGIN, RULE, WIDTH, type Layout } from "../../../core/pdf/layout";
import { TOTALS_BOX_WIDTH, taxTotalLines, totalsBoxLines } from "../../../core/pdf/totals-box";

/** Totals on the right, the amount in words and the validity on the left, kept on one page. */
export function totalsBlock(l: Layout, q: QuotationDto) {
  const t = q.totals;
  const lines = taxTotalLines(t);
  const boxWidth = TOTALS_BOX_WIDTH;
  l.ensure(lines.length * 14 + 75);
  const box = totalsBoxLines(l, lines);
  const { boxX, top } = box;
  let y = box.y;
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

export function signature(l: Layout, seller: Seller) {
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
