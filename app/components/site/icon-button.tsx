import type { ComponentType } from "react";

/** A button that shows only a 24-pixel icon; `label` is its name for assistive technology (the icon is decorative). */
export function IconButton({
  label,
  icon: Icon,
  onClick,
  className,
}: {
  label: string;
  icon: ComponentType<{ className?: string }>;
  onClick: () => void;
  className: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <Icon aria-hidden="true" className="h-6 w-6" />
    </button>
  );
}
