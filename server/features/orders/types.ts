import type { SourceRefusal } from "./sources";

/** Who makes a staff change (the signed-in user). */
export type OrderActor = { id: number };

/** Reasons a change is refused; the API answers each with its status and words. */
export type OrderRefusal =
  | SourceRefusal
  | "unknown-site"
  | "too-large"
  | "advance-too-large"
  | "not-draft"
  | "not-confirmable"
  | "has-dispatches"
  | "cancelled"
  | "closed"
  | "not-closable";
