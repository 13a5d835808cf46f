/** The lead desk's screens: what other features use of them. */
export { LeadCard } from "./lead-forms";
export { NewLeadDialog } from "./new-lead-dialog";
