import { useId, type ComponentProps, type ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/*
 * The admin's list tables: a card named by its heading, the grey band of column headings, rows
 * split by thin lines. A list that is a table on wide screens uses Table/THead/Th/TBody/Td; one
 * whose rows are grid list items has the same band as <GridHead>, hidden from screen readers
 * (each row names its own fields).
 */

/** The look of the column headings' band. */
const HEAD_CLASS = "border-b border-gray-200 bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase";

/** The card holding a list, named by its heading (shown, or for screen readers only). */
export function TableCard({ title, hideTitle = false, children }: { title: ReactNode; hideTitle?: boolean; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className="overflow-hidden">
      <h2 id={titleId} className={hideTitle ? "sr-only" : "border-b border-gray-100 px-4 py-3 text-lg font-semibold text-ink"}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

export function Table({ className, ...rest }: ComponentProps<"table">) {
  return <table {...rest} className={cn("w-full text-left text-sm", className)} />;
}

/** The heading row: its cells are <Th>. */
export function THead({ children }: { children: ReactNode }) {
  return (
    <thead className={HEAD_CLASS}>
      <tr>{children}</tr>
    </thead>
  );
}

/** A column heading, or a row's heading with scope="row". */
export function Th({ className, scope = "col", ...rest }: ComponentProps<"th">) {
  return <th {...rest} scope={scope} className={cn("px-4 py-3", className)} />;
}

export function TBody(props: { children: ReactNode }) {
  return <tbody {...props} className="divide-y divide-gray-100" />;
}

export function Td({ className, ...rest }: ComponentProps<"td">) {
  return <td {...rest} className={cn("px-4 py-3", className)} />;
}

/** The column headings of a list whose rows are grids: `className` gives the columns and the width from which it shows (e.g. "xl:grid"). */
export function GridHead({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div aria-hidden="true" className={cn("hidden px-5 py-3", HEAD_CLASS, className)}>
      {children}
    </div>
  );
}

/**
 * A list's placeholder rows while it is read: `rows` grey bars of each `cells` class (its size and
 * shade), in rows laid out by `rowClassName` like the real ones.
 */
export function SkeletonRows({
  label,
  testId,
  rows,
  rowClassName,
  cells,
}: {
  label: string;
  testId: string;
  rows: number;
  rowClassName: string;
  cells: string[];
}) {
  return (
    <ul aria-busy="true" aria-label={label} className="divide-y divide-gray-100">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} data-testid={testId} className={cn("animate-pulse space-y-2 px-5 py-4", rowClassName)}>
          {cells.map((cell, j) => (
            <div key={j} className={cn("rounded", cell)} />
          ))}
        </li>
      ))}
    </ul>
  );
}

/** A wide table that scrolls sideways inside its card on a phone (focusable, so a keyboard can scroll it too). */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={`${label}, scroll sideways`} tabIndex={0}>
      <Table>{children}</Table>
    </div>
  );
}
