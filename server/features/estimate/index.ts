/** The instant estimate: what other features use of it. */
export { leadEstimate, type DeliveryContext, type Estimates } from "./estimates";
