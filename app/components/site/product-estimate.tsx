import { Calculator } from "lucide-react";
import { Suspense, useMemo, useState } from "react";
import type { EstimateRequest } from "#schemas/estimate";
import type { CardProduct } from "~/components/site/product-card";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { estimatePanelProductOf, LazyEstimatePanel, loadEstimatePanel, type EstimateUpdate } from "~/features/estimate";

/**
 * The instant estimate on the product page: "Estimate cost and delivery" opens the panel in place
 * (its code loads only then, so the page's first load stays within its budget); "Get this price"
 * opens the quote modal with the estimate begun here, for the buyer's name and number.
 */
export function ProductEstimate({ product, onGetPrice }: { product: CardProduct; onGetPrice: (started: EstimateRequest | undefined) => void }) {
  const [open, setOpen] = useState(false);
  const [update, setUpdate] = useState<EstimateUpdate>(null);
  const estimated = useMemo(() => estimatePanelProductOf(product), [product]);

  return (
    <section aria-label="Price estimate" className="mt-6">
      {open ? (
        <Suspense
          fallback={
            <p className="flex items-center gap-2 text-sm text-gray-700">
              <Spinner /> Loading the estimate…
            </p>
          }
        >
          <LazyEstimatePanel product={estimated} onEstimate={setUpdate} onGetPrice={() => onGetPrice(update?.request)} />
        </Suspense>
      ) : (
        <Button
          variant="secondary"
          aria-expanded={false}
          onClick={() => setOpen(true)}
          onPointerEnter={loadEstimatePanel}
          icon={<Calculator aria-hidden="true" className="h-4 w-4" />}
          className="w-full sm:w-auto"
        >
          Estimate cost and delivery
        </Button>
      )}
    </section>
  );
}
