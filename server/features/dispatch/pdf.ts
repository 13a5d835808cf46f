/**
 * A delivery challan as an A4 PDF (pdfkit, the shared kit of server/core/pdf): the seller's
 * letterhead and GSTIN, "Delivery Challan" with its number and date and time, the consignee and the
 * delivery site, the order number, the load's lines with HSN, quantity and unit (rate and amount
 * only when Settings says challans show values), the vehicle, driver and transporter, and the
 * receiver's "Received the above goods in good condition" with a signature and stamp box.
 */
import { formatIndianMoney } from "#schemas/gst";
import { formatIndiaDateTime } from "#schemas/india-time";
import type { Seller } from "#schemas/wire";
import { documentPdf } from "../../core/pdf/document";
import { goodsCells } from "../../core/pdf/goods-cells";
import { letterhead } from "../../core/pdf/letterhead";
import { GREY, type Layout, MARGIN, RULE, WIDTH, type Column } from "../../core/pdf/layout";

/** Everything a challan prints, as it stands for one version of the dispatch. */
export type ChallanDocument = {
  number: string;
  dispatch_at: string;
  order_number: string;
  seller: Seller;
  consignee: { name: string; company: string; billing_address: string; state: string; gstin: string | null };
  site: { address: string; pin: string; contact_name: string; contact_phone: string };
  vehicle_number: string;
  driver_name: string;
  driver_phone: string;
  transporter: string;
  items: { description: string; hsn: string; quantity: string; unit: string; rate: string; amount: string }[];
  show_values: boolean;
};

function heading(l: Layout, c: ChallanDocument) {
  letterhead(l, c.seller, {
    leftShare: 0.6,
    gstinLine: `GSTIN: ${c.seller.gstin}`,
    title: "Delivery Challan",
    facts: [`No. ${c.number}`, `Date: ${formatIndiaDateTime(c.dispatch_at)}`, `Order: ${c.order_number}`],
  });
}

/** A titled block of lines at x, answering its height. */
function block(l: Layout, title: string, lines: string[], x: number, y: number, width: number): number {
  let h = 0;
  l.font(true, 8, GREY);
  h += l.at(title, x, y, width);
  l.font(false, 9);
  for (const line of lines.filter((s) => s.trim() !== "")) h += l.at(line, x, y + h, width);
  return h;
}

function parties(l: Layout, c: ChallanDocument) {
  const half = (WIDTH - 10) / 2;
  const { consignee: k, site: s } = c;
  const left = block(l, "CONSIGNEE", [k.name, k.company, ...k.billing_address.split(/\r?\n/), k.state, k.gstin ? `GSTIN: ${k.gstin}` : ""], MARGIN, l.y, half);
  const contact = [s.contact_name, s.contact_phone].filter(Boolean).join(", ");
  const right = block(
    l,
    "DELIVERY SITE",
    [...s.address.split(/\r?\n/), s.pin ? `PIN: ${s.pin}` : "", contact ? `Contact: ${contact}` : ""],
    MARGIN + half + 10,
    l.y,
    half,
  );
  l.y += Math.max(left, right) + 10;
}

function items(l: Layout, c: ChallanDocument) {
  const values = c.show_values;
  const columns: Column[] = values
    ? [
        { label: "#", width: 22, align: "left" },
        { label: "Description", width: WIDTH - 22 - 60 - 100 - 70 - 80, align: "left" },
        { label: "HSN", width: 60, align: "left" },
        { label: "Quantity", width: 100, align: "right" },
        { label: "Rate", width: 70, align: "right" },
        { label: "Amount", width: 80, align: "right" },
      ]
    : [
        { label: "#", width: 22, align: "left" },
        { label: "Description", width: WIDTH - 22 - 70 - 130, align: "left" },
        { label: "HSN", width: 70, align: "left" },
        { label: "Quantity", width: 130, align: "right" },
      ];
  const rows = c.items.map((i, n) => ({
    cells: [...goodsCells(i, n), ...(values ? [formatIndianMoney(i.rate), formatIndianMoney(i.amount)] : [])],
  }));
  l.table(columns, rows, 9);
}

function transport(l: Layout, c: ChallanDocument) {
  l.ensure(50);
  const driver = [c.driver_name, c.driver_phone].filter(Boolean).join(", ");
  const lines = [`Vehicle: ${c.vehicle_number}`, driver ? `Driver: ${driver}` : "", c.transporter ? `Transporter: ${c.transporter}` : ""];
  l.y += block(l, "TRANSPORT", lines, MARGIN, l.y, WIDTH) + 12;
}

/** The receiver's acknowledgement: a signature line and a box for the stamp; the seller's signatory on the right. */
function receipt(l: Layout, c: ChallanDocument) {
  l.ensure(130);
  l.font(true, 10);
  l.y += l.at("Received the above goods in good condition", MARGIN, l.y, WIDTH) + 8;
  const box = { x: MARGIN, y: l.y, w: 200, h: 80 };
  l.doc.rect(box.x, box.y, box.w, box.h).lineWidth(0.5).strokeColor(RULE).stroke();
  l.font(false, 8, GREY);
  l.at("Receiver's signature and stamp", box.x + 4, box.y + box.h - 14, box.w - 8);
  const x = MARGIN + WIDTH - 220;
  l.font(true, 9);
  l.at(`For ${c.seller.name}`, x, box.y, 220, "right");
  l.doc
    .moveTo(x + 60, box.y + box.h - 16)
    .lineTo(x + 220, box.y + box.h - 16)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  l.font(false, 9);
  l.at("Authorised signatory", x, box.y + box.h - 12, 220, "right");
  l.y = box.y + box.h + 10;
}

/** The challan as a PDF file's bytes. */
export async function renderChallanPdf(c: ChallanDocument): Promise<Buffer> {
  const info = { Title: `Delivery Challan ${c.number}`, Author: c.seller.name, Subject: `Order ${c.order_number}`, CreationDate: new Date(c.dispatch_at) };
  return documentPdf(info, c.number, "Computer-generated delivery challan", (l) => {
    heading(l, c);
    parties(l, c);
    items(l, c);
    transport(l, c);
    receipt(l, c);
  });
}
