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

/** The foot of a dialog's form: Cancel, disabled while the form is sent, and its submit button (busy meanwhile; `danger` for a cancellation). */
export function SubmitActions({
  onCancel,
  cancelLabel,
  busy,
  danger = false,
  children,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  busy: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <DialogActions onCancel={onCancel} cancelLabel={cancelLabel} cancelDisabled={busy}>
      <Button type="submit" variant={danger ? "danger" : "primary"} busy={busy}>
        {children}
      </Button>
    </DialogActions>
  );
}
