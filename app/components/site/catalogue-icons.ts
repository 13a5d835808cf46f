import { icon } from "~/components/site/icons";

/**
 * The category page's own icons (its route and product cards), drawn by the sprite like ./icons.tsx.
 * The frame's icons (ChevronDown, ChevronRight, MapPin, Phone) are in ./icons.tsx.
 */
export { RotateCcw, TriangleAlert } from "~/components/site/load-error-icons";
export const PackageOpen = icon("package-open");
export const SearchX = icon("search-x");
export const ChevronUp = icon("chevron-up");
export const MessageSquareQuote = icon("message-square-quote");
