/**
 * The seller's tax identity on a quotation: the one place it is read, from the business details
 * (app/content/business.ts) today. A quotation keeps a copy as it was when made, so a later change
 * here never rewrites a quotation already sent.
 */
import { stateName } from "#schemas/indian-states";
import type { Seller } from "#schemas/wire";
import { BUSINESS } from "../../app/content/business";

export function sellerIdentity(): Seller {
  return {
    name: BUSINESS.name,
    // The head office's address without the country line: every quotation is within India.
    address_lines: BUSINESS.headOffice.lines.filter((line) => line !== "India"),
    state_code: BUSINESS.stateCode,
    state_name: stateName(BUSINESS.stateCode) ?? "",
    phones: BUSINESS.phones.filter((p) => p.office === "head").map((p) => p.display),
    email: BUSINESS.emails[0].address,
    gstin: BUSINESS.taxId,
  };
}
