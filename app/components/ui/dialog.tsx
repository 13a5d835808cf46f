import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert, closes on
 * Escape and returns focus to the opener. `onClose` fires for Escape, the close button and a
 * click on the backdrop.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  className = "",
  closeLabel = "Close",
  hideTitle = false,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  closeLabel?: string;
  hideTitle?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      document.documentElement.style.overflow = "hidden";
    } else if (!open && el.open) el.close();
    return () => {
      if (open) document.documentElement.style.overflow = "";
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50 ${className}`}
    >
      {open ? (
        <div className="p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className={hideTitle ? "sr-only" : "text-lg font-semibold"}>
                {title}
              </h2>
              {description ? (
                <p id={descId} className="mt-1 text-sm text-gray-600">
                  {description}
                </p>
              ) : null}
            </div>
            <button type="button" onClick={onClose} aria-label={closeLabel} className="rounded p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800">
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
