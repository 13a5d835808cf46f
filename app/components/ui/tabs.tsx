import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export type Tab<V extends string> = { value: V; label: ReactNode; badge?: ReactNode; lang?: string };

/**
 * A row of tabs over one panel (`panelId`): the selected one is in the tab order, the arrow keys,
 * Home and End move between them and select. Each tab's id is `{idPrefix}-{value}`, so the panel
 * can be labelled by the selected one. A badge (a count) is shown after the label.
 */
export function TabList<V extends string>({
  label,
  tabs,
  selected,
  onChange,
  panelId,
  idPrefix,
}: {
  /** What the tabs choose between, for screen readers: "Message status". */
  label: string;
  tabs: readonly Tab<V>[];
  selected: V;
  onChange: (value: V) => void;
  panelId: string;
  idPrefix: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    refs.current[next]?.focus();
    onChange(tabs[next]!.value);
  };

  return (
    <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-gray-200">
      {tabs.map((t, i) => {
        const isSelected = t.value === selected;
        return (
          <button
            key={t.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`${idPrefix}-${t.value}`}
            type="button"
            role="tab"
            lang={t.lang}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(t.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cn(
              "-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
              isSelected ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900",
            )}
          >
            {t.label}
            {t.badge === undefined ? null : (
              <span className={cn("rounded-full px-2 py-0.5 text-xs", isSelected ? "bg-brand-100 text-brand-800" : "bg-gray-100 text-gray-700")}>
                {t.badge}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
