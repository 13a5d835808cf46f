import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";

/** The pieces a sales document's page (an order, a quotation, an invoice) shares. */

/**
 * A section of a document's page (an order's dispatches, its invoices, its payments): a card named
 * by its heading (`id` is the heading's), the section's action beside the heading, then its content.
 */
export function DocumentSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className="space-y-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

/**
 * A document's page heading: its number, then one line with its status badge and what `children`
 * say (who it is for, dates, links); `after` goes under that line.
 */
export function DocumentHeading({ number, badge, children, after }: { number: string; badge: ReactNode; children: ReactNode; after?: ReactNode }) {
  return (
    <div className="min-w-0">
      <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{number}</h1>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-gray-600">
        {badge}
        {children}
      </p>
      {after}
    </div>
  );
}

/** The first line of one entry of a document's section (a dispatch, a payment): its number and date, and its state or amount on the right. */
export function EntryHeading({ number, date, children }: { number: string; date: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <p className="font-semibold text-ink">
        {number} <span className="font-normal text-gray-600">· {date}</span>
      </p>
      {children}
    </div>
  );
}
