/**
 * The business details (site_content "business") and the Who We Are texts ("about"): read with
 * the seed as the fallback (a database the seeder has not reached yet), and saved by staff as one
 * checked document (one transaction with its audit entry and the change notice, siteContent.save).
 */
import { ABOUT_TRANSLATED, type AboutTexts } from "#schemas/about";
import { BUSINESS_TRANSLATED, type BusinessDetails } from "#schemas/business";
import type { Lang } from "#schemas/languages";
import { localize } from "#schemas/translations";
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

    /**
     * What every public page's frame shows in `lang`: the details as a page in that language shows
     * them (each text in its translation, else in English), and in English for what reads the
     * English (map searches, the structured data's address and hours). The seed when the database
     * cannot be read (`onError` hears why).
     */
    async frame(lang: Lang, onError: (err: unknown) => void): Promise<{ shown: BusinessDetails; english: BusinessDetails }> {
      let details: BusinessDetails;
      try {
        details = await siteContent.read<BusinessDetails>("business", BUSINESS_SEED);
      } catch (err) {
        onError(err);
        details = BUSINESS_SEED;
      }
      return { shown: localize(details, BUSINESS_TRANSLATED, lang), english: localize(details, BUSINESS_TRANSLATED, "en") };
    },

    /** The business details and the Who We Are texts in `lang` (in one query), and the details in English. */
    async readWithAbout(lang: Lang): Promise<{ business: BusinessDetails; about: AboutTexts; english: BusinessDetails }> {
      const docs = await siteContent.readMany(["business", "about"]);
      const business = (docs.business as BusinessDetails | undefined) ?? BUSINESS_SEED;
      const about = (docs.about as AboutTexts | undefined) ?? ABOUT_SEED;
      return {
        business: localize(business, BUSINESS_TRANSLATED, lang),
        about: localize(about, ABOUT_TRANSLATED, lang),
        english: localize(business, BUSINESS_TRANSLATED, "en"),
      };
    },

    /** Store checked details (businessSchema's output); answers them as stored. */
    async save(value: BusinessDetails, actor: Actor): Promise<BusinessDetails> {
      await siteContent.save("business", value, actor);
      return value;
    },
  };
}
export type Business = ReturnType<typeof createBusiness>;
