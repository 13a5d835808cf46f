import type { ReactNode } from "react";

/** The classes of a detail's row, term and value: each screen lays its details out its own way. */
export type DetailLook = { row: string; term: string; value: string };

/** One term and its value in a description list (<dl>): a row of a details dialog or card. */
export function Detail({ look, label, children }: { look: DetailLook; label: string; children: ReactNode }) {
  return (
    <div className={look.row}>
      <dt className={look.term}>{label}</dt>
      <dd className={look.value}>{children}</dd>
    </div>
  );
}
