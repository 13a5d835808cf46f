import { X } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * The slide-in menu below the desktop width, on a native modal <dialog>: the browser keeps focus
 * inside it, makes the page behind inert, closes it on Escape and gives focus back to the opener.
 */
export function AdminMobileMenu({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    else if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id="admin-mobile-menu"
      aria-label="Admin menu"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0 text-ink shadow-2xl transition-transform duration-200 backdrop:bg-black/50 motion-reduce:transition-none starting:open:-translate-x-full lg:hidden"
    >
      {open ? <div className="h-full">{children}</div> : null}
    </dialog>
  );
}

/** The slide-in menu's close button (placed beside the brand by the layout). */
export function CloseMenuButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Close menu"
      className="-mt-1 -mr-1 shrink-0 rounded-md p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
    >
      <X aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
