import { icon } from "~/components/site/icons";

/**
 * The customer's quotation page's own icons (/q/:token), drawn from lucide's icon data (lucide-react
 * v1.75.0, ISC licence, https://lucide.dev) without lucide's runtime, like ./icons.ts: the page is
 * opened on phones from a WhatsApp link, and its first load keeps to the public JavaScript budget.
 * Decorative: hidden from assistive technology. The forms, loaded when asked for, use lucide-react.
 */
export const Download = icon([
  ["path", { d: "M12 15V3" }],
  ["path", { d: "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" }],
  ["path", { d: "m7 10 5 5 5-5" }],
]);
export const CircleCheck = icon([
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "m16 9-5.5 5.5L8 12" }],
]);
export const Clock = icon([
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "M12 6v6l4 2" }],
]);
export const CircleX = icon([
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "m15 9-6 6" }],
  ["path", { d: "m9 9 6 6" }],
]);
export const FileQuestion = icon([
  ["path", { d: "M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z" }],
  ["path", { d: "M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5" }],
  ["path", { d: "M12 17h.01" }],
]);
export const TriangleAlert = icon([
  ["path", { d: "m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" }],
  ["path", { d: "M12 9v4" }],
  ["path", { d: "M12 17h.01" }],
]);
export const RotateCcw = icon([
  ["path", { d: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" }],
  ["path", { d: "M3 3v5h5" }],
]);
