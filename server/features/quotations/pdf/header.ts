import { indianDate } from "#schemas/india-time";
import { maskedPhone } from "#schemas/quotations";
import type { QuotationDto, Seller } from "#schemas/wire";
import { GREY, MARGIN, WIDTH, type Layout } from "../../../core/pdf/layout";

/** "+91" and "9876543210" → "+91 ••••••3210": the PDF goes wherever its link or e-mail is forwarded. */
const phoneText = (countryCode: string, phone: string) => `${countryCode} ${maskedPhone(phone)}`.trim();

export function letterhead(l: Layout, q: QuotationDto, seller: Seller) {
  const leftWidth = WIDTH * 0.62;
  const rightX = MARGIN + leftWidth + 10;
  const rightWidth = WIDTH - leftWidth - 10;
  const top = l.y;

  let y = top;
  l.font(true, 15);
  y += l.at(seller.name, MARGIN, y, leftWidth);
  l.font(false, 8.5, GREY);
  const contact = [
    ...seller.address_lines,
    seller.phones.length ? `Phone: ${seller.phones.join(", ")}` : "",
    seller.email ? `E-mail: ${seller.email}` : "",
  ].filter(Boolean);
  for (const line of contact) y += l.at(line, MARGIN, y, leftWidth);
  l.font(true, 9);
  y += l.at(`GSTIN: ${seller.gstin}    State: ${seller.state_name} (${seller.state_code})`, MARGIN, y + 1, leftWidth);

  let ry = top;
  l.font(true, 16);
  ry += l.at("QUOTATION", rightX, ry, rightWidth, "right") + 2;
  l.font(false, 9);
  for (const line of [`No. ${q.number}`, `Date: ${indianDate(q.created_at)}`, `Valid until: ${indianDate(q.valid_until)}`])
    ry += l.at(line, rightX, ry, rightWidth, "right");

  l.y = Math.max(y, ry) + 6;
  l.rule(l.y, "black", 1);
  l.y += 8;
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
