import type { ReactNode } from "react";
import { Pager } from "~/components/ui/pager";

/** Under a paged admin list: "Showing 21–40 of 95" (and what the screen adds to it), then the pager. */
export function ListFooter({
  page,
  pageSize,
  shown,
  total,
  label,
  onPageChange,
  children,
}: {
  page: number;
  pageSize: number;
  /** The rows on this page. */
  shown: number;
  total: number;
  /** The pager's name: "Quotations pages". */
  label: string;
  onPageChange: (page: number) => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-gray-600">
        Showing {(page - 1) * pageSize + 1}–{(page - 1) * pageSize + shown} of {total}
        {children}
      </p>
      <Pager page={page} totalPages={Math.ceil(total / pageSize)} onPageChange={onPageChange} label={label} />
    </div>
  );
}
