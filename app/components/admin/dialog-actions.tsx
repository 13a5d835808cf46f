import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

/**
 * The foot of a dialog that asks: its Cancel (or Close) button, then the buttons that act; side by
 * side on the right from small screens up, the acting ones on top on phones.
 */
export function DialogActions({
  onCancel,
  cancelLabel = "Cancel",
  cancelDisabled,
  children,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  cancelDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
}
