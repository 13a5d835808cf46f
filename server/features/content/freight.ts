/**
 * Freight for the instant estimate (site_content "freight"): the truck types and the road factor,
 * edited under Settings, "Freight", with DEFAULT_FREIGHT until the first save; and the public read
 * the estimate uses, which adds the factory's PIN code from the business details.
 */
import { DEFAULT_FREIGHT, type Freight } from "#schemas/freight";
import type { BusinessDetails } from "#schemas/business";
import { BUSINESS_SEED } from "./business";
import type { SiteContent } from "./site-content";
import type { Actor } from "../../core/audit";

/** The freight the site starts with: two truck types, so a first start shows an estimate with freight. */
export const FREIGHT_SEED: Freight = {
  roadFactor: DEFAULT_FREIGHT.roadFactor,
  trucks: [
    { name: "Tractor trolley", loadTonnes: 5, ratePerKm: 45, minimumCharge: 1500 },
    { name: "Truck (10 tonnes)", loadTonnes: 10, ratePerKm: 70, minimumCharge: 3000 },
  ],
};

/** GET /api/freight: what the estimate needs, nothing of staff. */
export type PublicFreight = Freight & { factoryPin: string };

export function createFreight(siteContent: SiteContent) {
  const read = () => siteContent.read<Freight>("freight", DEFAULT_FREIGHT);
  return {
    read,

    /** The road factor, the truck types and the factory's PIN code ("" when the business details have none, as those saved before it did). */
    async readPublic(): Promise<PublicFreight> {
      const docs = await siteContent.readMany(["freight", "business"]);
      const freight = (docs.freight as Freight | undefined) ?? DEFAULT_FREIGHT;
      const business = (docs.business as Partial<BusinessDetails> | undefined) ?? BUSINESS_SEED;
      return { roadFactor: freight.roadFactor, trucks: freight.trucks, factoryPin: business.factoryPin ?? "" };
    },

    /** Store checked freight (freightSchema's output): one transaction with its audit entry and the change notice. */
    async save(value: Freight, actor: Actor): Promise<Freight> {
      await siteContent.save("freight", value, actor);
      return value;
    },
  };
}
export type FreightSettings = ReturnType<typeof createFreight>;
