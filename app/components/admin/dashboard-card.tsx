/**
 * The dashboard's building blocks: a white card, a part that waits for its own read (placeholder
 * first), and a stat card (a figure with its label, icon, hint and link).
 */
import type { LucideIcon } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { Await, Link } from "react-router";
import { cn } from "~/lib/cn";
import { Card } from "~/components/ui/card";

/** A link to a lead or list from a card: brand colour, underlined on hover. */
export const cardLinkClass = (className?: string) => cn("rounded font-medium text-brand-700 hover:text-brand-800 hover:underline", className);

/** `children` with the value once it is there; `fallback` while it is read. */
export function Pending<T>({ value, fallback, children }: { value: Promise<T>; fallback: ReactNode; children: (value: T) => ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value}>{children}</Await>
    </Suspense>
  );
}

/** A figure that could not be read: a dash, with `said` for screen readers. */
export function NoFigure({ said }: { said: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{said}</span>
    </>
  );
}

type StatCardProps<T> = {
  /** The card's heading (and its region's name). */
  label: string;
  value: Promise<T>;
  icon: LucideIcon;
  /** A line under the figure, e.g. the period it covers. */
  hint?: string;
  /** Where the card leads: always, or once the value is read (none when it answers undefined). */
  link?: CardLink | ((value: T) => CardLink | undefined);
  /** The figure (shown big, data-testid "stat-value"), given the value. */
  children: (value: T) => ReactNode;
  /** More under the figure, given the value. */
  extra?: (value: T) => ReactNode;
  /** Given the value, the words shown instead of the figure when it could not be read ("Could not load …"). */
  failed?: (value: T) => string | undefined;
};

type CardLink = { to: string; text: ReactNode };

/** A counter card: placeholder (aria-busy, "Loading") until its value is read, then the figure. */
export function StatCard<T>({ label, value, icon: Icon, hint, link, children, extra, failed }: StatCardProps<T>) {
  const id = `stat-${label.toLowerCase().replace(/\W+/g, "-")}`;
  const frame = (busy: boolean, shown: ReactNode, to?: CardLink) => (
    <Card as="section" aria-labelledby={id} aria-busy={busy} className="flex flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-sm font-medium text-gray-600">
            {label}
          </h2>
          {shown}
          {hint ? <p className="mt-1 text-xs text-gray-600">{hint}</p> : null}
        </div>
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="h-6 w-6" />
        </span>
      </div>
      {to ? (
        <Link to={to.to} className={cardLinkClass("mt-3 inline-block self-start text-sm")}>
          {to.text}
        </Link>
      ) : null}
    </Card>
  );
  const loading = frame(
    true,
    <p className="mt-2">
      <span aria-hidden="true" className="block h-8 w-16 animate-pulse rounded bg-gray-200" />
      <span className="sr-only">Loading</span>
    </p>,
    typeof link === "function" ? undefined : link,
  );
  return (
    <Pending value={value} fallback={loading}>
      {(v) => {
        const failure = failed?.(v);
        return frame(
          false,
          failure ? (
            <p className="mt-2 text-sm text-gray-700">{failure}</p>
          ) : (
            <>
              <p className="mt-2 text-3xl font-bold text-ink" data-testid="stat-value">
                {children(v)}
              </p>
              {extra?.(v)}
            </>
          ),
          typeof link === "function" ? link(v) : link,
        );
      }}
    </Pending>
  );
}
