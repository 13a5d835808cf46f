import { useMemo, useState } from "react";
import type { EstimateRequest } from "#schemas/estimate";
import type { CardProduct } from "~/components/site/product-card";
import { estimatePanelProductOf, type EstimateUpdate } from "~/features/estimate";
import { EstimateSection } from "~/features/estimate/estimate-section";

/**
 * The instant estimate on the product page: "Estimate cost and delivery" opens the panel in place
 * (its code loads only then, so the page's first load stays within its budget); "Get this price"
 * opens the quote modal with the estimate begun here, for the buyer's name and number.
 */
export function ProductEstimate({ product, onGetPrice }: { product: CardProduct; onGetPrice: (started: EstimateRequest | undefined) => void }) {
  const [update, setUpdate] = useState<EstimateUpdate>(null);
  const estimated = useMemo(() => estimatePanelProductOf(product), [product]);

  return (
    <EstimateSection
      className="mt-6"
      buttonClassName="w-full sm:w-auto"
      product={estimated}
      onEstimate={setUpdate}
      onGetPrice={() => onGetPrice(update?.request)}
    />
  );
}
