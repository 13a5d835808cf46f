import { useId, type ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** A card of the Settings screen: a region named by its heading, an optional line under it, then its content. */
export function SettingsSection({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={cn("space-y-5 p-5 sm:p-6", className)}>
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
