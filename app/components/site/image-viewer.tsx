import { useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { ChevronLeft, ChevronRight } from "~/components/site/icons";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { useT } from "~/i18n/t";
import { cn } from "~/lib/cn";

/** A horizontal move of at least this many pixels on a touch screen turns to the next or previous image. */
const SWIPE_PX = 40;

export type ViewerImage = { url: string | null; alt: string };

const arrowClass =
  "absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow ring-1 ring-gray-200 hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700";

/**
 * A product's images one at a time in a box of fixed 4:3 shape (nothing below moves while an image
 * loads or changes): previous and next arrows, ArrowLeft and ArrowRight while the viewer has the
 * focus, a swipe on a touch screen, "n of m", and a thumbnail per image. One image shows alone.
 */
export function ImageViewer({ images, label }: { images: ViewerImage[]; label: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const current = images[index] ?? images[0];
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  function onKeyDown(e: KeyboardEvent) {
    if (count < 2 || (e.key !== "ArrowLeft" && e.key !== "ArrowRight")) return;
    e.preventDefault();
    go(e.key === "ArrowRight" ? 1 : -1);
  }
  function onTouchEnd(e: TouchEvent) {
    const start = touchX.current;
    touchX.current = null;
    const dx = start === null ? 0 : e.changedTouches[0].clientX - start;
    if (count > 1 && Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  }

  return (
    <section aria-label={label} aria-roledescription={count > 1 ? "carousel" : undefined} onKeyDown={onKeyDown}>
      <div
        className="relative aspect-[4/3] touch-pan-y overflow-hidden rounded-xl bg-gray-100"
        tabIndex={count > 1 ? 0 : undefined}
        role={count > 1 ? "group" : undefined}
        aria-label={count > 1 ? t("product.viewer.current", { number: index + 1, count, alt: current.alt }) : undefined}
        onTouchStart={(e) => (touchX.current = e.touches[0].clientX)}
        onTouchEnd={onTouchEnd}
      >
        <ResponsiveImage
          key={index}
          src={current.url}
          alt={current.alt}
          width={800}
          height={600}
          sizes="(min-width: 1024px) 36rem, 100vw"
          priority={index === 0}
          className="h-full w-full object-cover"
        />
        {count > 1 ? (
          <>
            <button type="button" onClick={() => go(-1)} aria-label={t("product.viewer.previous")} className={cn(arrowClass, "left-2")}>
              <ChevronLeft aria-hidden="true" className="h-6 w-6" />
            </button>
            <button type="button" onClick={() => go(1)} aria-label={t("product.viewer.next")} className={cn(arrowClass, "right-2")}>
              <ChevronRight aria-hidden="true" className="h-6 w-6" />
            </button>
            <p aria-live="polite" className="absolute bottom-2 right-2 rounded-full bg-black/70 px-3 py-1 text-sm font-medium text-white">
              {t("product.viewer.counter", { number: index + 1, count })}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-5" aria-label={t("product.viewer.all")}>
          {images.map((image, i) => (
            <li key={`${i}-${image.url}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t("product.viewer.show", { number: i + 1, alt: image.alt })}
                aria-pressed={i === index}
                className={cn(
                  "block w-full overflow-hidden rounded-lg ring-2 focus-visible:outline-none focus-visible:ring-brand-700",
                  i === index ? "ring-brand-700" : "ring-transparent hover:ring-gray-300",
                )}
              >
                <ResponsiveImage src={image.url} alt="" width={800} height={600} sizes="6rem" widths={[400]} className="aspect-[4/3] w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
