import { Inbox } from "lucide-react";
import type { MessageDto } from "#schemas/wire";
import { cn } from "~/lib/cn";
import { formatDayTime } from "#schemas/format";
import { EmptyList } from "~/components/admin/list-states";
import { MessageStatusBadge } from "~/features/messages/messages-data";

/** The page of messages: each a button that opens it in the detail panel. */
export function MessagesList({
  messages,
  selectedId,
  onSelect,
}: {
  messages: MessageDto[];
  selectedId: number | null;
  onSelect: (message: MessageDto) => void;
}) {
  if (messages.length === 0) return <EmptyList icon={Inbox} text="No messages found" />;
  return (
    <ul className="divide-y divide-gray-100" aria-label="Messages">
      {messages.map((m) => {
        const selected = m.id === selectedId;
        const isNew = m.status === "new";
        return (
          <li key={m.id}>
            <button
              type="button"
              onClick={() => onSelect(m)}
              aria-pressed={selected}
              aria-label={`Message from ${m.name} (${isNew ? "New" : "Resolved"})`}
              aria-describedby={`message-summary-${m.id}`}
              className={cn(
                "block w-full border-l-4 px-4 py-3 text-left transition-colors",
                selected ? "border-brand-600 bg-brand-50" : isNew ? "border-blue-500 hover:bg-gray-50" : "border-transparent hover:bg-gray-50",
              )}
            >
              <span className="flex items-start justify-between gap-2">
                <span className={cn("truncate", isNew ? "font-semibold text-gray-900" : "font-medium text-gray-800")}>{m.name}</span>
                <MessageStatusBadge status={m.status} />
              </span>
              <span id={`message-summary-${m.id}`} className="block">
                <span className="block truncate text-sm text-gray-600">{m.email}</span>
                <span className="mt-1 line-clamp-2 block text-sm text-gray-700">{m.message}</span>
                <span className="mt-1 block text-xs text-gray-500">{formatDayTime(m.created_at)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
