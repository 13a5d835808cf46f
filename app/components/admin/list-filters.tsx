/**
 * The pieces the admin lists' filter bars share: the bar itself, the search box, the From/To day
 * range and "Clear filters". Each bar keeps its own layout and its own filters in the address.
 */
import { Search, X } from "lucide-react";
import type { ReactNode } from "react";
import type { ParamPatch } from "~/components/admin/route-data";
import type { useSearchText } from "~/components/admin/use-search-text";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/**
 * A list's filter bar: a search landmark named `label`, in a card. Enter in its search box sends
 * `onSubmit` (the bar's useSearchText submit) instead of reloading the page; `className` lays out
 * its fields.
 */
export function FilterBar({ label, onSubmit, className, children }: { label: string; onSubmit?: () => void; className: string; children: ReactNode }) {
  return (
    <Card
      as="form"
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
      className={cn("p-4", className)}
    >
      {children}
    </Card>
  );
}

/**
 * The list's search box, with a search icon; `search` is the bar's useSearchText (the bar's form
 * sends it, and its Clear filters empties it). The placeholder is the label with an ellipsis.
 */
export function ListSearchBox({ search, label, className }: { search: ReturnType<typeof useSearchText>; label: string; className?: string }) {
  return (
    <div className={cn("relative", className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500" />
      <Input
        type="search"
        aria-label={label}
        placeholder={`${label}...`}
        value={search.text}
        onChange={(e) => search.setText(e.target.value)}
        onFocus={search.onFocus}
        className="pl-9"
      />
    </div>
  );
}

/** "From" and "To" days (the address's `from` and `to`); neither can pass the other. */
export function DayRangeFields({ from, to, onChange }: { from: string; to: string; onChange: (patch: ParamPatch) => void }) {
  return (
    <>
      <Field label="From">
        <Input type="date" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </Field>
      <Field label="To">
        <Input type="date" value={to} min={from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </Field>
    </>
  );
}

export function ClearFiltersButton({ onClick, disabled, className }: { onClick: () => void; disabled?: boolean; className?: string }) {
  return (
    <Button variant="ghost" disabled={disabled} onClick={onClick} icon={<X aria-hidden="true" className="h-4 w-4" />} className={className}>
      Clear filters
    </Button>
  );
}
