/**
 * The seller's tax identity on a quotation, from the business details (Admin → Business details):
 * the name, the head office's address, the state of the GSTIN (its first two digits), the first two
 * phone numbers (the footer's), the general e-mail and the GSTIN. A quotation keeps a copy as it was
 * when made, so a later change here never rewrites a quotation already sent.
 */
import { eq } from "drizzle-orm";
import type { BusinessDetails } from "#schemas/business";
import { stateName } from "#schemas/indian-states";
import type { Seller } from "#schemas/wire";
import type { DbOrTx } from "../../core/db/connection";
import { siteContent } from "../../core/db/schema";
import { BUSINESS_SEED } from "../content";

export function sellerIdentity(business: BusinessDetails = BUSINESS_SEED): Seller {
  const stateCode = business.gstin.slice(0, 2);
  return {
    name: business.name,
    // The head office's address without the country line: every quotation is within India.
    address_lines: (business.addresses[0]?.lines ?? []).filter((line) => !/^india$/i.test(line.trim())),
    state_code: stateCode,
    state_name: stateName(stateCode) ?? "",
    phones: business.phones.slice(0, 2).map((p) => p.number),
    email: business.emails[0]?.address ?? "",
    gstin: business.gstin,
  };
}

/** The business details in the database now (read in `db`, a transaction's too). */
export async function currentBusiness(db: DbOrTx): Promise<BusinessDetails> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, "business")).limit(1);
  return (row?.value as BusinessDetails | undefined) ?? BUSINESS_SEED;
}

/** The seller as the business details in the database say now (read in `db`, a transaction's too). */
export async function currentSeller(db: DbOrTx): Promise<Seller> {
  return sellerIdentity(await currentBusiness(db));
}
