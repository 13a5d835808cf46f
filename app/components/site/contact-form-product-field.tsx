import { ChevronDown } from "~/components/site/icons";
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import type { FieldControlProps } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { useOutsidePointer } from "~/components/ui/use-outside-pointer";
import { NoMatches } from "~/components/ui/no-matches";
import { useT } from "~/i18n/t";

/**
 * The contact form's Product/Service box: free text that filters the category names; choosing one
 * fills the box; 'No products found' when nothing matches. A combobox over a listbox (arrows,
 * Enter, Escape). The list is open only while focus is in the box: leaving it by Tab, Shift+Tab
 * or a click elsewhere closes it, so it never covers the fields below. `control` is what <Field>
 * hands its control (id, aria-invalid, aria-describedby), placed on the input.
 */
export function ProductServiceField({
  control,
  value,
  onChange,
  options,
  loading,
  maxLength,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
  options: string[];
  loading: boolean;
  /** The most characters the box takes (the schema's limit). */
  maxLength: number;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const closeList = useCallback(() => setOpen(false), []);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `${useId()}-products`;
  const q = value.trim().toLowerCase();
  const matches = q ? options.filter((o) => o.toLowerCase().includes(q)) : options;
  const optionId = (i: number) => `${listId}-${i}`;

  // An outside click closes the list.
  useOutsidePointer(rootRef, open, closeList);

  useEffect(() => {
    if (open && active >= 0) (listRef.current?.children[active] as HTMLElement | undefined)?.scrollIntoView?.({ block: "nearest" });
  }, [active, open]);

  function choose(name: string) {
    onChange(name);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    if (e.key === "ArrowDown") {
      e.preventDefault();
      if (!open) setOpen(true);
      setActive((i) => (i >= last ? 0 : i + 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) setOpen(true);
      setActive((i) => (i <= 0 ? last : i - 1));
    } else if (e.key === "Enter" && open && active >= 0 && matches[active]) {
      e.preventDefault();
      choose(matches[active]);
    }
  }

  // Escape closes the list wherever focus is inside the box (the input, or the list after a click on its scroll bar).
  function onRootKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === "Escape" && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
      inputRef.current?.focus({ preventScroll: true });
    }
  }

  // Focus moving anywhere outside the box (Tab, Shift+Tab, another window) closes the list.
  function onRootBlur(e: FocusEvent<HTMLDivElement>) {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
      setOpen(false);
      setActive(-1);
    }
  }

  const expanded = open && !loading;
  return (
    <div ref={rootRef} className="relative" onKeyDown={onRootKeyDown} onBlur={onRootBlur}>
      <Input
        {...control}
        ref={inputRef}
        name="project_type"
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 && matches[active] ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={maxLength}
        disabled={loading}
        value={value}
        placeholder={loading ? t("forms.contact.productsLoading") : t("forms.contact.productsPlaceholder")}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        className="h-11 pr-9 disabled:cursor-wait disabled:bg-gray-100"
      />
      {loading ? (
        <Spinner className="pointer-events-none absolute right-3 top-3.5 text-gray-500" />
      ) : (
        <ChevronDown className="pointer-events-none absolute right-3 top-3.5 h-4 w-4 text-gray-500" />
      )}
      {expanded ? (
        <div className="absolute left-0 right-0 top-full z-20 mt-1 rounded-lg border border-gray-200 bg-white shadow-lg">
          {/* tabIndex -1: Chrome puts a scrolling box in the Tab order; this list is reached by the arrow keys instead. */}
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={t("forms.contact.products")}
            tabIndex={-1}
            className="max-h-60 overflow-y-auto py-1"
            hidden={matches.length === 0}
          >
            {matches.map((name, i) => (
              <li
                key={name}
                id={optionId(i)}
                role="option"
                aria-selected={name === value}
                // Keep focus in the box so the click lands before blur closes the list.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(name)}
                onPointerMove={() => setActive(i)}
                className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-brand-50 text-brand-800" : "text-ink"}`}
              >
                {name}
              </li>
            ))}
          </ul>
          {matches.length === 0 ? <NoMatches>{t("forms.contact.noProducts")}</NoMatches> : null}
        </div>
      ) : null}
    </div>
  );
}
