/**
 * "Leads per week": the last 12 weeks' quote requests as stacked bars, split by stage, by
 * category or by source (the split kept in the address, `?split=`). The bars are an SVG image with a spoken summary; the same numbers are a real table
 * under "Show the numbers", open to everyone (screen readers and sighted keyboard users alike).
 * The axis labels are HTML beside and under the SVG, so they keep their size while the bars
 * stretch to any width (a phone's 390 px included).
 */
import { useId } from "react";
import { useSearchParams } from "react-router";
import { LEAD_STAGE_LABELS, LEAD_STAGES } from "#schemas/leads";
import { LEAD_SOURCE_LABELS, LEAD_SOURCES } from "#schemas/lead-sources";
import type { LeadDashboard } from "#schemas/wire";
import { Pending } from "~/components/admin/dashboard-card";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatCount } from "#schemas/format";

type Week = LeadDashboard["weekly"][number];
export type ChartSplit = "stage" | "category" | "source";
const SPLITS: readonly ChartSplit[] = ["stage", "category", "source"];
const SPLIT_BUTTONS: Record<ChartSplit, string> = { stage: "By stage", category: "By category", source: "Split by source" };
type Series = { key: string; label: string; colour: string };

/** At least 3:1 against white and against each other's neighbours (WCAG non-text contrast). */
const STAGE_COLOURS: Record<(typeof LEAD_STAGES)[number], string> = {
  new: "#1d4ed8",
  contacted: "#b45309",
  quoted: "#7c3aed",
  won: "#15803d",
  lost: "#6b7280",
};
/** One colour per source, in LEAD_SOURCES' order, each 3:1 against white. */
const SOURCE_COLOURS = ["#1d4ed8", "#c2410c", "#15803d", "#7c3aed", "#be185d", "#0e7490", "#4d7c0f", "#6b7280"];
const CATEGORY_COLOURS = ["#1d4ed8", "#c2410c", "#15803d", "#7c3aed", "#be185d", "#0e7490", "#4d7c0f"];
const OTHERS = { key: "\u0000others", label: "All other categories", colour: "#6b7280" };

/** '24 Nov' for the week starting on that Monday (a calendar day: no time zone shifts it). */
const weekLabel = (() => {
  const format = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
  return (weekStart: string) => format.format(new Date(`${weekStart}T00:00:00Z`));
})();

/**
 * The chart's series and each week's numbers. By stage: the five stages, always. By source: the
 * sources with leads in these weeks, in LEAD_SOURCES' order. By category: the
 * categories with leads in these weeks, most leads first; past seven, the rest share one grey
 * "All other categories" (more colours could not be told apart).
 */
export function chartRows(weeks: Week[], split: ChartSplit) {
  let series: Series[];
  let valueOf: (week: Week, s: Series) => number;
  if (split === "stage") {
    series = LEAD_STAGES.map((stage) => ({ key: stage, label: LEAD_STAGE_LABELS[stage], colour: STAGE_COLOURS[stage] }));
    valueOf = (w, s) => w.by_stage[s.key as (typeof LEAD_STAGES)[number]] ?? 0;
  } else if (split === "source") {
    const seen = LEAD_SOURCES.map((source, i) => ({ source, i })).filter(({ source }) => weeks.some((w) => (w.by_source[source] ?? 0) > 0));
    series = seen.map(({ source, i }) => ({ key: source, label: LEAD_SOURCE_LABELS[source], colour: SOURCE_COLOURS[i] }));
    valueOf = (w, s) => w.by_source[s.key as (typeof LEAD_SOURCES)[number]] ?? 0;
  } else {
    const totals = new Map<string, number>();
    for (const w of weeks) for (const [name, n] of Object.entries(w.by_category)) totals.set(name, (totals.get(name) ?? 0) + n);
    const names = [...totals].filter(([, n]) => n > 0).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    const folded = names.length > CATEGORY_COLOURS.length ? new Set(names.slice(CATEGORY_COLOURS.length - 1).map(([name]) => name)) : new Set<string>();
    series = names.filter(([name]) => !folded.has(name)).map(([name], i) => ({ key: name, label: name, colour: CATEGORY_COLOURS[i] }));
    if (folded.size > 0) series.push(OTHERS);
    valueOf = (w, s) =>
      s === OTHERS ? Object.entries(w.by_category).reduce((sum, [name, n]) => sum + (folded.has(name) ? n : 0), 0) : (w.by_category[s.key] ?? 0);
  }
  const rows = weeks.map((w) => ({ weekStart: w.week_start, label: weekLabel(w.week_start), values: series.map((s) => valueOf(w, s)), total: w.total }));
  return { series, rows };
}

/** The top of the value axis and its ticks: whole numbers in steps of 1, 2 or 5 × 10ⁿ, about four of them. */
export function axisTicks(max: number): number[] {
  const raw = Math.max(max, 1) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude);
  const count = Math.max(1, Math.ceil(Math.max(max, 1) / step));
  return Array.from({ length: count + 1 }, (_, i) => i * step);
}

const SLOT = 10;
const BAR = 6;
const HEIGHT = 100;

const TITLE_ID = "leads-per-week-title";

/** The chart's card: its heading at once, then the chart, or "Could not load leads per week". */
export function LeadsChartCard({ weekly }: { weekly: Promise<Week[] | null> }) {
  return (
    <Card as="section" aria-labelledby={TITLE_ID} className="p-5">
      <Pending
        value={weekly}
        fallback={
          <>
            <ChartHeading />
            <div aria-hidden="true" className="mt-4 h-48 animate-pulse rounded bg-gray-100" />
            <p className="sr-only">Loading leads per week</p>
          </>
        }
      >
        {(weeks) =>
          weeks ? (
            <LeadsChart weekly={weeks} />
          ) : (
            <>
              <ChartHeading />
              <p className="py-6 text-center text-gray-700">Could not load leads per week</p>
            </>
          )
        }
      </Pending>
    </Card>
  );
}

