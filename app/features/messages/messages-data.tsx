import { CheckCircle2, Mail } from "lucide-react";
import { BUDGET_OPTIONS } from "#schemas/contact";
import type { MessageStatus } from "#schemas/messages";

export type MessageTab = "all" | MessageStatus;

export const MESSAGE_TABS: { value: MessageTab; label: string }[] = [
  { value: "all", label: "All Messages" },
  { value: "new", label: "New" },
  { value: "resolved", label: "Resolved" },
];

export const MESSAGES_PAGE_SIZE = 10;

/** The budget's human label (schemas/contact.ts), or the stored value if it is not one of ours. */
export function budgetLabel(value: string): string {
  return BUDGET_OPTIONS.find((b) => b.value === value)?.label ?? value;
}

/** New and resolved differ by colour, icon and text (never colour alone). */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return status === "resolved" ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
      <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
      Resolved
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-800">
      <Mail aria-hidden="true" className="h-3.5 w-3.5" />
      New
    </span>
  );
}
