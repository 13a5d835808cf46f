/** The dashboard's "Overdue receivables": the total past its due date and the five customers owing most of it. */
import { Wallet } from "lucide-react";
import { Link } from "react-router";
import type { OverdueReceivables } from "#schemas/wire";
import { formatRupees } from "#schemas/format";
import { cardLinkClass, StatCard } from "~/components/admin/dashboard-card";

export function OverdueReceivablesCard({ overdue }: { overdue: Promise<OverdueReceivables | null> }) {
  return (
    <StatCard
      label="Overdue receivables"
      value={overdue}
      icon={Wallet}
      hint="Past the due date, today"
      link={{ to: "/admin/receivables?overdue=1&sort=overdue", text: "View receivables" }}
      failed={(v) => (v === null ? "Could not load overdue receivables" : undefined)}
      extra={(v) =>
        v && v.customers.length > 0 ? (
          <ol aria-label="Largest overdue balances" className="mt-3 space-y-1 text-sm">
            {v.customers.map((c) => (
              <li key={c.customer_id} className="flex justify-between gap-3">
                <Link to={`/admin/customers/${c.customer_id}`} className={cardLinkClass("min-w-0 truncate")}>
                  {c.customer_name}
                </Link>
                <span className="shrink-0 text-gray-800 tabular-nums">{formatRupees(c.overdue)}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-sm text-gray-600">Nothing is overdue</p>
        )
      }
    >
      {(v) => formatRupees(v?.total ?? 0)}
    </StatCard>
  );
}
