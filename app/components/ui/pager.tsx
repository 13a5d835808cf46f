import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { cn } from "~/lib/cn";

/**
 * The page numbers to show, with `null` for a gap: `range` numbers around the current page and
 * `margin` numbers at each end, like react-paginate's pageRangeDisplayed / marginPagesDisplayed
 * (5 and 2 by default). A gap of a single page shows that page instead of an ellipsis.
 */
export function pageItems(page: number, totalPages: number, range = 5, margin = 2): (number | null)[] {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  let start = current - Math.floor(range / 2);
  let end = start + range - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > totalPages) {
    start = Math.max(1, start - (end - totalPages));
    end = totalPages;
  }
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, totalPages); p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = Math.max(1, totalPages - margin + 1); p <= totalPages; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(p - 1);
    else if (prev !== undefined && p - prev > 2) items.push(null);
    items.push(p);
  });
  return items;
}

const base =
  "inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40";
const idle = "border-gray-300 bg-white text-gray-700 hover:bg-gray-50";
const active = "border-brand-700 bg-brand-700 text-white";

/** Page navigation: first, previous, page numbers with ellipses, next, last. */
export function Pager({
  page,
  totalPages,
  onPageChange,
  label = "Pagination",
  disabled = false,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
  disabled?: boolean;
}) {
  if (totalPages <= 1) return null;
  const go = (p: number) => {
    if (p >= 1 && p <= totalPages && p !== page) onPageChange(p);
  };
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button type="button" className={cn(base, idle)} aria-label="First page" disabled={disabled || atStart} onClick={() => go(1)}>
            <ChevronsLeft aria-hidden="true" className="h-4 w-4" />
          </button>
        </li>
        <li>
          <button type="button" className={cn(base, idle)} aria-label="Previous page" disabled={disabled || atStart} onClick={() => go(page - 1)}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          </button>
        </li>
        {pageItems(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={cn(base, p === page ? active : idle)}
                aria-label={`Page ${p}`}
                aria-current={p === page ? "page" : undefined}
                disabled={disabled}
                onClick={() => go(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={cn(base, idle)} aria-label="Next page" disabled={disabled || atEnd} onClick={() => go(page + 1)}>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </button>
        </li>
        <li>
          <button type="button" className={cn(base, idle)} aria-label="Last page" disabled={disabled || atEnd} onClick={() => go(totalPages)}>
            <ChevronsRight aria-hidden="true" className="h-4 w-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
