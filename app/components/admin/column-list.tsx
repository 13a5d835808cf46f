/**
 * An admin list described by its columns: one description gives the card with its column headings,
 * the skeleton rows while it is read and a row per item. On wide screens (from `wide`) the rows are
 * grids under the headings; below, each row stacks its cells, each named by its label (a <dt>, for
 * screen readers only on wide screens, where the headings show).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { GridHead, SkeletonRows, TableCard } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { formatDate } from "#schemas/format";

export type ListColumn<T> = {
  /** The cell's label (its <dt>), and its heading unless `head` says otherwise. */
  label: string;
  head?: ReactNode;
  headClassName?: string;
  /** The cell's box (its span and alignment). */
  className?: string;
  /** The label's look, when it differs from the stacked label hidden on wide screens (e.g. "sr-only"). */
  labelClassName?: string;
  valueClassName?: string;
  value: (row: T) => ReactNode;
  /** The placeholder bar's size and shade. */
  skeleton: string;
};

/** A part of the row after its fields (e.g. a button), with its own heading and placeholder. */
export type ListAction<T> = { head: string; headClassName: string; className: string; skeleton: string; render: (row: T) => ReactNode };

export type ColumnListSpec<T> = {
  /** The card's name (for screen readers), the list's ("Orders"), the skeleton's while it is read and its rows' test id. */
  names: { card: string; list: string; loading: string; testId: string };
  /** The width from which the rows are grids, the grid's columns from then on, and how many skeleton rows show (5 unless said). */
  layout: { wide: "lg" | "xl"; grid: string; skeletonRows?: number };
  key: (row: T) => string | number;
  columns: ListColumn<T>[];
  action?: ListAction<T>;
  /** More classes of a row (its own layout below `wide`, or a mark of its state). */
  rowClassName?: (row: T) => string | false | undefined;
};

/** The stacked label, hidden on wide screens where the headings show. */
const LABEL_CLASS = { lg: "text-xs text-gray-600 lg:sr-only", xl: "text-xs text-gray-600 xl:sr-only" } as const;
const SKELETON_ROW_CLASS = { lg: "lg:space-y-0", xl: "xl:space-y-0" } as const;

/** The list's card with its column headings. */
export function ColumnTable<T>({ spec, children }: { spec: ColumnListSpec<T>; children: ReactNode }) {
  return (
    <TableCard title={spec.names.card} hideTitle>
      <GridHead className={spec.layout.grid}>
        {spec.columns.map((column) => (
          <span key={column.label} className={column.headClassName}>
            {column.head ?? column.label}
          </span>
        ))}
        {spec.action ? <span className={spec.action.headClassName}>{spec.action.head}</span> : null}
      </GridHead>
      {children}
    </TableCard>
  );
}

export function ColumnSkeleton<T>({ spec }: { spec: ColumnListSpec<T> }) {
  const cells = spec.columns.map((column) => column.skeleton);
  return (
    <ColumnTable spec={spec}>
      <SkeletonRows
        label={spec.names.loading}
        testId={spec.names.testId}
        rows={spec.layout.skeletonRows ?? 5}
        rowClassName={cn(SKELETON_ROW_CLASS[spec.layout.wide], spec.layout.grid)}
        cells={spec.action ? [...cells, spec.action.skeleton] : cells}
      />
    </ColumnTable>
  );
}

export function ColumnRows<T>({ spec, items }: { spec: ColumnListSpec<T>; items: T[] }) {
  return (
    <ul aria-label={spec.names.list} className="divide-y divide-gray-100">
      {items.map((row) => (
        <li key={spec.key(row)} className={cn("grid grid-cols-2 gap-x-4 gap-y-2 px-5 py-4 text-sm", spec.layout.grid, spec.rowClassName?.(row))}>
          <dl className="contents">
            {spec.columns.map((column) => (
              <div key={column.label} className={column.className}>
                <dt className={column.labelClassName ?? LABEL_CLASS[spec.layout.wide]}>{column.label}</dt>
                <dd className={column.valueClassName}>{column.value(row)}</dd>
              </div>
            ))}
          </dl>
          {spec.action ? <div className={spec.action.className}>{spec.action.render(row)}</div> : null}
        </li>
      ))}
    </ul>
  );
}

/** A name with its company under it, when it has one. */
export function NameAndCompany({
  name,
  company,
  companyClassName = "block text-xs text-gray-600",
}: {
  name: ReactNode;
  company: string | null | undefined;
  companyClassName?: string;
}) {
  return (
    <>
      {name}
      {company ? <span className={companyClassName}>{company}</span> : null}
    </>
  );
}

/** A sales document's number, linking to its page (the row's name: no visible label). */
export function numberColumn<T extends { number: string }>(to: (row: T) => string): ListColumn<T> {
  return {
    label: "Number",
    className: "col-span-2 lg:col-span-1",
    labelClassName: "sr-only",
    valueClassName: "font-semibold break-words text-ink",
    skeleton: "h-4 w-32 bg-gray-200",
    value: (row) => (
      <Link to={to(row)} className="text-brand-700 hover:text-brand-800 hover:underline">
        {row.number}
      </Link>
    ),
  };
}

/** A sales document's customer with the company under the name. */
export const customerColumn: ListColumn<{ customer_name: string; company: string | null }> = {
  label: "Customer",
  className: "col-span-2 min-w-0 lg:col-span-1",
  valueClassName: "break-words text-gray-800",
  skeleton: "h-4 w-40 bg-gray-100",
  value: (row) => <NameAndCompany name={row.customer_name} company={row.company} />,
};

/** The day a sales document was made. */
export const createdColumn: ListColumn<{ created_at: string }> = {
  label: "Date",
  valueClassName: "text-gray-800",
  skeleton: "h-4 w-24 bg-gray-100",
  value: (row) => <time dateTime={row.created_at}>{formatDate(row.created_at)}</time>,
};

/** A sales document's grand total, right-aligned under its heading. */
export function totalColumn<T>(total: (row: T) => string): ListColumn<T> {
  return {
    label: "Total",
    headClassName: "text-right",
    className: "lg:text-right",
    valueClassName: "font-medium text-ink tabular-nums",
    skeleton: "h-4 w-24 bg-gray-100 lg:ml-auto",
    value: total,
  };
}

/** A customer's name linking to their page, the company under it (the row's name: no visible label). */
export function customerPageColumn<T>(className: string, customer: (row: T) => { id: number; name: string; company: string | null }): ListColumn<T> {
  return {
    label: "Customer",
    className,
    labelClassName: "sr-only",
    valueClassName: "font-semibold break-words",
    skeleton: "h-4 w-40 bg-gray-200",
    value: (row) => {
      const { id, name, company } = customer(row);
      const link = (
        <Link to={`/admin/customers/${id}`} className="text-brand-700 hover:text-brand-800 hover:underline">
          {name}
        </Link>
      );
      return <NameAndCompany name={link} company={company} companyClassName="block text-xs font-normal text-gray-600" />;
    },
  };
}
