import { Star } from "lucide-react";
import { useT } from "~/i18n/t";
import { cn } from "~/lib/cn";

/** Filled stars with one accessible name: "5 out of 5 stars". */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  const t = useT();
  return (
    <p role="img" aria-label={t("clients.stars", { rating, max })} className="flex gap-0.5">
      {Array.from({ length: max }, (_, i) => (
        <Star key={i} aria-hidden="true" className={cn("h-5 w-5", i < rating ? "fill-amber-400 text-amber-500" : "text-gray-300")} />
      ))}
    </p>
  );
}
