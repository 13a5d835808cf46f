import type { ReactNode } from "react";

/** A page section named by its heading (`id` ties the two). */
export function TitledSection({
  id,
  title,
  className,
  headingClassName = "text-2xl font-bold text-gray-900",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
