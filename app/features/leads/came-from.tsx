import { describeAttribution, type Attribution } from "#schemas/lead-sources";
import { LeadCard } from "~/features/leads/lead-forms";

/** The lead page's "Came from": the website visit that led to the request; nothing when there was none. */
export function LeadCameFrom({ attribution }: { attribution: Attribution | null }) {
  if (!attribution) return null;
  return (
    <LeadCard title="Came from" id="lead-came-from-title">
      <p className="text-sm break-words text-ink">{describeAttribution(attribution)}</p>
    </LeadCard>
  );
}
