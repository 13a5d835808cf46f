import { Link } from "react-router";
import { formatDateTime } from "#schemas/format";
import type { CustomerTimelineEntry } from "#schemas/wire";
import { LeadCard } from "~/features/leads";

const KIND_LABELS: Record<CustomerTimelineEntry["kind"], string> = { lead: "Lead", quotation: "Quotation", order: "Order", dispatch: "Dispatch" };

/** Everything about the customer, newest first: each lead, quotation, order and dispatch, linking to its page. */
export function CustomerTimeline({ entries }: { entries: CustomerTimelineEntry[] }) {
  return (
    <LeadCard title="Timeline" id="customer-timeline-title">
      {entries.length === 0 ? (
        <p className="text-sm text-gray-600">Nothing yet: leads, quotations, orders and dispatches of this customer appear here.</p>
      ) : (
        <ol aria-label="Timeline" className="space-y-3">
          {entries.map((e) => (
            <li key={`${e.kind}-${e.id}`} className="border-l-2 border-brand-200 pl-3 text-sm">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{KIND_LABELS[e.kind]}</span>
                <Link to={e.href} className="font-semibold break-words text-brand-700 hover:underline">
                  {e.title}
                </Link>
              </p>
              <p className="text-gray-800">{e.summary}</p>
              <p className="text-xs text-gray-600">
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </LeadCard>
  );
}
