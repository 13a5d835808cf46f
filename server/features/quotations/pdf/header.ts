import { indianDate } from "#schemas/india-time";
import { maskedPhone } from "#schemas/quotations";
import type { QuotationDto, Seller } from "#schemas/wire";
import { GREY, MARGIN, WIDTH, type Layout } from "../../../core/pdf/layout";
import { gstinWithState, letterhead } from "../../../core/pdf/letterhead";

/** "+91" and "9876543210" → "+91 ••••••3210": the PDF goes wherever its link or e-mail is forwarded. */
const phoneText = (countryCode: string, phone: string) => `${countryCode} ${maskedPhone(phone)}`.trim();

export function heading(l: Layout, q: QuotationDto, seller: Seller) {
  letterhead(l, seller, {
    leftShare: 0.62,
    gstinLine: gstinWithState(seller),
    title: "QUOTATION",
    facts: [`No. ${q.number}`, `Date: ${indianDate(q.created_at)}`, `Valid until: ${indianDate(q.valid_until)}`],
  });
}

export function customerBlock(l: Layout, q: QuotationDto) {
  const leftWidth = WIDTH * 0.6;
  const rightX = MARGIN + leftWidth + 10;
  const rightWidth = WIDTH - leftWidth - 10;
  const top = l.y;

  let y = top;
  l.font(true, 8, GREY);
  y += l.at("QUOTATION FOR", MARGIN, y, leftWidth);
  l.font(true, 10);
  y += l.at(q.customer_name, MARGIN, y, leftWidth);
  l.font(false, 9);
  const lines = [
    q.company,
    ...q.billing_address.split(/\r?\n/),
    [`State: ${q.state_name} (${q.state_code})`, q.customer_gstin ? `GSTIN: ${q.customer_gstin}` : ""].filter(Boolean).join("    "),
    [q.phone ? `Phone: ${phoneText(q.country_code, q.phone)}` : "", q.email ? `E-mail: ${q.email}` : ""].filter(Boolean).join("    "),
  ].filter((line) => line.trim() !== "");
  for (const line of lines) y += l.at(line, MARGIN, y, leftWidth);

  let ry = top;
  l.font(true, 8, GREY);
  ry += l.at("PLACE OF SUPPLY", rightX, ry, rightWidth, "right");
  l.font(false, 9);
  ry += l.at(`${q.state_name} (${q.state_code})`, rightX, ry, rightWidth, "right");
  ry += l.at(q.totals.intra_state ? "CGST + SGST (within the state)" : "IGST (inter-state)", rightX, ry, rightWidth, "right");

  l.y = Math.max(y, ry) + 10;
}
