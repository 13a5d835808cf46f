import type { ReactNode } from "react";

/** Under a search box's list of choices: the line that says nothing matched, read out as a status. */
export function NoMatches({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="px-3 py-3 text-sm text-gray-600">
      {children}
    </p>
  );
}
