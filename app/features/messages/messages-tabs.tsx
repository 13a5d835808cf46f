import type { MessageCounts } from "#schemas/wire";
import { MESSAGE_TABS, type MessageTab } from "~/features/messages/messages-data";
import { TabList } from "~/components/ui/tabs";
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
  const tabs = MESSAGE_TABS.map((t) => {
    const count = counts ? counts[t.value] : null;
    return { value: t.value, label: t.label, badge: count === null ? "–" : capped?.[t.value] ? `${formatCount(count)}+` : String(count) };
  });
  return <TabList label="Message status" tabs={tabs} selected={tab} onChange={onChange} panelId={panelId} idPrefix="messages-tab" />;
}
