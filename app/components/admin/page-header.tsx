import type { ReactNode } from "react";

/** An admin screen's heading with the line under it, and its main action (if any) beside it on wider screens. */
export function PageHeader({ title, subtitle, action }: { title: ReactNode; subtitle: ReactNode; action?: ReactNode }) {
  const heading = (
    <div>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <p className="mt-1 text-gray-600">{subtitle}</p>
    </div>
  );
  if (!action) return heading;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      {heading}
      {action}
    </div>
  );
}
