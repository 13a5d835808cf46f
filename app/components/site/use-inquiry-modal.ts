import { useState } from "react";
import type { EstimateRequest } from "#schemas/estimate";
import type { CardProduct } from "~/components/site/product-card";
import type { InquiryModal } from "~/components/site/inquiry-modal";
import { toast } from "~/lib/toast";
import { useT } from "~/i18n/t";

type InquiryModalComponent = typeof InquiryModal;

/**
 * The quote modal's code (dialog, country picker, API client, retry) is loaded when 'Get Best
 * Price' is first pointed at, focused or pressed, not with the page: the page's first load has a
 * JavaScript budget (tests/e2e/budget.spec.ts). A failed download is asked for again next time
 * (browsers that remember a failed import() need a reload, which the error toast suggests).
 */
let inquiryModal: Promise<InquiryModalComponent> | undefined;
let loadedInquiryModal: InquiryModalComponent | undefined;
function loadInquiryModal(): Promise<InquiryModalComponent> {
  inquiryModal ??= import("~/components/site/inquiry-modal").then(
    (m) => (loadedInquiryModal = m.InquiryModal),
    (err: unknown) => {
      inquiryModal = undefined;
      throw err;
    },
  );
  return inquiryModal;
}

/** Start loading the modal's code: a click on 'Get Best Price' may follow. */
export const prefetchInquiryModal = () => void loadInquiryModal().catch(() => undefined);

/**
 * 'Get Best Price' of a page's products: `getBestPrice(product)` opens the modal for it (loading
 * its code first if need be); render `<Modal product={inquiry} estimate={estimate} onClose={close} />` once `Modal` is set.
 */
export function useInquiryModal() {
  const t = useT();
  const [inquiry, setInquiry] = useState<CardProduct | null>(null);
  const [estimate, setEstimate] = useState<EstimateRequest | undefined>();
  const [Modal, setModal] = useState(() => loadedInquiryModal);

  /** Open the modal for `product`; with `started`, its estimate open with those inputs. */
  function getBestPrice(product: CardProduct, started?: EstimateRequest) {
    setInquiry(product);
    setEstimate(started);
    if (Modal) return;
    loadInquiryModal().then(
      (loaded) => setModal(() => loaded),
      () => {
        setInquiry(null);
        toast.error(t("inquiry.openFailed"));
      },
    );
  }

  return { inquiry, estimate, Modal, getBestPrice, close: () => setInquiry(null) };
}
