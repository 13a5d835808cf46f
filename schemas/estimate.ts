/**
 * The instant estimate of a product's cost, shared by the buyer's panel (figures as they type) and
 * the server (which works them out again from the current product, freight settings and PIN code
 * when a quote request carries an estimate, never trusting the browser's numbers). Pure
 * TypeScript, no imports outside schemas/; money through the quotations' exact paise maths.
 */
import { computeQuotation, DEFAULT_GST_RATE, formatScaled, FREIGHT_SAC, parseScaled } from "#schemas/gst";
import { formatCount, formatCountOf, formatRupees } from "#schemas/format";
import type { TruckType } from "#schemas/freight";

export const AREA_UNITS = ["sq ft", "m²"] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

/** Extra pieces for cutting and breakage when a buyer gives an area: 5 %. */
export const WASTAGE_PERCENT = 5;
/** Square metres in a square foot (0.3048 m squared), exactly, in hundred-millionths. */
const SQ_FT_IN_M2_E8 = 9_290_304n;
const E8 = 100_000_000n;

/** What the estimate reads of a product (numbers as the API writes them, or the database's decimal strings). */
export type EstimateProduct = {
  price: number | string;
  gstRate: number;
  minOrderQuantity: number;
  /** null: not sold by area. */
  piecesPerSqm: number | string | null;
  /** Of one unit in kg; null: unknown, so no freight. */
  weightKg: number | string | null;
};

/** What the buyer gave: a quantity in the product's unit, or an area to cover. */
export type EstimateQuantity = { by: "quantity"; quantity: number } | { by: "area"; area: number; areaUnit: AreaUnit };
/** The request's inputs as a quote request sends and a lead stores them: the quantity or area, and the delivery PIN code if any. */
export type EstimateRequest = EstimateQuantity & { pin?: string };

/** The road distance from the factory and the truck types to choose from. */
export type FreightContext = { distanceKm: number; trucks: readonly TruckType[] };

export type EstimateFreight = {
  /** The cheapest truck type's name, how many of it, and what one costs and all cost (rupees, 2 decimals). */
  truck: string;
  trucks: number;
  perTruck: string;
  amount: string;
  /** GST on the freight at `gstRate` (the rate a quotation's freight line starts with). */
  gstRate: number;
  gst: string;
  distanceKm: number;
};

export type EstimateFigures = {
  /** In the product's unit, after the wastage on an area and the minimum order. */
  quantity: number;
  /** The quantity asked (or worked out from the area) was below the minimum order and was raised to it. */
  raisedToMinimum: boolean;
  material: string;
  gstRate: number;
  gst: string;
  freight: EstimateFreight | null;
  /** material + GST + freight + GST on freight, to the paisa. */
  total: string;
};

/**
 * Pieces to cover an area: m² × pieces per m², plus the wastage, rounded up to a whole piece. Exact:
 * the area in thousandths, pieces per m² in hundredths, the ft² factor in hundred-millionths.
 */
export function piecesForArea(area: number, areaUnit: AreaUnit, piecesPerSqm: number | string): number {
  const milli = parseScaled(area, 3, "area");
  const perM2 = parseScaled(piecesPerSqm, 2, "pieces per m²");
  const toM2 = areaUnit === "sq ft" ? SQ_FT_IN_M2_E8 : E8;
  const numerator = milli * toM2 * perM2 * BigInt(100 + WASTAGE_PERCENT);
  const denominator = 1000n * E8 * 100n * 100n;
  return Number((numerator + denominator - 1n) / denominator);
}

/**
 * The cheapest way to carry `quantity` units: per truck type, trucks = total weight ÷ its load,
 * rounded up; one truck costs its rate per km × the road distance, or its minimum charge when that
 * is more. The cheapest total wins (the first listed on a tie). None without a weight or trucks.
 */
