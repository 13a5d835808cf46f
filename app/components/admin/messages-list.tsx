import { AlertTriangle, Inbox } from "lucide-react";
import type { MessageDto } from "../../../schemas/wire";
import { formatDayTime } from "./admin-format";
import { MessageStatusBadge } from "./messages-data";

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
  if (messages.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-16 text-center text-gray-600">
        <Inbox aria-hidden="true" className="h-10 w-10 text-gray-400" />
        <p className="font-medium">No messages found</p>
      </div>
    );
  }
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
              className={`block w-full border-l-4 px-4 py-3 text-left transition-colors ${
                selected ? "border-brand-600 bg-brand-50" : isNew ? "border-blue-500 hover:bg-gray-50" : "border-transparent hover:bg-gray-50"
              }`}
            >
              <span className="flex items-start justify-between gap-2">
                <span className={`truncate ${isNew ? "font-semibold text-gray-900" : "font-medium text-gray-800"}`}>{m.name}</span>
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

export function MessagesError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <AlertTriangle aria-hidden="true" className="h-10 w-10 text-red-500" />
      <p className="font-medium text-red-700">Failed to load messages</p>
      <button type="button" onClick={onRetry} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
        Retry
      </button>
    </div>
  );
}
