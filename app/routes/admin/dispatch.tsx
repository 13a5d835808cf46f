import { Printer } from "lucide-react";
import { Link } from "react-router";
import { stillToDispatchText } from "#schemas/dispatch";
import { formatDay } from "#schemas/format";
import { indiaDay } from "#schemas/india-time";
import { formatOrderQuantity } from "#schemas/orders";
import type { DispatchBoardEntry } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { LoadFailed } from "~/components/admin/list-states";
import { settle, useListParams } from "~/components/admin/route-data";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input, Select } from "~/components/ui/input";
import { api } from "~/lib/api";
import type { Route } from "./+types/dispatch";

export const meta = () => adminMeta("Dispatch");

/** The board's filters as the address holds them: the first and last day (India) and a product. */
const FILTERS = ["from", "to", "product"] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const key of FILTERS) if (params.get(key)) query.set(key, params.get(key)!);
  return settle("the dispatch board", api("GET", `/api/dispatches?${query}`, undefined, { auth: true, signal: request.signal }));
}

/** Loads by their India day, in the order they leave. */
function byDay(loads: DispatchBoardEntry[]): [string, DispatchBoardEntry[]][] {
  const days = new Map<string, DispatchBoardEntry[]>();
  for (const d of loads) {
    const day = indiaDay(new Date(d.dispatch_at));
    days.set(day, [...(days.get(day) ?? []), d]);
  }
  return [...days];
}

const clock = (at: string) => new Date(at).toLocaleTimeString("en-IN", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

/**
 * Dispatch: the yard's board. The loads planned for today and the next 7 days (or the days chosen)
 * by date, and what remains to go of every confirmed order per product; filters in the address,
 * and printable (the sidebar and the controls are left off the paper).
 */
export default function AdminDispatchBoard({ loaderData }: Route.ComponentProps) {
  const [, update, shown] = useListParams();
  if (!loaderData.ok) return loaderData.quiet ? null : <LoadFailed message="Failed to load the dispatch board" />;
  const board = loaderData.data.data;
  return (
    <div data-print-board className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Dispatch</h1>
          <p className="mt-1 text-gray-600">
            Loads from {formatDay(board.from)} to {formatDay(board.to)}, and what is still to go
          </p>
        </div>
        <Button data-print-hide variant="outline" onClick={() => window.print()} icon={<Printer aria-hidden="true" className="h-4 w-4" />}>
          Print
        </Button>
      </div>

      <Card
        as="form"
        data-print-hide
        role="search"
        aria-label="Dispatch filters"
        className="grid gap-4 p-4 sm:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field label="From">
          <Input type="date" value={shown.get("from") ?? board.from} onChange={(e) => update({ from: e.target.value }, { replace: true })} />
        </Field>
        <Field label="To">
          <Input type="date" value={shown.get("to") ?? board.to} onChange={(e) => update({ to: e.target.value }, { replace: true })} />
        </Field>
        <Field label="Product">
          <Select value={shown.get("product") ?? ""} onChange={(e) => update({ product: e.target.value })}>
            <option value="">All products</option>
            {board.products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
      </Card>

      <Card as="section" aria-labelledby="still-to-dispatch" className="p-5 sm:p-6">
        <h2 id="still-to-dispatch" className="text-lg font-semibold text-ink">
          Still to dispatch
        </h2>
        {board.remaining.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">Nothing remains to dispatch on confirmed orders.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm text-gray-800">
            {board.remaining.map((r) => (
              <li key={`${r.product_id ?? r.description}-${r.unit}`}>{stillToDispatchText(r)}</li>
            ))}
          </ul>
        )}
      </Card>

      <section aria-labelledby="planned-loads" className="space-y-4">
        <h2 id="planned-loads" className="text-lg font-semibold text-ink">
          Loads by day
        </h2>
        {board.dispatches.length === 0 ? <p className="text-sm text-gray-600">No loads in these days.</p> : null}
        {byDay(board.dispatches).map(([day, loads]) => (
          <Card as="section" key={day} aria-labelledby={`day-${day}`} className="p-5 sm:p-6">
            <h3 id={`day-${day}`} className="font-semibold text-ink">
              {formatDay(day)}
            </h3>
            <ul className="mt-2 divide-y divide-gray-200">
              {loads.map((d) => (
                <li key={d.id} className="py-2 text-sm">
                  <p className="font-medium text-ink">
                    {clock(d.dispatch_at)} · <span className="font-mono">{d.vehicle_number}</span> · {d.number} ·{" "}
                    <Link to={`/admin/orders/${d.order_id}`} className="text-brand-800 underline">
                      {d.order_number}
                    </Link>{" "}
                    · {d.delivered_at ? "Delivered" : "Not delivered yet"}
                  </p>
                  <p className="text-gray-700">
                    {d.customer_name}
                    {d.delivery_address ? ` — ${d.delivery_address.replace(/\s*\n\s*/g, ", ")}${d.delivery_pin ? ` ${d.delivery_pin}` : ""}` : ""}
                  </p>
                  <p className="text-gray-700">{d.items.map((i) => `${formatOrderQuantity(i.quantity, i.unit)} of ${i.description}`).join("; ")}</p>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </section>
    </div>
  );
}
