/** Exports for the accountant: what other admin features use of them. */
export { EwayBillButton } from "./eway-bill-button";
