import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A form's refusal that belongs to no one field, announced as an alert (sign-in, its code step, choosing a password). */
export function FormAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="alert" className={cn("flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800", className)}>
      <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{children}</span>
    </div>
  );
}
