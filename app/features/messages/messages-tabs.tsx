import { useRef, type KeyboardEvent } from "react";
import type { MessageCounts } from "#schemas/wire";
import { MESSAGE_TABS, type MessageTab } from "~/features/messages/messages-data";
import { cn } from "~/lib/cn";
import { formatCount } from "#schemas/format";

/** All Messages / New / Resolved, each with its count ("500+" for a search's count that reached its limit): a tablist with arrow-key movement. */
export function MessagesTabs({
  tab,
  counts,
  capped,
  onChange,
  panelId,
}: {
  tab: MessageTab;
  counts: MessageCounts | null;
  capped?: Partial<Record<keyof MessageCounts, true>>;
  onChange: (tab: MessageTab) => void;
  panelId: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next = -1;
    if (e.key === "ArrowRight") next = (index + 1) % MESSAGE_TABS.length;
    else if (e.key === "ArrowLeft") next = (index - 1 + MESSAGE_TABS.length) % MESSAGE_TABS.length;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = MESSAGE_TABS.length - 1;
    if (next < 0) return;
    e.preventDefault();
    refs.current[next]?.focus();
    onChange(MESSAGE_TABS[next].value);
  };

  return (
    <div role="tablist" aria-label="Message status" className="flex gap-1 overflow-x-auto border-b border-gray-200">
      {MESSAGE_TABS.map((t, i) => {
        const selected = t.value === tab;
        const count = counts ? counts[t.value] : null;
        return (
          <button
            key={t.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`messages-tab-${t.value}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(t.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cn(
              "-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
              selected ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900",
            )}
          >
            {t.label}
            <span className={cn("rounded-full px-2 py-0.5 text-xs", selected ? "bg-brand-100 text-brand-800" : "bg-gray-100 text-gray-700")}>
              {count === null ? "–" : capped?.[t.value] ? `${formatCount(count)}+` : count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
