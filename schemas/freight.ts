/**
 * Freight for the instant estimate (site_content key "freight", edited under Settings, "Freight"):
 * the truck types the business sends goods in and the road factor that turns the straight-line
 * distance between two PIN codes into a road distance. The factory's PIN code is in the business
 * details (`factoryPin`). One schema for the Settings form and PUT /api/settings/freight.
 */
import { z } from "zod";
import { oneLine } from "#schemas/text";

/** Most truck types: enough for any yard's fleet, few enough to compare in an estimate. */
export const FREIGHT_LIMITS = { trucks: 6 } as const;

const positive = (message: string, max: number) => z.number(message).positive(message).max(max, message);

export const truckTypeSchema = z.object({
  name: oneLine(z.string("Enter the truck's name").trim().min(1, "Enter the truck's name").max(60, "Please keep this under 60 characters")),
  /** What one truck carries, in tonnes. */
  loadTonnes: positive("Enter the load in tonnes, more than 0 and at most 60", 60),
  /** Rupees per km of road distance from the factory. */
  ratePerKm: positive("Enter the rate per km in rupees, more than 0 and at most 10,000", 10_000),
  /** The least one truck costs, however short the trip, in rupees. */
  minimumCharge: z
    .number("Enter the minimum charge in rupees, 0 or more")
    .min(0, "Enter the minimum charge in rupees, 0 or more")
    .max(1_000_000, "Enter the minimum charge in rupees, at most 10,00,000"),
});

export const freightSchema = z.object({
  /** Road distance = straight-line distance × this factor. */
  roadFactor: z.number("Enter the road factor, from 1 to 3").min(1, "Enter the road factor, from 1 to 3").max(3, "Enter the road factor, from 1 to 3"),
  trucks: z.array(truckTypeSchema).max(FREIGHT_LIMITS.trucks, `Please keep at most ${FREIGHT_LIMITS.trucks} truck types`),
});

export type TruckType = z.output<typeof truckTypeSchema>;
export type Freight = z.output<typeof freightSchema>;

/** Before anyone saves Freight: the road factor alone, no trucks (so no freight is estimated). */
export const DEFAULT_FREIGHT: Freight = { roadFactor: 1.3, trucks: [] };

/** An Indian PIN code: six digits, the first not 0. */
export const PIN_CODE = /^[1-9][0-9]{5}$/;
export const PIN_CODE_MESSAGE = "Enter a 6-digit PIN code";