function ChartHeading() {
  return (
    <h2 id={TITLE_ID} className="text-lg font-semibold text-ink">
      Leads per week
    </h2>
  );
}

function LeadsChart({ weekly }: { weekly: Week[] }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get("split");
  const split: ChartSplit = asked === "category" || asked === "source" ? asked : "stage";
  const setSplit = (next: ChartSplit) =>
    setParams(
      (p) => {
        if (next === "stage") p.delete("split");
        else p.set("split", next);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  const { series, rows } = chartRows(weekly, split);
  const ticks = axisTicks(Math.max(0, ...rows.map((r) => r.total)));
  const top = ticks.at(-1)!;
  const scale = HEIGHT / top;
  const width = SLOT * rows.length;
  const all = rows.reduce((sum, r) => sum + r.total, 0);
  const captionId = useId();
  const splitName = split;
  const summary =
    `Leads per week for the last ${rows.length} weeks, by ${splitName}: ${formatCount(all)} in all, ` +
    `${formatCount(rows.at(-1)?.total ?? 0)} this week. The numbers are in the table under the chart.`;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ChartHeading />
        <div role="group" aria-label="Split the chart" className="flex gap-2">
          {SPLITS.map((s) => (
            <Button key={s} size="sm" variant={split === s ? "primary" : "secondary"} aria-pressed={split === s} onClick={() => setSplit(s)}>
              {SPLIT_BUTTONS[s]}
            </Button>
          ))}
        </div>
      </div>

      <div className="mt-4 flex gap-2">
        {/* The value axis: its labels spread over the bars' height, each centred on its grid line. */}
        <div aria-hidden="true" className="-my-2 flex h-52 w-8 shrink-0 flex-col-reverse justify-between text-right text-xs leading-4 text-gray-600">
          {ticks.map((t) => (
            <span key={t}>{formatCount(t)}</span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg role="img" aria-label={summary} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="block h-48 w-full">
            {ticks.map((t) => (
              <line
                key={t}
                x1={0}
                x2={width}
                y1={HEIGHT - t * scale}
                y2={HEIGHT - t * scale}
                stroke={t === 0 ? "#6b7280" : "#e5e7eb"}
                strokeWidth={1}
                className="[vector-effect:non-scaling-stroke]"
              />
            ))}
            {rows.map((row, i) => {
              let base = HEIGHT;
              return (
                <g key={row.weekStart}>
                  <title>{`Week of ${row.label}: ${formatCount(row.total)} ${row.total === 1 ? "lead" : "leads"}`}</title>
                  {row.values.map((v, j) => {
                    if (v <= 0) return null;
                    const h = v * scale;
                    base -= h;
                    return (
                      <rect
                        key={series[j].key}
                        x={i * SLOT + (SLOT - BAR) / 2}
                        y={base}
                        width={BAR}
                        height={h}
                        fill={series[j].colour}
                        stroke="#fff"
                        strokeWidth={1}
                        className="[vector-effect:non-scaling-stroke]"
                      />
                    );
                  })}
                </g>
              );
            })}
          </svg>
          {/* The weeks; on a phone every third one, the current week's always. */}
          <div aria-hidden="true" className="mt-1 grid grid-cols-12 text-center text-[11px] leading-4 text-gray-600">
            {rows.map((row) => (
              <span key={row.weekStart} className="whitespace-nowrap max-sm:[&:not(:nth-child(3n))]:invisible">
                {row.label}
              </span>
            ))}
          </div>
        </div>
      </div>
      {all === 0 ? <p className="mt-2 text-sm text-gray-600">No leads in these weeks</p> : null}

      <ul aria-label="Legend" className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm text-gray-700">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3 shrink-0">
              <rect width={12} height={12} rx={2} fill={s.colour} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>

      <details className="mt-4 rounded-lg border border-gray-200 p-2 sm:p-3">
        <summary className="cursor-pointer text-sm font-semibold text-gray-900">Show the numbers</summary>
        <div role="region" aria-labelledby={captionId} tabIndex={0} className="mt-3 overflow-x-auto">
          <table className="w-full text-right text-sm">
            <caption id={captionId} className="sr-only">
              Leads per week for the last {rows.length} weeks, by {splitName}
            </caption>
            <thead className="border-b border-gray-200 bg-gray-50 text-xs font-semibold text-gray-600">
              <tr>
                <th scope="col" className="px-1.5 py-2 sm:px-2 text-left">
                  Week of
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-1.5 py-2 sm:px-2">
                    {s.label}
                  </th>
                ))}
                <th scope="col" className="px-1.5 py-2 sm:px-2">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows.map((row) => (
                <tr key={row.weekStart}>
                  <th scope="row" className="px-1.5 py-1.5 sm:px-2 text-left font-medium whitespace-nowrap text-ink">
                    {row.label}
                  </th>
                  {row.values.map((v, j) => (
                    <td key={series[j].key} className="px-1.5 py-1.5 sm:px-2 text-gray-700 tabular-nums">
                      {formatCount(v)}
                    </td>
                  ))}
                  <td className="px-1.5 py-1.5 sm:px-2 font-semibold text-ink tabular-nums">{formatCount(row.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
