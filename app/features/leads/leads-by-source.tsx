/**
 * "Leads by source" on the dashboard: for this month and last month (India), per source, the leads
 * that came in, how many of them are won, their value when won and the share won. A source with no
 * leads in either month is left out.
 */
import { useMemo } from "react";
import { LEAD_SOURCE_LABELS } from "#schemas/lead-sources";
import type { LeadSourceMonth } from "#schemas/wire";
import { Pending } from "~/components/admin/dashboard-card";
import { Card } from "~/components/ui/card";
import { formatCount, formatRupees } from "#schemas/format";
import type { LeadFigures } from "~/features/leads/lead-dashboard";

const TITLE_ID = "leads-by-source-title";

/** "November 2026" for the month starting on that day (a calendar day: no time zone shifts it). */
const monthName = (() => {
  const format = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });
  return (monthStart: string) => format.format(new Date(`${monthStart}T00:00:00Z`));
})();

export function LeadsBySourceCard({ figures }: { figures: LeadFigures }) {
  // One promise for as long as the figures are the same (see FollowUpCards).
  const months = useMemo(() => figures.then((d) => d?.by_source ?? null), [figures]);
  return (
    <Card as="section" aria-labelledby={TITLE_ID} className="p-5">
      <h2 id={TITLE_ID} className="text-lg font-semibold text-ink">
        Leads by source
      </h2>
      <p className="mt-1 text-sm text-gray-600">The leads that came in each month, and how many of them are won so far.</p>
      <Pending value={months} fallback={<div aria-hidden="true" className="mt-4 h-40 animate-pulse rounded bg-gray-100" />}>
        {(m) => (m ? <SourceTables months={m} /> : <p className="py-6 text-center text-gray-700">Could not load leads by source</p>)}
      </Pending>
    </Card>
  );
}

function SourceTables({ months }: { months: LeadSourceMonth[] }) {
  const shown = new Set(months.flatMap((m) => m.rows.filter((r) => r.leads > 0).map((r) => r.source)));
  return (
    <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-2">
      {months.map((m, i) => (
        <div
          key={m.month}
          role="region"
          aria-label={`${i === 0 ? "This month" : "Last month"}, ${monthName(m.month)}`}
          tabIndex={0}
          className="overflow-x-auto"
        >
          <table className="w-full text-right text-sm">
            <caption className="mb-2 text-left font-semibold text-gray-900">
              {i === 0 ? "This month" : "Last month"} · {monthName(m.month)}
            </caption>
            <thead className="border-b border-gray-200 bg-gray-50 text-xs font-semibold text-gray-600">
              <tr>
                <th scope="col" className="px-2 py-2 text-left">
                  Source
                </th>
                <th scope="col" className="px-2 py-2">
                  Leads
                </th>
                <th scope="col" className="px-2 py-2">
                  Won
                </th>
                <th scope="col" className="px-2 py-2">
                  Won value
                </th>
                <th scope="col" className="px-2 py-2">
                  Share won
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {shown.size === 0 ? (
                <tr>
                  <td colSpan={5} className="px-2 py-4 text-center text-gray-600">
                    No leads
                  </td>
                </tr>
              ) : (
                m.rows
                  .filter((r) => shown.has(r.source))
                  .map((r) => (
                    <tr key={r.source}>
                      <th scope="row" className="px-2 py-1.5 text-left font-medium text-ink">
                        {LEAD_SOURCE_LABELS[r.source]}
                      </th>
                      <td className="px-2 py-1.5 tabular-nums">{formatCount(r.leads)}</td>
                      <td className="px-2 py-1.5 tabular-nums">{formatCount(r.won)}</td>
                      <td className="px-2 py-1.5 tabular-nums">{formatRupees(r.won_value)}</td>
                      <td className="px-2 py-1.5 tabular-nums">{r.share_won === null ? "—" : `${r.share_won}%`}</td>
                    </tr>
                  ))
              )}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
