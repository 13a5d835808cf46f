import { icon } from "~/components/site/icons";

/**
 * The category page's own icons (its route and product cards), drawn from lucide's icon data
 * (lucide-react v1.75.0, ISC licence, https://lucide.dev) without lucide's runtime, like ./icons.ts:
 * the page's first load has a JavaScript budget (tests/e2e/budget.spec.ts). Decorative: hidden
 * from assistive technology. The frame's icons (ChevronDown, ChevronRight, MapPin, Phone) are in ./icons.ts.
 */
export { RotateCcw, TriangleAlert } from "~/components/site/load-error-icons";
export const PackageOpen = icon([
  ["path", { d: "M12 22v-9" }],
  ["path", { d: "M15.17 2.21a1.67 1.67 0 0 1 1.63 0L21 4.57a1.93 1.93 0 0 1 0 3.36L8.82 14.79a1.655 1.655 0 0 1-1.64 0L3 12.43a1.93 1.93 0 0 1 0-3.36z" }],
  ["path", { d: "M20 13v3.87a2.06 2.06 0 0 1-1.11 1.83l-6 3.08a1.93 1.93 0 0 1-1.78 0l-6-3.08A2.06 2.06 0 0 1 4 16.87V13" }],
  ["path", { d: "M21 12.43a1.93 1.93 0 0 0 0-3.36L8.83 2.2a1.64 1.64 0 0 0-1.63 0L3 4.57a1.93 1.93 0 0 0 0 3.36l12.18 6.86a1.636 1.636 0 0 0 1.63 0z" }],
]);
export const SearchX = icon([
  ["path", { d: "m13.5 8.5-5 5" }],
  ["path", { d: "m8.5 8.5 5 5" }],
  ["circle", { cx: "11", cy: "11", r: "8" }],
  ["path", { d: "m21 21-4.3-4.3" }],
]);
export const ChevronUp = icon([["path", { d: "m18 15-6-6-6 6" }]]);
export const MessageSquareQuote = icon([
  ["path", { d: "M14 14a2 2 0 0 0 2-2V8h-2" }],
  ["path", { d: "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z" }],
  ["path", { d: "M8 14a2 2 0 0 0 2-2V8H8" }],
]);
