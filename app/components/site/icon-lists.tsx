import type { ComponentType, ReactNode } from "react";

type CardIcon = ComponentType<{ className?: string }>;

/**
 * A grid of cards, each a round brand-tinted icon over a title and a text (the home page's reasons, the
 * team's values). The icons go with the items in order; an item past them takes the fallback.
 */
export function IconCards({
  items,
  icons,
  fallback,
  cardClassName,
  textClassName,
}: {
  items: readonly { title: string; text: string }[];
  icons: readonly CardIcon[];
  fallback: CardIcon;
  cardClassName: string;
  textClassName: string;
}) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, i) => {
        const Icon = icons[i] ?? fallback;
        return (
          <li key={i} className={cardClassName}>
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-gray-900">{item.title}</h3>
            <p className={`mt-2 ${textClassName}`}>{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** A list of short points, each after the same decorative icon (a leader's achievements, a project's challenges). */
export function IconPoints({
  points,
  icon,
  className,
  itemClassName,
}: {
  points: readonly string[];
  icon: ReactNode;
  className: string;
  itemClassName: string;
}) {
  return (
    <ul className={className}>
      {points.map((point, i) => (
        <li key={i} className={itemClassName}>
          {icon}
          {point}
        </li>
      ))}
    </ul>
  );
}
