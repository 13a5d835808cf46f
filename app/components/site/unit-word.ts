import type { MessageKey, Translate } from "~/i18n/t";

/** The fixed units staff choose on the product form (schemas/product-fields.ts), by their message. */
const UNIT_KEYS: Readonly<Record<string, MessageKey>> = {
  Piece: "catalogue.units.piece",
  Pieces: "catalogue.units.pieces",
  "Square Feet": "catalogue.units.squareFeet",
  "Cubic Feet": "catalogue.units.cubicFeet",
  Kilogram: "catalogue.units.kilogram",
  Kilograms: "catalogue.units.kilograms",
};

/**
 * A product's unit as the page's language says it ("Pieces" → "નંગ"); any other unit as staff wrote
 * it. For display only: a quote request sends the unit as stored.
 */
export function unitWord(t: Translate, unit: string): string {
  const key = Object.hasOwn(UNIT_KEYS, unit) ? UNIT_KEYS[unit] : undefined;
  return key ? t(key) : unit;
}
