/** Join class names, skipping the empty ones: cn("px-4", busy && "opacity-70", className). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
