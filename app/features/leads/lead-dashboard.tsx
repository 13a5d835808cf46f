/**
 * The lead desk's part of the dashboard, all from one read of GET /api/leads/dashboard: the
 * follow-ups due today and overdue (each a short list linking to the lead), new leads this week,
 * the median first response and the leads won this month. A failed read (null) says "Could not
 * load …" in each card instead of its figure.
 */
import { AlarmClock, CalendarClock, Timer, TrendingUp, Trophy } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import type { InquiryDto, LeadDashboard, LeadSummary } from "#schemas/wire";
import { cardLinkClass, NoFigure, Pending, StatCard } from "~/components/admin/dashboard-card";
import { FollowUpText } from "~/features/leads/lead-parts";
import { formatCount, formatQuantity, formatRupees } from "#schemas/format";
import { Card } from "~/components/ui/card";

/** The dashboard's figures, or null when they could not be read. */
export type LeadFigures = Promise<LeadDashboard | null>;

const unitsOf = (n: number, short: string, long: string) => ({ short: `${n} ${short}`, long: `${n} ${long}${n === 1 ? "" : "s"}` });

/**
 * A response time given in minutes, short ("45 min", "2 h 15 min", "3 d 4 h") and in words for
 * screen readers ("2 hours 15 minutes"). Under an hour in whole minutes, under a day in hours and
 * minutes, from a day on in days and hours (rounded to the hour).
 */
export function formatResponseTime(minutes: number): { short: string; long: string } {
  const total = Math.round(Math.max(0, minutes));
  const join = (...parts: { short: string; long: string }[]) => ({
    short: parts.map((p) => p.short).join(" "),
    long: parts.map((p) => p.long).join(" "),
  });
  if (total < 1) return { short: "under 1 min", long: "under 1 minute" };
  if (total < 60) return unitsOf(total, "min", "minute");
  if (total < 24 * 60) {
    const h = Math.floor(total / 60);
    const m = total % 60;
    return m ? join(unitsOf(h, "h", "hour"), unitsOf(m, "min", "minute")) : unitsOf(h, "h", "hour");
  }
  const hours = Math.round(total / 60);
  const d = Math.floor(hours / 24);
  const h = hours % 24;
  return h ? join(unitsOf(d, "d", "day"), unitsOf(h, "h", "hour")) : unitsOf(d, "d", "day");
}

/** "New leads this week", "Median first response" and "Won this month". */
export function LeadStatCards({ figures }: { figures: LeadFigures }) {
  const failed = (what: string) => (d: LeadDashboard | null) => (d ? undefined : `Could not load ${what}`);
  return (
    <>
      <StatCard
        label="New leads this week"
        value={figures}
        icon={TrendingUp}
        hint="Since Monday"
        failed={failed("new leads")}
        link={(d) => {
          const monday = d?.weekly.at(-1)?.week_start;
          return monday ? { to: `/admin/inquiries?from=${monday}`, text: "View this week's leads" } : undefined;
        }}
      >
        {(d) => formatCount(d!.new_this_week)}
      </StatCard>
      <StatCard label="Median first response" value={figures} icon={Timer} hint="Last 30 days" failed={failed("the response time")}>
        {(d) => {
          const minutes = d!.median_first_response_minutes;
          if (minutes === null) return <NoFigure said="No responses yet" />;
          const time = formatResponseTime(minutes);
          return (
            <>
              <span aria-hidden="true">{time.short}</span>
              <span className="sr-only">{time.long}</span>
            </>
          );
        }}
      </StatCard>
      <StatCard
        label="Won this month"
        value={figures}
        icon={Trophy}
        failed={failed("won leads")}
        link={{ to: "/admin/inquiries?stage=won", text: "View won leads" }}
        extra={(d) => (
          <p className="mt-1 text-sm text-gray-700" data-testid="won-value">
            {formatRupees(d!.won_this_month.value)} estimated
          </p>
        )}
      >
        {(d) => formatCount(d!.won_this_month.count)}
      </StatCard>
    </>
  );
}

const SHOWN = 10;

type FollowUps = { items: LeadSummary[]; count: number };

