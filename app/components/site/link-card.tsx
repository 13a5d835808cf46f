import type { ReactNode } from "react";
import { Link } from "react-router";
import { Photo } from "~/components/site/photo";
import { useLocalePath } from "~/i18n/t";

/**
 * A card that is one link: a decorative 4:3 image (800 × 600 until it loads; the card's heading names
 * the link) over a column of text.
 */
export function LinkCard({
  to,
  image,
  sizes,
  priority,
  imageClassName,
  children,
}: {
  to: string;
  image: string | null;
  sizes: string;
  priority?: boolean;
  imageClassName: string;
  children: ReactNode;
}) {
  const lp = useLocalePath();
  return (
    <Link
      to={lp(to)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-lg"
    >
      <Photo src={image} alt="" sizes={sizes} priority={priority} className={imageClassName} />
      <div className="flex flex-1 flex-col p-4">{children}</div>
    </Link>
  );
}
