import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useRef } from "react";
import type { GalleryImage } from "~/components/site/gallery-images";
import { IconButton } from "~/components/site/icon-button";
import { useT } from "~/i18n/t";

/**
 * A full-screen image viewer on the native modal <dialog>: the browser keeps focus inside it and
 * makes the page inert. Escape closes, ArrowLeft/ArrowRight move (wrapping), the page does not
 * scroll while it is open, and focus goes back to the opener on close.
 */
export function Lightbox({
  images,
  index,
  onIndexChange,
  onClose,
}: {
  images: readonly GalleryImage[];
  /** The shown image, or null when closed. */
  index: number | null;
  onIndexChange: (i: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const open = index !== null && images.length > 0;
  const n = images.length;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    openerRef.current = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      openerRef.current?.focus();
    };
  }, [open]);

  const move = (step: number) => {
    if (index === null) return;
    onIndexChange((((index + step) % n) + n) % n);
  };
  const image = index === null ? undefined : images[index];

  return (
    <dialog
      ref={ref}
      aria-label={image ? t("lightbox.label", { title: image.title, index: index! + 1, count: n }) : t("lightbox.viewer")}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === "Tab") {
          // Keep Tab cycling through the viewer's buttons instead of leaving for the browser's UI.
          const buttons = Array.from(ref.current?.querySelectorAll<HTMLElement>("button") ?? []);
          const first = buttons[0];
          const last = buttons[buttons.length - 1];
          if (e.shiftKey && document.activeElement === first) {
            e.preventDefault();
            last?.focus();
          } else if (!e.shiftKey && document.activeElement === last) {
            e.preventDefault();
            first?.focus();
          }
        } else if (e.key === "ArrowLeft") {
          e.preventDefault();
          move(-1);
        } else if (e.key === "ArrowRight") {
          e.preventDefault();
          move(1);
        }
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-black/90"
    >
      {open && image ? (
        <div className="flex h-dvh w-screen flex-col items-center justify-center gap-3 px-2 py-4 sm:px-16">
          <IconButton
            label={t("lightbox.close")}
            icon={X}
            onClick={onClose}
            className="absolute right-3 top-3 rounded-full bg-white/10 p-2 text-white hover:bg-white/25"
          />
          <figure className="flex max-h-full flex-col items-center">
            <img
              key={image.src}
              src={image.src}
              alt={image.alt}
              width={800}
              height={600}
              className="h-auto max-h-[calc(100dvh-8rem)] w-auto max-w-full rounded-lg object-contain"
            />
            {/* Its own dark ground: the backdrop is not part of the page behind the dialog, which is light. */}
            <figcaption className="mt-3 rounded-md bg-gray-900 px-3 py-1 text-center text-white">
              <span className="block font-medium">{image.title}</span>
              <span className="text-sm text-gray-300">{t("lightbox.position", { index: index! + 1, count: n })}</span>
            </figcaption>
          </figure>
          <IconButton
            label={t("lightbox.previous")}
            icon={ChevronLeft}
            onClick={() => move(-1)}
            className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/10 p-3 text-white hover:bg-white/25 sm:left-4"
          />
          <IconButton
            label={t("lightbox.next")}
            icon={ChevronRight}
            onClick={() => move(1)}
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/10 p-3 text-white hover:bg-white/25 sm:right-4"
          />
        </div>
      ) : null}
    </dialog>
  );
}
