import { formatIndianMoney } from "#schemas/gst";
import { MARGIN, WIDTH, type Layout } from "./layout";

/** The totals box's width; it stands at the right edge of the page. */
export const TOTALS_BOX_WIDTH = 220;

/** What a document's totals box lists before its grand total. */
type TaxTotals = { intra_state: boolean; taxable_total: string; cgst_total: string; sgst_total: string; igst_total: string; round_off: string };

/** The totals box's lines: the taxable value, CGST and SGST within the state (else IGST), the round off. */
export function taxTotalLines(t: TaxTotals): [string, string][] {
  const lines: [string, string][] = [["Taxable value", formatIndianMoney(t.taxable_total)]];
  if (t.intra_state) lines.push(["CGST", formatIndianMoney(t.cgst_total)], ["SGST", formatIndianMoney(t.sgst_total)]);
  else lines.push(["IGST", formatIndianMoney(t.igst_total)]);
  lines.push(["Round off", formatIndianMoney(t.round_off)]);
  return lines;
}

/**
 * The box's label and value lines from the current line down; answers the box's left edge, where
 * it starts (`top`, for what stands beside it) and the line below its last one.
 */
export function totalsBoxLines(l: Layout, lines: [string, string][]): { boxX: number; top: number; y: number } {
  const boxX = MARGIN + WIDTH - TOTALS_BOX_WIDTH;
  const top = l.y;
  let y = top;
  l.font(false, 9);
  for (const [label, value] of lines) {
    l.at(label, boxX, y, 110);
    l.at(value, boxX + 110, y, TOTALS_BOX_WIDTH - 110, "right");
    y += 14;
  }
  return { boxX, top, y };
}
