/**
 * The instant estimate, for the pages that show it (the 'Get Best Price' modal, the product page):
 * the panel's code loads on demand, when the buyer starts using it, so no page's first load grows.
 */
import { lazy } from "react";
import type { CardProduct } from "~/components/site/product-card";
import type { EstimatePanelProduct } from "./estimate-panel";
import type * as EstimatePanelModule from "./estimate-panel";
export type { EstimatePanelProduct, EstimateUpdate } from "./estimate-panel";

let panel: Promise<typeof EstimatePanelModule> | undefined;
/** Load the panel's code (once): call it when the buyer shows intent (hover, focus), before it is shown. */
export const loadEstimatePanel = () =>
  (panel ??= import("./estimate-panel").catch((err: unknown) => {
    panel = undefined; // tried again at the next intent
    throw err;
  }));

/** The panel, loaded at its first render: wrap it in <Suspense>. */
export const LazyEstimatePanel = lazy(() => loadEstimatePanel().then((m) => ({ default: m.EstimatePanel })));

/** The read-only unit of a quote request: the product unit without a leading '/ ', else 'Pieces'. */
export function inquiryUnit(unit: string | null | undefined): string {
  const u = (unit ?? "").replace(/^\s*\/\s*/, "").trim();
  return u || "Pieces";
}

/** What the panel reads of a card's product: the quantity counts in the minimum order's unit ("Pieces"). */
export function estimatePanelProductOf(product: CardProduct): EstimatePanelProduct {
  return {
    price: product.price,
    unit: product.min_order_unit || inquiryUnit(product.unit),
    gstRate: product.gst_rate,
    minOrderQuantity: product.min_order_quantity,
    piecesPerSqm: product.pieces_per_sqm,
    weightKg: product.weight_kg,
  };
}
