/**
 * What the Website screens' dialog forms share (a gallery image, a team member, a category): the
 * values with their field errors, the save through the route's clientAction, and Cancel / Save.
 */
import { useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import type { SaveResult } from "~/features/content/content-screen";
import { Button } from "~/components/ui/button";
import { useEachResult, useFormErrors, type FieldErrors } from "~/lib/form";
import { toast } from "~/lib/toast";

/**
 * A save through the route's clientAction: `submit(req)` posts `req` as JSON; a success is said in
 * a toast and calls `onSaved`, a failure shows its field errors (`show`) and is said in a toast.
 */
export function useSave(onSaved: () => void, show: (fieldErrors: FieldErrors | undefined) => void) {
  const fetcher = useFetcher<SaveResult>();
  useEachResult(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(result.message);
      onSaved();
      return;
    }
    show(result.fieldErrors);
    toast.error(result.error);
  });
  return {
    saving: fetcher.state !== "idle",
    submit: (req: object) => void fetcher.submit(req as never, { method: "post", encType: "application/json" }),
  };
}

/**
 * A dialog's form of one row: its values (`set(field, value)` also drops that field's error;
 * `setValues` changes them whole, as TranslationTabs does), its
 * field errors (useFormErrors), and its save (useSave; `onSaved` closes the dialog).
 */
export function useDialogForm<V extends object>(initial: V | (() => V), onSaved: () => void) {
  const [values, setValues] = useState<V>(initial);
  const form = useFormErrors();
  const save = useSave(onSaved, form.show);
  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clear(field);
  };
  return { ...form, ...save, values, set, setValues };
}

/** Cancel and the busy Save button ("Saving..." while it goes) at the foot of a dialog's form. */
export function DialogFormFooter({
  saving,
  onCancel,
  saveLabel,
  icon,
  cancelWhileSaving = false,
  savingLabel = "Saving...",
}: {
  saving: boolean;
  onCancel: () => void;
  /** The Save button's words: "Save image", "Add category". */
  saveLabel: string;
  icon?: ReactNode;
  /** Whether Cancel stays enabled while the save goes. */
  cancelWhileSaving?: boolean;
  /** The Save button's words while the save goes. */
  savingLabel?: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-gray-200 pt-4 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={saving && !cancelWhileSaving}>
        Cancel
      </Button>
      <Button type="submit" busy={saving} icon={icon}>
        {saving ? savingLabel : saveLabel}
      </Button>
    </div>
  );
}
