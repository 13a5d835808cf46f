import type { ComponentProps, ElementType, ReactNode } from "react";
import { cn } from "~/lib/cn";

type CardTag = "div" | "section" | "li" | "p" | "form";

/**
 * The edge of a card. The admin's cards have a ring (a shadow, so no layout space); the product
 * screens, the messages and the public site have a 1px border, which takes its space: kept apart
 * so no screen moves by a pixel.
 */
const EDGES = { ring: "ring-1 ring-gray-200", border: "border border-gray-200" } as const;

export type CardEdge = keyof typeof EDGES;

/** The look of a white card, for an element that cannot be a <Card>; the padding is the caller's. */
export function cardClass(className?: string, edge: CardEdge = "ring") {
  return cn("rounded-xl bg-white shadow-sm", EDGES[edge], className);
}

/**
 * A white card: rounded, a small shadow, its edge. A <div> unless `as` says otherwise (a section,
 * a list item, a paragraph or a form keep their meaning); every other prop goes to the element,
 * and className adds the padding and layout.
 */
export function Card<T extends CardTag = "div">({ as, edge, className, ...rest }: { as?: T; edge?: CardEdge } & ComponentProps<T>) {
  // One tag at a time: TypeScript cannot check a spread of the props of a tag it does not know yet.
  const Tag = (as ?? "div") as ElementType;
  return <Tag {...(rest as object)} className={cardClass(className, edge)} />;
}

/** A card that is a section named by its <h2> (`id` ties them); the heading's look and the padding are the caller's. */
export function TitledCard({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
