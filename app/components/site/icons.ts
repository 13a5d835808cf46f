import { createElement, type ReactElement, type SVGProps } from "react";

/**
 * The icons of the public site's frame and home page, drawn from lucide's icon data
 * (lucide-react v1.75.0, ISC licence, https://lucide.dev). Kept here, without lucide's runtime,
 * because these pages' first load has a JavaScript budget (tests/e2e/budget.spec.ts); other pages
 * import icons from lucide-react as usual. Decorative: hidden from assistive technology.
 */
type Node = [string, Record<string, string>][];
export type SiteIcon = (props: { className?: string }) => ReactElement;

/** An icon from lucide's data (also used by ./catalogue-icons.ts for the category page). */
export function icon(node: Node): SiteIcon {
  return function Icon({ className }) {
    const attrs: SVGProps<SVGSVGElement> = {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: "0 0 24 24",
      width: 24,
      height: 24,
      fill: "none",
      stroke: "currentColor",
      strokeWidth: 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      "aria-hidden": true,
      focusable: false,
      className,
    };
    return createElement("svg", attrs, ...node.map(([tag, a], i) => createElement(tag, { ...a, key: i })));
  };
}

export const ChevronDown = icon([["path", { d: "m6 9 6 6 6-6" }]]);
export const ChevronLeft = icon([["path", { d: "m15 18-6-6 6-6" }]]);
export const ChevronRight = icon([["path", { d: "m9 18 6-6-6-6" }]]);
export const Menu = icon([
  ["path", { d: "M4 5h16" }],
  ["path", { d: "M4 12h16" }],
  ["path", { d: "M4 19h16" }],
]);
export const Search = icon([
  ["path", { d: "m21 21-4.34-4.34" }],
  ["circle", { cx: "11", cy: "11", r: "8" }],
]);
export const X = icon([
  ["path", { d: "M18 6 6 18" }],
  ["path", { d: "m6 6 12 12" }],
]);
export const MapPin = icon([
  ["path", { d: "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" }],
  ["circle", { cx: "12", cy: "10", r: "3" }],
]);
export const Phone = icon([
  [
    "path",
    {
      d: "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384",
    },
  ],
]);
export const Mail = icon([
  ["path", { d: "m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" }],
  ["rect", { x: "2", y: "4", width: "20", height: "16", rx: "2" }],
]);
export const MessageCircle = icon([
  ["path", { d: "M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" }],
]);
export const Send = icon([
  ["path", { d: "M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z" }],
  ["path", { d: "m21.854 2.147-10.94 10.939" }],
]);
export const Award = icon([
  ["path", { d: "m15.477 12.89 1.515 8.526a.5.5 0 0 1-.81.47l-3.58-2.687a1 1 0 0 0-1.197 0l-3.586 2.686a.5.5 0 0 1-.81-.469l1.514-8.526" }],
  ["circle", { cx: "12", cy: "8", r: "6" }],
]);
export const Clock = icon([
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "M12 6v6l4 2" }],
]);
export const IndianRupee = icon([
  ["path", { d: "m14 20-8-8h4c5.333 0 5.333-8 0-8" }],
  ["path", { d: "M6 4h12" }],
  ["path", { d: "M6 8h12" }],
]);
export const Leaf = icon([
  ["path", { d: "M11 20a10 10 0 0010-10 25.9 25.9 0 00-1.04-7.281 1 1 0 00-1.755-.325C15.833 5.5 13 5.5 9.8 6.1A7 7 0 0011 20" }],
  ["path", { d: "M2 21a5 5 0 012.911-4.544C7.613 15.212 8.351 15.24 11 13" }],
]);
export const ArrowRight = icon([
  ["path", { d: "M5 12h14" }],
  ["path", { d: "m12 5 7 7-7 7" }],
]);