/** "Follow-ups due today" and "Overdue follow-ups", side by side from lg on. */
export function FollowUpCards({ figures }: { figures: LeadFigures }) {
  // One promise per list for as long as the figures are the same: a new one on each render would
  // suspend its card again, and a re-render in a transition would then never finish (nor let the
  // other cards show their figures).
  const dueToday = useMemo(() => figures.then((d) => d && { items: d.due_today, count: d.due_today_count }), [figures]);
  const overdue = useMemo(() => figures.then((d) => d && { items: d.overdue, count: d.overdue_count }), [figures]);
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <FollowUpCard
        id="due-today"
        title="Follow-ups due today"
        icon={<CalendarClock aria-hidden="true" className="h-5 w-5 text-brand-700" />}
        list={dueToday}
        empty="Nothing due today"
        failure="Could not load today's follow-ups"
      />
      <FollowUpCard
        id="overdue"
        title="Overdue follow-ups"
        icon={<AlarmClock aria-hidden="true" className="h-5 w-5 text-red-700" />}
        list={overdue}
        empty="No overdue follow-ups"
        failure="Could not load overdue follow-ups"
        moreTo="/admin/inquiries?overdue=1"
      />
    </div>
  );
}

function FollowUpCard({
  id,
  title,
  icon,
  list,
  empty,
  failure,
  moreTo,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  list: Promise<FollowUps | null>;
  empty: string;
  failure: string;
  /** Where "and N more" leads (plain text without it). */
  moreTo?: string;
}) {
  const titleId = `${id}-title`;
  return (
    <Card as="section" aria-labelledby={titleId} className="p-5">
      <div className="mb-3 flex items-center gap-2">
        {icon}
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
      </div>
      <Pending value={list} fallback={<FollowUpsLoading title={title} />}>
        {(result) => {
          if (result === null) return <p className="py-4 text-center text-gray-700">{failure}</p>;
          if (result.items.length === 0) return <p className="py-4 text-center text-gray-600">{empty}</p>;
          const rest = result.count - Math.min(result.items.length, SHOWN);
          return (
            <>
              <ul aria-label={title} className="divide-y divide-gray-100">
                {result.items.slice(0, SHOWN).map((lead) => (
                  <FollowUpRow key={lead.id} lead={lead} />
                ))}
              </ul>
              {rest > 0 ? (
                <p className="mt-3 text-sm text-gray-700">
                  {moreTo ? (
                    <Link to={moreTo} className={cardLinkClass()}>
                      and {formatCount(rest)} more
                    </Link>
                  ) : (
                    `and ${formatCount(rest)} more`
                  )}
                </p>
              ) : null}
            </>
          );
        }}
      </Pending>
    </Card>
  );
}

/** A quote request in a dashboard list: the customer's name (a link to its lead), then the product and quantity. */
export function InquiryHeadline({ inquiry }: { inquiry: Pick<InquiryDto, "id" | "name" | "product_name" | "quantity" | "unit"> }) {
  return (
    <>
      <p className="truncate">
        <Link to={`/admin/inquiries/${inquiry.id}`} className={cardLinkClass()}>
          {inquiry.name}
        </Link>
      </p>
      <p className="truncate text-sm text-gray-600">
        {inquiry.product_name || "Product removed"} · {formatQuantity(inquiry.quantity, inquiry.unit)}
      </p>
    </>
  );
}

function FollowUpRow({ lead }: { lead: LeadSummary }) {
  return (
    <li className="flex flex-col gap-0.5 py-3">
      <InquiryHeadline inquiry={lead} />
      <p className="text-sm text-gray-700">
        Follow-up <FollowUpText lead={lead} />
      </p>
    </li>
  );
}

function FollowUpsLoading({ title }: { title: string }) {
  return (
    <ul aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`} className="divide-y divide-gray-100">
      {Array.from({ length: 2 }, (_, i) => (
        <li key={i} className="animate-pulse space-y-2 py-3">
          <div className="h-4 w-36 rounded bg-gray-200" />
          <div className="h-3 w-48 rounded bg-gray-100" />
        </li>
      ))}
    </ul>
  );
}
