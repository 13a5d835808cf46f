import type { ReactElement } from "react";
import spriteUrl from "./icons.svg?url";

/**
 * The public site's icons. Their drawings live in one SVG sprite (./icons.svg: lucide's icon data
 * and the brand glyphs), which the build emits hashed under /assets: one file the browser caches
 * for good, and none of it in the pages' JavaScript, which has a budget (tests/e2e/budget.spec.ts).
 * A component here only points at its symbol. Admin screens, and the public pages' dialogs and
 * pages off the first-load budget, use lucide-react as usual.
 * Decorative: hidden from assistive technology.
 */
export type SiteIcon = (props: { className?: string }) => ReactElement;

/**
 * The icon drawn by the sprite's `<symbol id={id}>` (a literal: ./icons.test.tsx checks every one
 * against the sprite). 24×24 unless a class sizes it; colour from the text around it.
 */
export function icon(id: string): SiteIcon {
  const href = `${spriteUrl}#${id}`;
  return function Icon({ className }) {
    return (
      <svg aria-hidden="true" focusable="false" width="24" height="24" className={className}>
        <use href={href} />
      </svg>
    );
  };
}

export const Calculator = icon("calculator");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const Menu = icon("menu");
export const Search = icon("search");
export const X = icon("x");
export const MapPin = icon("map-pin");
export const Phone = icon("phone");
export const Mail = icon("mail");
export const MessageCircle = icon("message-circle");
export const Send = icon("send");
export const Award = icon("award");
export const Clock = icon("clock");
export const IndianRupee = icon("indian-rupee");
export const Leaf = icon("leaf");
export const ArrowRight = icon("arrow-right");
export const Download = icon("download");
