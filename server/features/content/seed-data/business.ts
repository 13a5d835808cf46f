import type { BusinessDetails } from "#schemas/business";
import business from "./business.json" with { type: "json" };

/**
 * The business details as the site first showed them: the seed of site_content "business"
 * (server/features/content/seed.ts), which staff change under Admin → Business details. Nothing on the site
 * reads this file; the pages read the database. The GSTIN is a placeholder of the real shape whose check
 * character is right (schemas/gstin.ts).
 */
export const BUSINESS: BusinessDetails = { ...business, bank: { accountName: "", accountNumber: "", ifsc: "", bankName: "", upiId: "" } };
