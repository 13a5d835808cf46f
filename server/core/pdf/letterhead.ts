import type { Seller } from "#schemas/wire";
import { GREY, MARGIN, WIDTH, type Layout } from "./layout";

/** What a document prints at the right of its letterhead, right-aligned: its title, the copy's name if any, and its facts. */
export type DocumentHead = {
  /** The seller's part of the width, the rest (less a gap) being the document's. */
  leftShare: number;
  /** The seller's tax line under the contact lines, e.g. "GSTIN: 24ABCDE1234F1Z5". */
  gstinLine: string;
  title: string;
  copy?: string;
  facts: string[];
};

/**
 * The top of a document: the seller's name, address, phone, e-mail and GSTIN on the left, the
 * document's title and facts on the right, then a rule across the page under the taller side.
 */
export function letterhead(l: Layout, seller: Seller, head: DocumentHead) {
  const leftWidth = WIDTH * head.leftShare;
  const rightX = MARGIN + leftWidth + 10;
  const rightWidth = WIDTH - leftWidth - 10;
  const top = l.y;
  let y = top;
  l.font(true, 15);
  y += l.at(seller.name, MARGIN, y, leftWidth);
  l.font(false, 8.5, GREY);
  const contact = [...seller.address_lines, seller.phones.length ? `Phone: ${seller.phones.join(", ")}` : "", seller.email ? `E-mail: ${seller.email}` : ""];
  for (const line of contact.filter(Boolean)) y += l.at(line, MARGIN, y, leftWidth);
  l.font(true, 9);
  y += l.at(head.gstinLine, MARGIN, y + 1, leftWidth);

  let ry = top;
  l.font(true, 16);
  // The gap under the title is kept under the copy's name when there is one.
  ry += l.at(head.title, rightX, ry, rightWidth, "right") + (head.copy ? 0 : 2);
  if (head.copy) {
    l.font(true, 8.5, GREY);
    ry += l.at(head.copy, rightX, ry, rightWidth, "right") + 2;
  }
  l.font(false, 9);
  for (const line of head.facts) ry += l.at(line, rightX, ry, rightWidth, "right");
  l.y = Math.max(y, ry) + 6;
  l.rule(l.y, "black", 1);
  l.y += 8;
}

/** The seller's GSTIN with their state and its code, as a tax document states them. */
export const gstinWithState = (seller: Seller) => `GSTIN: ${seller.gstin}    State: ${seller.state_name} (${seller.state_code})`;
