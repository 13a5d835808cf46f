/**
 * The instant estimate, for the pages that show it (the 'Get Best Price' modal, the product page):
 * the panel's code loads on demand, when the buyer starts using it, so no page's first load grows.
 */
import { lazy } from "react";
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
