import { icon } from "~/components/site/icons";

/**
 * The icons of a public page's "could not load, try again" state (the category page, the customer's
 * quotation page), drawn from lucide's icon data (lucide-react v1.75.0, ISC licence,
 * https://lucide.dev) without lucide's runtime, like ./icons.ts. Decorative: hidden from assistive
 * technology.
 */
export const TriangleAlert = icon([
  ["path", { d: "m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" }],
  ["path", { d: "M12 9v4" }],
  ["path", { d: "M12 17h.01" }],
]);
export const RotateCcw = icon([
  ["path", { d: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" }],
  ["path", { d: "M3 3v5h5" }],
]);
