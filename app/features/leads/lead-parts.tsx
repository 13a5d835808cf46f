/** Small pieces every lead screen shows alike: the stage as a badge, the follow-up with "Overdue" said in words. */
import { AlertTriangle } from "lucide-react";
import { LEAD_STAGE_LABELS, type LeadStage } from "#schemas/leads";
import type { LeadSummary } from "#schemas/wire";
import { cn } from "~/lib/cn";
import { formatDateTime } from "#schemas/format";

const STAGE_COLOURS: Record<LeadStage, string> = {
  new: "bg-blue-100 text-blue-800",
  contacted: "bg-amber-100 text-amber-900",
  quoted: "bg-violet-100 text-violet-800",
  won: "bg-green-100 text-green-800",
  lost: "bg-gray-200 text-gray-800",
};

export function StageBadge({ stage }: { stage: LeadStage }) {
  return <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-semibold", STAGE_COLOURS[stage])}>{LEAD_STAGE_LABELS[stage]}</span>;
}

/** The next follow-up's date and time; a past one of an open lead is red and says "Overdue" (not colour alone). */
export function FollowUpText({ lead }: { lead: Pick<LeadSummary, "next_follow_up_at" | "overdue"> }) {
  if (!lead.next_follow_up_at) return <span className="text-gray-600">None</span>;
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-1", lead.overdue && "font-semibold text-red-700")}>
      {lead.overdue ? <AlertTriangle aria-hidden="true" className="h-4 w-4" /> : null}
      <time dateTime={lead.next_follow_up_at}>{formatDateTime(lead.next_follow_up_at)}</time>
      {lead.overdue ? <span className="rounded bg-red-100 px-1.5 text-xs text-red-800">Overdue</span> : null}
    </span>
  );
}
