import { ChevronDown, Search } from "~/components/site/icons";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useOutsidePointer } from "~/components/ui/use-outside-pointer";
import { COUNTRIES, DEFAULT_COUNTRY_CODE, filterCountries } from "#schemas/countries";
import { NoMatches } from "~/components/ui/no-matches";

export type CountryPickerTexts = { search: string; list: string; none: string };

const COUNTRY_PICKER_TEXTS: CountryPickerTexts = { search: "Search country or code", list: "Countries", none: "No countries found" };

/**
 * Dial-code picker shared by the inquiry modal and the contact form:
 * the 20 countries, default +91, opens and closes on click, filter by name or code, 'No
 * countries found', closes on an outside click, Escape or leaving it with Tab. Keyboard: the
 * filter box is a combobox over a listbox (arrows, Home/End, Enter to choose).
 */
export function CountryPicker({
  value = DEFAULT_COUNTRY_CODE,
  onChange,
  id,
  label = "Country code",
  texts = COUNTRY_PICKER_TEXTS,
  disabled = false,
  describedBy,
}: {
  value?: string;
  onChange: (code: string) => void;
  /** The trigger button's id, for a <label htmlFor>. */
  id?: string;
  label?: string;
  /** The picker's other words (the public site passes them in the page's language). */
  texts?: CountryPickerTexts;
  disabled?: boolean;
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const closeList = useCallback(() => setOpen(false), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (iso: string) => `${baseId}-opt-${iso}`;

  const selected = COUNTRIES.find((c) => c.code === value) ?? COUNTRIES[0];
  const matches = filterCountries(query);

  function openList() {
    setQuery("");
    setActive(
      Math.max(
        0,
        COUNTRIES.findIndex((c) => c.code === selected.code),
      ),
    );
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(code: string) {
    onChange(code);
    close(true);
  }

  // Focus the filter box when the list opens.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // An outside click closes the list.
  useOutsidePointer(rootRef, open, closeList);

  // Keep the active option in view while moving with the arrows.
  useEffect(() => {
    if (!open) return;
    const el = listRef.current?.children[active] as HTMLElement | undefined;
    el?.scrollIntoView?.({ block: "nearest" });
  }, [active, open]);

  function onInputKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    switch (e.key) {
      case "ArrowDown":
        e.preventDefault();
        setActive((i) => (i >= last ? 0 : i + 1));
        break;
      case "ArrowUp":
        e.preventDefault();
        setActive((i) => (i <= 0 ? Math.max(last, 0) : i - 1));
        break;
      case "Home":
        if (e.ctrlKey || !query) {
          e.preventDefault();
          setActive(0);
        }
        break;
      case "End":
        if (e.ctrlKey || !query) {
          e.preventDefault();
          setActive(Math.max(last, 0));
        }
        break;
      case "Enter":
        // Never submit the surrounding form from the filter box.
        e.preventDefault();
        if (matches[active]) choose(matches[active].code);
        break;
      case "Escape":
        // Close the list only, not a surrounding dialog.
        e.preventDefault();
        e.stopPropagation();
        close(true);
        break;
    }
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(e) => {
        if (open && !rootRef.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        id={id}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${label}: ${selected.name} ${selected.code}`}
        aria-describedby={describedBy}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(e) => {
          if ((e.key === "ArrowDown" || e.key === "ArrowUp") && !open) {
            e.preventDefault();
            openList();
          }
        }}
        className="flex h-11 min-w-[5.5rem] items-center justify-between gap-1 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-ink hover:bg-gray-50 disabled:opacity-60"
      >
        <span>{selected.code}</span>
        <ChevronDown className={`h-4 w-4 text-gray-500 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>

      {open ? (
        <div className="absolute left-0 top-full z-30 mt-1 w-64 rounded-lg border border-gray-200 bg-white shadow-lg">
          <div className="relative border-b border-gray-100 p-2">
            <Search className="pointer-events-none absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400" />
            <input
              ref={inputRef}
              type="text"
              role="combobox"
              aria-label={texts.search}
              aria-expanded={matches.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={matches[active] ? optionId(matches[active].iso) : undefined}
              placeholder={texts.search}
              autoComplete="off"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              onKeyDown={onInputKeyDown}
              className="w-full rounded-md border border-gray-300 py-2 pl-8 pr-2 text-sm"
            />
          </div>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={texts.list}
            className="max-h-52 overflow-y-auto py-1"
            hidden={matches.length === 0}
            // Keep focus in the filter box: a click on an option must not blur it first.
            onMouseDown={(e) => e.preventDefault()}
          >
            {matches.map((c, i) => (
              <li
                key={c.iso}
                id={optionId(c.iso)}
                role="option"
                aria-selected={c.code === selected.code}
                onClick={() => choose(c.code)}
                onPointerMove={() => setActive(i)}
                className={`flex cursor-pointer items-center justify-between px-3 py-2 text-sm ${i === active ? "bg-brand-50 text-brand-800" : "text-ink"} ${
                  c.code === selected.code ? "font-semibold" : ""
                }`}
              >
                <span>{c.name}</span>
                <span className="text-gray-600">{c.code}</span>
              </li>
            ))}
          </ul>
          {matches.length === 0 ? <NoMatches>{texts.none}</NoMatches> : null}
        </div>
      ) : null}
    </div>
  );
}
