/**
 * The lead list's filters, all kept in the address: stages (several), owner (Me, Nobody, a
 * person), category, source, created between two days, overdue follow-ups only, and a search by name or
 * mobile; with "Export CSV" of what the filters show.
 */
import { Download } from "lucide-react";
import { LEAD_STAGES, LEAD_STAGE_LABELS, type LeadStage } from "#schemas/leads";
import { isLeadSource, LEAD_SOURCE_LABELS, LEAD_SOURCES } from "#schemas/lead-sources";
import type { CategoryDto, StaffOption } from "#schemas/wire";
import { clearedFilters, ClearFiltersButton, DayRangeFields, FilterBar, ListSearchBox } from "~/components/admin/list-filters";
import { useSearchText } from "~/components/admin/use-search-text";
import type { ParamPatch } from "~/components/admin/route-data";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Options, Select } from "~/components/ui/input";
import { useStoredState } from "~/lib/use-stored-state";

export interface LeadFilterValues {
  stage: LeadStage[];
  owner: string;
  category: string;
  source: string;
  from: string;
  to: string;
  overdue: boolean;
  search: string;
}

/** The address's parameters of the filters, in the order the query names them. */
export const LEAD_FILTER_KEYS = ["stage", "owner", "category", "source", "from", "to", "overdue", "search"] as const;

export function leadFiltersFromParams(params: URLSearchParams): LeadFilterValues {
  const stages = (params.get("stage") ?? "").split(",").filter((s): s is LeadStage => (LEAD_STAGES as readonly string[]).includes(s));
  return {
    stage: LEAD_STAGES.filter((s) => stages.includes(s)),
    owner: params.get("owner") ?? "",
    category: params.get("category") ?? "",
    source: params.get("source") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    overdue: params.get("overdue") === "1",
    search: params.get("search") ?? "",
  };
}

/** The query string of the list and the export: only the filters that are set. */
export function leadFilterQuery(f: LeadFilterValues, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  if (f.stage.length) q.set("stage", f.stage.join(","));
  for (const key of ["owner", "category", "source", "from", "to", "search"] as const) if (f[key]) q.set(key, f[key]);
  if (f.overdue) q.set("overdue", "1");
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q.toString();
}

export const hasLeadFilters = (f: LeadFilterValues) => Boolean(f.stage.length || f.owner || f.category || f.source || f.from || f.to || f.overdue || f.search);

export function LeadsToolbar({
  filters,
  staff,
  categories,
  onFilters,
  onExport,
  exporting,
}: {
  filters: LeadFilterValues;
  staff: StaffOption[];
  categories: CategoryDto[];
  onFilters: (patch: ParamPatch, opts?: { replace?: boolean }) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const search = useSearchText(filters.search, (text, { replace }) => onFilters({ search: text }, { replace }));
  // The boxes tick at once, from the click itself; the address (and so the list) follows, and a
  // change of the address by other means (Back, Clear filters) is shown again.
  const [stageList, setStageList] = useStoredState(filters.stage.join(","));
  const [overdue, setOverdue] = useStoredState(filters.overdue);
  const stages = stageList.split(",").filter(Boolean);
  const toggleStage = (s: LeadStage, on: boolean) => {
    const next = LEAD_STAGES.filter((x) => (x === s ? on : stages.includes(x))).join(",");
    setStageList(next);
    onFilters({ stage: next });
  };
  const toggleOverdue = (on: boolean) => {
    setOverdue(on);
    onFilters({ overdue: on ? "1" : null });
  };

  return (
    <FilterBar label="Filter leads" onSubmit={search.submit} className="space-y-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-[1.2fr_1fr_1fr_1fr_1.5fr]">
        <ListSearchBox search={search} label="Search by name or mobile" className="sm:col-span-2 xl:col-span-1 xl:self-end" />
        <Field label="Assigned to">
          <Select value={filters.owner} onChange={(e) => onFilters({ owner: e.target.value })}>
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody</option>
            <Options items={staff} value={(s) => s.id} label={(s) => s.name} />
          </Select>
        </Field>
        <Field label="Category">
          <Select value={filters.category} onChange={(e) => onFilters({ category: e.target.value })}>
            <option value="">All categories</option>
            <Options items={categories} value={(c) => c.slug} label={(c) => c.name} />
          </Select>
        </Field>
        <Field label="Source">
          <Select value={isLeadSource(filters.source) ? filters.source : ""} onChange={(e) => onFilters({ source: e.target.value })}>
            <option value="">All sources</option>
            <Options items={LEAD_SOURCES} label={(s) => LEAD_SOURCE_LABELS[s]} />
          </Select>
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <DayRangeFields from={filters.from} to={filters.to} onChange={onFilters} />
        </div>
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="float-left mr-2 text-sm font-medium text-gray-800">Stage</legend>
          {LEAD_STAGES.map((s) => (
            <label key={s} className="inline-flex items-center gap-1.5 text-sm text-gray-800">
              <input
                type="checkbox"
                checked={stages.includes(s)}
                onChange={(e) => toggleStage(s, e.target.checked)}
                className="h-4 w-4 rounded border-gray-300 accent-brand-700"
              />
              {LEAD_STAGE_LABELS[s]}
            </label>
          ))}
          <label className="inline-flex items-center gap-1.5 text-sm font-medium text-red-800">
            <input
              type="checkbox"
              checked={overdue}
              onChange={(e) => toggleOverdue(e.target.checked)}
              className="h-4 w-4 rounded border-gray-300 accent-red-700"
            />
            Overdue follow-ups only
          </label>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <ClearFiltersButton search={search} disabled={!hasLeadFilters(filters)} onClear={() => onFilters(clearedFilters(LEAD_FILTER_KEYS))} />
          <Button variant="secondary" onClick={onExport} busy={exporting} icon={<Download aria-hidden="true" className="h-4 w-4" />}>
            Export CSV
          </Button>
        </div>
      </div>
    </FilterBar>
  );
}