export function freightFor(quantity: number, weightKg: number | string | null, ctx: FreightContext | null): Omit<EstimateFreight, "gst" | "gstRate"> | null {
  if (!ctx || weightKg === null || ctx.trucks.length === 0) return null;
  const grams = BigInt(quantity) * parseScaled(weightKg, 3, "weight");
  if (grams <= 0n) return null;
  const km = BigInt(Math.round(ctx.distanceKm));
  let best: { truck: string; trucks: bigint; perTruck: bigint; amount: bigint } | null = null;
  for (const t of ctx.trucks) {
    const load = parseScaled(t.loadTonnes, 6, "load"); // grams
    const trucks = (grams + load - 1n) / load;
    const byDistance = km * parseScaled(t.ratePerKm, 2, "rate per km");
    const minimum = parseScaled(t.minimumCharge, 2, "minimum charge");
    const perTruck = byDistance > minimum ? byDistance : minimum;
    const amount = trucks * perTruck;
    if (!best || amount < best.amount) best = { truck: t.name, trucks, perTruck, amount };
  }
  if (!best) return null;
  return {
    truck: best.truck,
    trucks: Number(best.trucks),
    perTruck: formatScaled(best.perTruck, 2),
    amount: formatScaled(best.amount, 2),
    distanceKm: Number(km),
  };
}

/**
 * The estimate, or null when the input cannot be estimated (no positive quantity or area, an area
 * for a product not sold by area). The minimum order applies to both ways of asking.
 *
 * Freight is taxed as a quotation taxes its freight line: at its own rate, which a quotation starts
 * at DEFAULT_GST_RATE (SAC 996511); the material at the product's rate. The tax is worked out by
 * computeQuotation itself (inter-state: the whole rate at once), so the estimate and the quotation
 * it prefills agree to the paisa.
 */
export function estimate(product: EstimateProduct, input: EstimateQuantity, freight: FreightContext | null = null): EstimateFigures | null {
  let asked: number;
  if (input.by === "area") {
    if (product.piecesPerSqm === null || !(input.area > 0) || !Number.isFinite(input.area)) return null;
    asked = piecesForArea(input.area, input.areaUnit, product.piecesPerSqm);
  } else {
    if (!Number.isInteger(input.quantity) || input.quantity < 1) return null;
    asked = input.quantity;
  }
  const quantity = Math.max(asked, product.minOrderQuantity);
  const carried = freightFor(quantity, product.weightKg, freight);
  const totals = computeQuotation({
    items: [{ description: "", hsn: "", quantity, unit: "", rate: product.price, discount_pct: 0, gst_rate: product.gstRate }],
    freight: carried ? { amount: carried.amount, hsn: FREIGHT_SAC, gst_rate: DEFAULT_GST_RATE } : null,
    intraState: false,
  });
  const [line] = totals.lines;
  return {
    quantity,
    raisedToMinimum: asked < product.minOrderQuantity,
    material: line.taxable,
    gstRate: product.gstRate,
    gst: line.igst,
    freight: carried && totals.freight ? { ...carried, gstRate: DEFAULT_GST_RATE, gst: totals.freight.igst } : null,
    total: totals.before_round,
  };
}

/** Where the goods go: the PIN code, its place and the road distance from the factory. */
export type EstimateDelivery = { pin: string; place: string; state: string; distanceKm: number };

/** An estimate as a lead keeps it: what the buyer asked, the server's figures, the product's plural unit and the place delivered to. */
export type LeadEstimate = {
  request: EstimateRequest;
  /** The unit the quantity is counted in, as the minimum order writes it ("Pieces"). */
  unit: string;
  figures: EstimateFigures;
  /** null without a PIN code, or when it was not found or the factory's is not set. */
  delivery: EstimateDelivery | null;
};

/** "3,000 sq ft", "250 m²". */
export const formatArea = (area: number, unit: AreaUnit) => `${formatCount(area)} ${unit}`;

/**
 * The estimate in one sentence, for the lead page: "Estimate: 3,000 sq ft → 12,350 Pieces,
 * ₹1,48,200 + GST ₹26,676, freight to 390001 (Vadodara, ~152 km): 3 trucks, ₹13,680"; without the
 * area part when asked by quantity, without the freight part when there is none.
 */
export function estimateSentence(e: LeadEstimate): string {
  const { request, figures, delivery, unit } = e;
  const area = request.by === "area" ? `${formatArea(request.area, request.areaUnit)} → ` : "";
  let text = `Estimate: ${area}${formatCount(figures.quantity)} ${unit}, ${formatRupees(figures.material)} + GST ${formatRupees(figures.gst)}`;
  if (figures.freight && delivery) {
    text += `, freight to ${delivery.pin} (${delivery.place}, ~${formatCount(delivery.distanceKm)} km): ${formatCountOf(figures.freight.trucks, "truck")}, ${formatRupees(figures.freight.amount)}`;
  }
  return text;
}
