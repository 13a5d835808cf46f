/** The instant estimate: what other features use of it. */
export { type Estimates } from "./estimates";
