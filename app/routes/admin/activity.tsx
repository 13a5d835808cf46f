import { History } from "lucide-react";
import { Suspense } from "react";
import { Await, useLocation, useNavigation } from "react-router";
import { ACTIVITY_KINDS, ACTIVITY_KIND_LABELS, activityQuery } from "#schemas/activity";
import type { ActivityEntry } from "#schemas/wire";
import { AdminOnlyScreen } from "~/components/admin/admin-only";
import { adminMeta } from "~/components/admin/admin-meta";
import { ClearFiltersButton, DayRangeFields, FilterBar } from "~/components/admin/list-filters";
import { EmptyList, LoadFailed, LoadingSpinner } from "~/components/admin/list-states";
import { pageOfList, pageParam, settle, useListParams } from "~/components/admin/route-data";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Options, Select } from "~/components/ui/input";
import { Pager } from "~/components/ui/pager";
import { api } from "~/lib/api";
import { adminUserContext } from "~/lib/admin-session";
import { formatCount, formatDateTime } from "#schemas/format";
import { checkWith } from "~/lib/form";
import type { Route } from "./+types/activity";
import { TBody, THead, Table, TableCard, Td, Th } from "~/components/ui/table";

export const meta = () => adminMeta("Activity");

/** The filters the address may carry, besides the page. */
const FILTERS = ["user", "kind", "from", "to"] as const;

/**
 * The address's page of the audit log under its filters, newest first; the people for the "Person"
 * filter beside it. A page beyond the first is waited for, because past the end it goes back to page 1.
 */
export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const me = context.get(adminUserContext);
  const params = new URL(request.url).searchParams;
  const page = pageParam(params);
  const filters = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ""])) as Record<(typeof FILTERS)[number], string>;
  if (me.role !== "admin") return { allowed: false as const, page, filters, list: null, people: null, invalid: null };
  // A filter the address got wrong (typed by hand, an old link) is said, not sent.
  const checked = checkWith(activityQuery, { ...filters, page });
  const invalid = checked.ok ? null : checked.error;
  const query = new URLSearchParams({ page: String(page) });
  for (const f of FILTERS) if (filters[f]) query.set(f, filters[f]);
  const opts = { auth: true, signal: request.signal };
  const readPeople = settle("staff", api("GET", "/api/users", undefined, opts));
  const { list } = invalid
    ? { list: null }
    : await pageOfList(request, page, settle("activity", api("GET", `/api/activity?${query.toString()}`, undefined, opts)));
  // The people are few and the filter needs them at once; without them it offers "Everyone" alone.
  const people = await readPeople;
  return { allowed: true as const, page, filters, list, people: people.ok ? people.data.data : [], invalid };
}
clientLoader.hydrate = true as const;

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { allowed, page, filters, list, people, invalid } = loaderData;
  const [, updateParams, shownParams] = useListParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const changing = navigation.state === "loading" && navigation.location.pathname === pathname;
  const filtered = FILTERS.some((f) => filters[f]);
  // The controls show the filters being read at once (a choice does not jump back while its list loads).
  const shown = Object.fromEntries(FILTERS.map((f) => [f, shownParams.get(f) ?? ""])) as typeof filters;

  return (
    <AdminOnlyScreen title="Activity" intro="Every change staff made, newest first" allowed={allowed}>
      <FilterBar label="Filter activity" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
        <Field label="Person">
          <Select value={shown.user} onChange={(e) => updateParams({ user: e.target.value })}>
            <option value="">Everyone</option>
            <Options items={people ?? []} value={(u) => u.id} label={(u) => u.name} />
          </Select>
        </Field>
        <Field label="Kind of change">
          <Select value={shown.kind} onChange={(e) => updateParams({ kind: e.target.value })}>
            <option value="">All changes</option>
            <Options items={ACTIVITY_KINDS} label={(k) => ACTIVITY_KIND_LABELS[k]} />
          </Select>
        </Field>
        <DayRangeFields from={shown.from} to={shown.to} onChange={(patch) => updateParams(patch)} />
        <ClearFiltersButton disabled={!FILTERS.some((f) => shown[f])} onClear={() => updateParams({ user: null, kind: null, from: null, to: null })} />
      </FilterBar>

      {invalid ? (
        <Card as="p" role="alert" className="p-6 text-red-700">
          {invalid}
        </Card>
      ) : changing ? (
        <LoadingSpinner label="Loading activity..." />
      ) : (
        <Suspense key={`${page}-${FILTERS.map((f) => filters[f]).join("|")}`} fallback={<LoadingSpinner label="Loading activity..." />}>
          <Await resolve={list}>
            {(result) => {
              if (!result) return null;
              if (!result.ok) return result.quiet ? null : <LoadFailed message="Failed to load activity" />;
              const { data, pagination } = result.data;
              if (!data.length) return <EmptyList icon={History} text={filtered ? "No activity matches these filters" : "No activity yet"} />;
              return (
                <>
                  <ActivityTable entries={data} />
                  <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
                    <p className="text-sm text-gray-600">
                      Page {page} of {formatCount(pagination.totalPages)} · {formatCount(pagination.total)} entries
                    </p>
                    <Pager
                      page={page}
                      totalPages={pagination.totalPages}
                      onPageChange={(p) => updateParams({ page: p }, { scrollToTop: true })}
                      label="Activity pages"
                    />
                  </div>
                </>
              );
            }}
          </Await>
        </Suspense>
      )}
    </AdminOnlyScreen>
  );
}

function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  return (
    <TableCard title="Activity log" hideTitle>
      <Table>
        <THead>
          <Th>When</Th>
          <Th className="hidden sm:table-cell">Who</Th>
          <Th>What</Th>
        </THead>
        <TBody>
          {entries.map((e) => (
            <tr key={e.id} className="align-top">
              <Td className="whitespace-nowrap text-gray-700">
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </Td>
              <Td className="hidden text-gray-800 sm:table-cell">{e.user?.name ?? "—"}</Td>
              <Td className="text-ink">{e.summary}</Td>
            </tr>
          ))}
        </TBody>
      </Table>
    </TableCard>
  );
}
