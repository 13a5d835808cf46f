import { AlertTriangle, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { DialogActions } from "~/components/admin/dialog-actions";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

/**
 * "Delete …?" with what it means and Cancel / the confirming button (busy while the deletion runs).
 * The dialog stays open until the caller closes it (after the deletion succeeded).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  /** The confirming button's words: "Delete category". */
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={busy ? () => undefined : onClose} title={title}>
      <div className="flex flex-col gap-4">
        <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />
          <div>{message}</div>
        </div>
        <DialogActions onCancel={onClose} cancelDisabled={busy}>
          <Button variant="danger" busy={busy} onClick={onConfirm} icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
