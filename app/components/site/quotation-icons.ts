import { icon } from "~/components/site/icons";

/**
 * The customer's quotation page's own icons (/q/:token), drawn from lucide's icon data (lucide-react
 * v1.75.0, ISC licence, https://lucide.dev) without lucide's runtime, like ./icons.ts: the page is
 * opened on phones from a WhatsApp link, and its first load keeps to the public JavaScript budget.
 * Decorative: hidden from assistive technology. The forms, loaded when asked for, use lucide-react.
 */
export { Clock } from "~/components/site/icons";
export { RotateCcw, TriangleAlert } from "~/components/site/load-error-icons";
export { CheckCircle2 as CircleCheck, XCircle as CircleX } from "~/components/site/form-result-icons";
export const Download = icon([
  ["path", { d: "M12 15V3" }],
  ["path", { d: "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" }],
  ["path", { d: "m7 10 5 5 5-5" }],
]);
export const FileQuestion = icon([
  ["path", { d: "M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z" }],
  ["path", { d: "M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5" }],
  ["path", { d: "M12 17h.01" }],
]);
