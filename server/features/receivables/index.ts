/** What each customer owes: what other features use of it. */
export { createReceivables } from "./receivables";
