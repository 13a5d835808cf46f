import { Suspense, useRef, useState, type ComponentProps } from "react";
import { Calculator } from "~/components/site/icons";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { useT } from "~/i18n/t";
import { cn } from "~/lib/cn";
import type { EstimatePanel } from "./estimate-panel";
import { LazyEstimatePanel, loadEstimatePanel } from "./index";

/**
 * The "Price estimate" part of a page or the quote modal: "Estimate cost and delivery" until the
 * buyer opens it (its code loads when pointed at, so no first load carries it), then the panel.
 */
export function EstimateSection({
  startOpen = false,
  className,
  buttonClassName,
  ...panel
}: { startOpen?: boolean; className?: string; buttonClassName?: string } & ComponentProps<typeof EstimatePanel>) {
  const t = useT();
  const [open, setOpen] = useState(startOpen);
  const section = useRef<HTMLElement>(null);
  return (
    // Opening removes the button that had the focus: the section takes it, so it is not lost to the page.
    <section ref={section} tabIndex={-1} aria-label={t("estimate.section")} className={cn("outline-none", className)}>
      {open ? (
        <Suspense
          fallback={
            <p className="flex items-center gap-2 text-sm text-gray-700">
              <Spinner /> {t("estimate.loading")}
            </p>
          }
        >
          <LazyEstimatePanel {...panel} />
        </Suspense>
      ) : (
        <Button
          variant="secondary"
          aria-expanded={false}
          onClick={() => {
            setOpen(true);
            section.current?.focus();
          }}
          onPointerEnter={loadEstimatePanel}
          icon={<Calculator className="h-4 w-4" />}
          className={buttonClassName}
        >
          {t("estimate.open")}
        </Button>
      )}
    </section>
  );
}
