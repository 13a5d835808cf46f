import { icon } from "~/components/site/icons";

/**
 * The icons of a public page's "could not load, try again" state (the category page, the customer's
 * quotation page), drawn by the sprite like ./icons.tsx.
 */
export const TriangleAlert = icon("triangle-alert");
export const RotateCcw = icon("rotate-ccw");
