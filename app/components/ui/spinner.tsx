import { cn } from "~/lib/cn";

const SIZES = { sm: "h-4 w-4 border-2", md: "h-5 w-5 border-2", lg: "h-8 w-8 border-4", xl: "h-10 w-10 border-4" } as const;

/**
 * The one spinner: a ring in the current text colour. Decorative by default (the busy control or
 * region says what is happening); pass `label` when the spinner is all there is to read.
 */
export function Spinner({ size = "sm", label, className }: { size?: keyof typeof SIZES; label?: string; className?: string }) {
  return (
    <span
      role={label ? "status" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn("inline-block shrink-0 animate-spin rounded-full border-current border-t-transparent opacity-80", SIZES[size], className)}
    />
  );
}
