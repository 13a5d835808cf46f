import { icon } from "~/components/site/icons";

/** The icons of a public form's sent / not sent notice (the contact form), drawn by the sprite like ./icons.tsx. */
export const CheckCircle2 = icon("circle-check");
export const XCircle = icon("circle-x");
