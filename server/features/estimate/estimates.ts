/**
 * Estimates on the server: the delivery place and road distance of a PIN code, and a quote
 * request's estimate worked out again from the current product, the freight settings and the PIN
 * code (the browser's figures are never stored).
 */
import { estimate, type EstimateDelivery, type EstimateProduct, type EstimateRequest, type LeadEstimate } from "#schemas/estimate";
import { DEFAULT_FREIGHT, freightSchema, type Freight } from "#schemas/freight";
import type { PincodeAnswer } from "#schemas/wire";
import { eq } from "drizzle-orm";
import type { Db } from "../../core/db/connection";
import { siteContent } from "../../core/db/schema";
import { findPincode } from "./pincodes";
import { straightLineKm } from "./pin-table";

export type EstimateSources = {
  /** The factory's PIN code from the business details ("" when not set, or stored before it existed). */
  readFactoryPin: () => Promise<string | undefined>;
};

export function createEstimates(db: Db, sources: EstimateSources) {
  /** The freight settings (site_content "freight", saved under Settings); the defaults when never saved or unreadable. */
  async function freight(): Promise<Freight> {
    const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, "freight")).limit(1);
    const parsed = freightSchema.safeParse(row?.value);
    return parsed.success ? parsed.data : DEFAULT_FREIGHT;
  }

  /**
   * A PIN code's place and state, and the road distance from the factory in whole km (the
   * straight-line distance × the road factor); null when the factory's PIN code is not set or
   * either code has no coordinates. Undefined for a code the data set does not know.
   */
  async function lookup(pin: string, settings?: Freight): Promise<PincodeAnswer | undefined> {
    const place = await findPincode(pin);
    if (!place) return undefined;
    const [factoryPin, { roadFactor }] = await Promise.all([sources.readFactoryPin(), settings ?? freight()]);
    const factory = factoryPin ? await findPincode(factoryPin) : undefined;
    const km = factory ? straightLineKm(factory, place) * roadFactor : Number.NaN;
    return { pin, place: place.place, state: place.state, distance_km: Number.isFinite(km) ? Math.round(km) : null };
  }

  return {
    lookup,

    /**
     * Where a quote request's estimate is delivered: the PIN code's place and road distance and the
     * truck types; null without a PIN code, for one the data set does not know, without the
     * factory's PIN code, or when the PIN-code table could not be loaded (the estimate then goes on
     * without freight). Read before the quote request's transaction, which it must not hold open.
     */
    async deliveryTo(pin: string | undefined): Promise<DeliveryContext | null> {
      if (!pin) return null;
      const settings = await freight();
      const found = await lookup(pin, settings).catch(() => undefined);
      if (!found || found.distance_km === null) return null;
      return { delivery: { pin: found.pin, place: found.place, state: found.state, distanceKm: found.distance_km }, trucks: settings.trucks };
    },
  };
}

/** A delivery place and the truck types to carry the goods there. */
export type DeliveryContext = { delivery: EstimateDelivery; trucks: Freight["trucks"] };

/** A quote request's estimate as the lead keeps it; null when it cannot be estimated (an area for a product not sold by area). */
export function leadEstimate(product: EstimateProduct & { unit: string }, request: EstimateRequest, to: DeliveryContext | null): LeadEstimate | null {
  const quantity = request.by === "area" ? { by: request.by, area: request.area, areaUnit: request.areaUnit } : { by: request.by, quantity: request.quantity };
  const figures = estimate(product, quantity, to ? { distanceKm: to.delivery.distanceKm, trucks: to.trucks } : null);
  return figures && { request, unit: product.unit, figures, delivery: to?.delivery ?? null };
}
export type Estimates = ReturnType<typeof createEstimates>;
