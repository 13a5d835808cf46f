import { icon } from "~/components/site/icons";

/**
 * The icons of a public form's sent / not sent notice (the contact form), drawn from lucide's icon
 * data (lucide-react v1.75.0, ISC licence, https://lucide.dev) without lucide's runtime, like
 * ./icons.ts: the contact page's first load has a JavaScript budget. Decorative: hidden from
 * assistive technology.
 */
export const CheckCircle2 = icon([
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "m16 9-5.5 5.5L8 12" }],
]);
export const XCircle = icon([
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "m15 9-6 6" }],
  ["path", { d: "m9 9 6 6" }],
]);
