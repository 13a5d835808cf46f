/** The dispatch screens: what other features use of them (one change at a time through the API, the page read again after it). */
export { useDispatchCall } from "./dispatch-call";
