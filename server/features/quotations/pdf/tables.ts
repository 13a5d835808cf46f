import { formatIndianMoney, formatScaled, groupIndian, parseScaled, type QuoteTotals } from "#schemas/gst";
import { WIDTH, type Column, type Layout, type Row } from "../../../core/pdf/layout";

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

export function itemsTable(l: Layout, totals: QuoteTotals) {
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

export function taxTable(l: Layout, totals: QuoteTotals) {
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
