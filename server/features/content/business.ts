/**
 * The business details (site_content "business") and the Who We Are texts ("about"): read with
 * the seed as the fallback (a database the seeder has not reached yet), and saved by staff as one
 * checked document (one transaction with its audit entry and the change notice, siteContent.save).
 */
import type { AboutTexts } from "#schemas/about";
import type { BusinessDetails } from "#schemas/business";
import { BUSINESS } from "./seed-data/business";
import { ABOUT } from "./seed-data/company";
import type { SiteContent } from "./site-content";
import type { Actor } from "../../core/audit";

/** What the site showed before the details moved into the database: the seed of both documents. */
export const BUSINESS_SEED: BusinessDetails = BUSINESS;
export const ABOUT_SEED: AboutTexts = ABOUT;

export function createBusiness(siteContent: SiteContent) {
  return {
    /** The business details as staff last saved them. */
    read: () => siteContent.read<BusinessDetails>("business", BUSINESS_SEED),

    /** For the public frame: the seed when the database cannot be read, so every page still shows (`onError` hears why). */
    async readOrSeed(onError: (err: unknown) => void): Promise<BusinessDetails> {
      try {
        return await siteContent.read<BusinessDetails>("business", BUSINESS_SEED);
      } catch (err) {
        onError(err);
        return BUSINESS_SEED;
      }
    },

    /** The business details and the Who We Are texts, in one query. */
    async readWithAbout(): Promise<{ business: BusinessDetails; about: AboutTexts }> {
      const docs = await siteContent.readMany(["business", "about"]);
      return { business: (docs.business as BusinessDetails | undefined) ?? BUSINESS_SEED, about: (docs.about as AboutTexts | undefined) ?? ABOUT_SEED };
    },

    /** Store checked details (businessSchema's output); answers them as stored. */
    async save(value: BusinessDetails, actor: Actor): Promise<BusinessDetails> {
      await siteContent.save("business", value, actor);
      return value;
    },
  };
}
export type Business = ReturnType<typeof createBusiness>;
