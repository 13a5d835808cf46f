import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId, useRef, type ReactNode } from "react";
import { Button } from "~/components/ui/button";

/**
 * "Move up" / "Move down" for one entry of an ordered list, named after it ("Move phone number 2
 * up"); the first cannot go up and the last cannot go down. For rows of a form (RowList) and for
 * saved rows whose move is a request of its own (categories, team members, projects).
 */
export function MoveButtons({
  itemName,
  index,
  count,
  onMove,
  busy = false,
}: {
  /** What one entry is called, in lower case: "phone number", "category". */
  itemName: string;
  index: number;
  count: number;
  onMove: (direction: "up" | "down") => void;
  busy?: boolean;
}) {
  const n = index + 1;
  return (
    <span className="inline-flex gap-1">
      <Button
        size="sm"
        variant="ghost"
        disabled={busy || index === 0}
        onClick={() => onMove("up")}
        aria-label={`Move ${itemName} ${n} up`}
        title="Move up"
        icon={<ArrowUp aria-hidden="true" className="h-4 w-4" />}
      />
      <Button
        size="sm"
        variant="ghost"
        disabled={busy || index === count - 1}
        onClick={() => onMove("down")}
        aria-label={`Move ${itemName} ${n} down`}
        title="Move down"
        icon={<ArrowDown aria-hidden="true" className="h-4 w-4" />}
      />
    </span>
  );
}

export type RowListProps<T> = {
  /** The list's heading (a fieldset legend): "Phone numbers". */
  legend: string;
  /** What one entry is called, in lower case: "phone number" gives "Add phone number", "Remove phone number 2". */
  itemName: string;
  items: T[];
  onChange: (items: T[]) => void;
  /** A new, empty entry. */
  newItem: () => T;
  /** Fewest and most entries: Remove and Add are not offered past them. */
  min?: number;
  max?: number;
  /** The list's own message (too few entries, say), shown under the legend. */
  error?: string;
  /** A line of help under the legend. */
  hint?: ReactNode;
  /**
   * When given, Remove of an entry that was in the list when it was first shown calls this (with its
   * place now and its place then) instead of taking it out of the form: a saved entry deleted at once.
   * An entry added since is taken out of the form as usual.
   */
  onRemoveSaved?: (index: number, originalIndex: number) => void;
  /** The controls of one entry; `set` replaces that entry. */
  children: (item: T, index: number, set: (next: T) => void) => ReactNode;
};

/**
 * An editable list inside a form (phone numbers, slides, achievements): each entry's fields, with
 * Move up / Move down and Remove, and Add at the end. Entries keep their React identity while they
 * move, so a field being typed in never swaps its text with a neighbour's.
 */
export function RowList<T>({ legend, itemName, items, onChange, newItem, min = 0, max = 50, error, hint, onRemoveSaved, children }: RowListProps<T>) {
  // A stable key per entry, moved, added and removed together with the entries. The entries first
  // shown get keys 0, 1, 2…: an entry's key below that first count is its place when first shown.
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  const firstCount = useRef(items.length);
  while (keys.current.length < items.length) keys.current.push(nextKey.current++);
  if (keys.current.length > items.length) keys.current.length = items.length;

  const set = (index: number, next: T) => onChange(items.map((it, i) => (i === index ? next : it)));
  const move = (index: number, direction: "up" | "down") => {
    const to = direction === "up" ? index - 1 : index + 1;
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    [next[index], next[to]] = [next[to], next[index]];
    const k = keys.current;
    [k[index], k[to]] = [k[to], k[index]];
    onChange(next);
  };
  const remove = (index: number) => {
    const key = keys.current[index];
    if (onRemoveSaved && key < firstCount.current) {
      onRemoveSaved(index, key);
      return;
    }
    keys.current.splice(index, 1);
    onChange(items.filter((_, i) => i !== index));
  };
  const add = () => {
    keys.current.push(nextKey.current++);
    onChange([...items, newItem()]);
  };
  const errorId = `${useId()}-error`;

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      {hint ? <p className="text-xs text-gray-600">{hint}</p> : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <ol className="space-y-3">
        {items.map((item, i) => (
          <li key={keys.current[i]} className="rounded-lg border border-gray-200 bg-gray-50 p-3">
            <div className="mb-2 flex items-center justify-between gap-2">
              <span className="text-xs font-semibold text-gray-600 uppercase">
                {itemName} {i + 1}
              </span>
              <span className="flex items-center gap-1">
                <MoveButtons itemName={itemName} index={i} count={items.length} onMove={(d) => move(i, d)} />
                {items.length > min ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => remove(i)}
                    aria-label={`Remove ${itemName} ${i + 1}`}
                    title="Remove"
                    icon={<Trash2 aria-hidden="true" className="h-4 w-4 text-red-700" />}
                  />
                ) : null}
              </span>
            </div>
            {children(item, i, (next) => set(i, next))}
          </li>
        ))}
      </ol>
      {items.length < max ? (
        <Button size="sm" variant="secondary" onClick={add} icon={<Plus aria-hidden="true" className="h-4 w-4" />}>
          Add {itemName}
        </Button>
      ) : null}
    </fieldset>
  );
}
