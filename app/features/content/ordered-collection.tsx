/**
 * The saved rows of an ordered collection (gallery images, team members, projects, categories):
 * the list read by the route's clientLoader, each row's Move up / Move down, Edit, View and
 * Delete (admins only), the confirmation of a deletion, and the clientAction that sends a change.
 */
import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { Await, Link } from "react-router";
import { useConfirmedChange } from "~/features/content/confirmed-change";
import { sendChange, type SaveResult } from "~/features/content/content-screen";
import { LoadFailed, LoadingSpinner } from "~/components/admin/list-states";
import type { Loaded } from "~/components/admin/route-data";
import { MoveButtons } from "~/components/admin/row-list";
import { Button, buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** A change of one collection, as a screen posts it to its clientAction. */
export type RowChange<V = never> =
  | { intent: "create"; values: V }
  | { intent: "update"; id: number; values: V }
  | { intent: "move"; id: number; direction: "up" | "down" }
  | { intent: "delete"; id: number };

/**
 * A clientAction's change of a collection at `path` (/api/gallery): create (POST `path`), update
 * (`updateMethod` `path/{id}`), move (POST `path/{id}/move`) or delete. An unknown id or intent is
 * a 400 ("Unknown {item}", "Unknown {area} change").
 */
export function sendRowChange(
  req: RowChange<unknown>,
  {
    path,
    item,
    area,
    what,
    updateMethod = "PUT",
    deletion = "the deletion",
  }: {
    path: `/api/${string}`;
    /** One row, in lower case: "gallery image". */
    item: string;
    /** The collection, in lower case: "gallery". */
    area: string;
    /** What a create or update saves, for its failure message: "the image". */
    what: string;
    updateMethod?: "PUT" | "PATCH";
    /** What a delete does, for its failure message. */
    deletion?: string;
  },
  signal?: AbortSignal,
): Promise<SaveResult> {
  if (req.intent === "create") return sendChange("POST", path, req.values, what, signal);
  const id = Number(req.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response(`Unknown ${item}`, { status: 400 });
  if (req.intent === "update") return sendChange(updateMethod, `${path}/${id}`, req.values, what, signal);
  if (req.intent === "move") return sendChange("POST", `${path}/${id}/move`, { direction: req.direction }, "the order", signal);
  if (req.intent === "delete") return sendChange("DELETE", `${path}/${id}`, undefined, deletion, signal);
  throw new Response(`Unknown ${area} change`, { status: 400 });
}

/** 'Loading {what}...' while the route's loader reads the rows, 'Failed to load {what}' with Retry, else the rows. */
export function AwaitRows<T>({ data, what, children }: { data: Promise<Loaded<T[]>>; what: string; children: (rows: T[]) => ReactNode }) {
  return (
    <Suspense fallback={<LoadingSpinner label={`Loading ${what}...`} />}>
      <Await resolve={data}>{(result) => (result.ok ? children(result.data) : result.quiet ? null : <LoadFailed message={`Failed to load ${what}`} />)}</Await>
    </Suspense>
  );
}

/** The saved rows in their order (`children` draws each one's <li>), or what the empty list says. */
export function OrderedRows<T>({ rows, empty, children }: { rows: T[]; empty: ReactNode; children: (row: T, index: number) => ReactNode }) {
  if (!rows.length) return <div className="p-4">{empty}</div>;
  return <ol className="divide-y divide-gray-100">{rows.map(children)}</ol>;
}

/** The card holding the rows, named by its heading (shown, or for screen readers only): the list card of every admin list. */
export { TableCard as RowsSection } from "~/components/ui/table";

/**
 * The moves and deletions of the saved rows: `move` sends one at once, a row's Delete opens the
 * confirmation (`confirm`: the ConfirmDialog's open, busy, title "Delete {name}?", its button
 * "Delete {itemName}", onConfirm and onClose). Each answer is said in a toast and closes the
 * confirmation; the router then reads the rows again. A row is named by `nameOf`; `deleteWord`
 * is what its deletion is called (a team member is removed).
 */
export function useRowChanges<T extends { id: number }>({
  itemName,
  nameOf,
  deleteWord = "Delete",
}: {
  itemName: string;
  nameOf: (row: T) => string;
  deleteWord?: "Delete" | "Remove";
}) {
  const { asking: deleting, setAsking: setDeleting, busy, send } = useConfirmedChange<T>();
  const close = () => setDeleting(null);
  const move = (id: number, direction: "up" | "down") => send({ intent: "move", id, direction });
  return {
    busy,
    /** The row whose deletion is being confirmed. */
    deleting,
    move,
    /** RowActions' names, place, moves and Delete (offered when `canDelete`) of `row`, the `index`th of `count`. */
    actionsOf: (row: T, index: number, count: number, canDelete: boolean) => ({
      itemName,
      name: nameOf(row),
      deleteWord,
      index,
      count,
      busy,
      onMove: (direction: "up" | "down") => move(row.id, direction),
      onDelete: canDelete ? () => setDeleting(row) : undefined,
    }),
    confirm: {
      open: deleting !== null,
      busy,
      title: `${deleteWord} ${deleting ? nameOf(deleting) : itemName}?`,
      confirmLabel: `${deleteWord} ${itemName}`,
      onConfirm: () => deleting && send({ intent: "delete", id: deleting.id }),
      onClose: close,
    },
  };
}

/** The usual layout of a saved row: what it is on the left, its actions on the right (below it on a narrow screen). */
export function rowClass(wideFrom: "sm" | "md" = "sm") {
  return cn("flex flex-col gap-3 p-4", wideFrom === "md" ? "md:flex-row md:items-center md:justify-between" : "sm:flex-row sm:items-center sm:justify-between");
}

/**
 * A saved row's buttons, named after it: Move up / Move down, Edit (a button, or a link to the
 * row's own screen), View on the site (new tab) when it has a public page, and Delete (or Remove)
 * when offered (admins only).
 */
export function RowActions({
  itemName,
  name,
  index,
  count,
  busy,
  onMove,
  onEdit,
  editTo,
  viewHref,
  onDelete,
  deleteWord = "Delete",
}: {
  /** What one row is called, in lower case, for the move buttons: "image". */
  itemName: string;
  /** The row's own name: "Edit {name}". */
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (direction: "up" | "down") => void;
  onEdit?: () => void;
  editTo?: string;
  viewHref?: string;
  onDelete?: () => void;
  deleteWord?: "Delete" | "Remove";
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <MoveButtons itemName={itemName} index={index} count={count} busy={busy} onMove={onMove} />
      {editTo ? (
        <Link to={editTo} className={buttonClass({ variant: "secondary", size: "sm" })} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit
        </Link>
      ) : (
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`} icon={<Pencil aria-hidden="true" className="h-4 w-4" />}>
          Edit
        </Button>
      )}
      {viewHref ? (
        <a
          href={viewHref}
          target="_blank"
          rel="noreferrer"
          className={buttonClass({ variant: "ghost", size: "sm" })}
          aria-label={`View ${name} on the site (opens in a new tab)`}
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          View
        </a>
      ) : null}
      {onDelete ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          aria-label={`${deleteWord} ${name}`}
          icon={<Trash2 aria-hidden="true" className="h-4 w-4 text-red-700" />}
        >
          {deleteWord}
        </Button>
      ) : null}
    </div>
  );
}
