/** Mail to staff about new requests and quotations: what other features use of it. */
export { quotationMail, type Notifier } from "./notifications";
