import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

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

/** A header's main action when it is a page of its own ("New order"): a link that looks like the primary button. */
export function NewItemLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass({ className: "self-start" })}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  );
}
