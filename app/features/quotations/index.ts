/** The quotation screens: what other features use of them (the order form reuses the line editor). */
export { QuotationItems } from "./quotation-items";
export { blankLine, isUntouchedLine, lineInput, type LineValues } from "./quotation-values";
export { formatIsoDay } from "./quotation-parts";
