/**
 * Deleting a saved entry of a document's list (a testimonial, a sector, a carousel slide) at once,
 * as a row of Projects, Team or Gallery is deleted: Remove asks in a dialog, then the entry goes
 * from the site (DELETE `{document}/{list}/{place}`), with a toast, and the screen reads the
 * document again. The answer lives in the route's component, outside the form the re-read rebuilds.
 */
import { useConfirmedChange } from "~/features/content/confirmed-change";
import { ConfirmDialog, type DocumentFields, type EntryDeletionRequest } from "~/features/content/content-screen";

type EntryOf<D, K extends keyof D> = D[K] extends (infer I)[] ? I : never;
type Asking = { list: string; index: number; name: string; itemName: string; unsaved: boolean };

/**
 * The confirmation and the request of an entry's deletion on a document screen whose route is
 * documentRoute's. `askFor({ value, saved }, list, itemName, nameOf)` is a RowList's onRemoveSaved;
 * `dialog` is rendered beside the editor (DocumentScreen's `dialogs`).
 */
export function useEntryDeletion(page: string) {
  const { asking, setAsking, busy, send } = useConfirmedChange<Asking>();

  const askFor =
    <D, K extends keyof D & string>(fields: Pick<DocumentFields<D>, "value" | "saved">, list: K, itemName: string, nameOf: (entry: EntryOf<D, K>) => string) =>
    (_index: number, originalIndex: number) => {
      const entry = (fields.saved[list] as EntryOf<D, K>[])[originalIndex];
      const unsaved = JSON.stringify(fields.value) !== JSON.stringify(fields.saved);
      setAsking({ list, index: originalIndex, name: nameOf(entry), itemName, unsaved });
    };

  const confirm = () => {
    if (!asking) return;
    const req: EntryDeletionRequest = { intent: "delete-entry", list: asking.list, index: asking.index, name: asking.name };
    send(req);
  };

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      busy={busy}
      title={`Delete ${asking?.itemName ?? "entry"} ${asking?.name ?? ""}?`}
      message={
        <>
          <p>
            The {asking?.itemName ?? "entry"} is deleted from {page} at once, for good.
          </p>
          {asking?.unsaved ? <p className="mt-2 font-medium">Your other changes on this screen that are not saved yet are discarded.</p> : null}
        </>
      }
      confirmLabel={`Delete ${asking?.itemName ?? "entry"}`}
      onConfirm={confirm}
      onClose={() => setAsking(null)}
    />
  );
  return { askFor, dialog };
}
