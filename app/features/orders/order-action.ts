/**
 * What the order screen changes, in one place: the route's clientAction takes a JSON body with an
 * `intent` and answers a result the screen reads (a toast, the form's field errors, the page to go
 * to); the router then reads the order again on its own.
 */
import type { OrderDto } from "#schemas/wire";
import { runChange, type ChangeResult } from "~/components/admin/action-result";
import { api, type ApiOptions } from "~/lib/api";
import { bodyWithIntent } from "~/lib/action-body";

/** A draft's details as the form sends them (the API checks them with schemas/order-input.ts). */
export type OrderDetailsValues = {
  site_id: number | null;
  delivery_address: string;
  delivery_pin: string;
  site_contact_name: string;
  site_contact_phone: string;
  delivery_from: string;
  delivery_to: string;
  advance_kind: "amount" | "percent";
  advance_value: string;
  notes: string;
};

/** A new order from scratch: the chosen customer and the lines, as the "New order" form sends them. */
export type OrderCreateValues = {
  customer_id: number | null;
  items: Record<string, string | number | null>[];
};

export type OrderRequest =
  | { intent: "create"; values: OrderCreateValues }
  | { intent: "update"; values: OrderDetailsValues }
  | { intent: "confirm" }
  | { intent: "cancel"; reason: string }
  | { intent: "close" };
export type OrderIntent = OrderRequest["intent"];

export type OrderResult = ChangeResult<OrderIntent, { message: string; order: OrderDto }>;

const FAILED: Record<OrderIntent, string> = {
  create: "Failed to create the order. Please try again.",
  update: "Failed to save the order. Please try again.",
  confirm: "Failed to confirm the order. Please try again.",
  cancel: "Failed to cancel the order. Please try again.",
  close: "Failed to close the order. Please try again.",
};

const INTENTS: readonly string[] = ["create", "update", "confirm", "cancel", "close"] satisfies OrderIntent[];

/** Read the body of an action request; a malformed one is a programming error (400). */
export function parseOrderRequest(body: unknown): OrderRequest {
  return bodyWithIntent(body, INTENTS, "Unknown order change") as OrderRequest;
}

/** The API call of each change of a stored order. */
function send(id: number, req: Exclude<OrderRequest, { intent: "create" }>, opts: ApiOptions) {
  switch (req.intent) {
    case "update":
      return api("PUT", `/api/orders/${id}`, req.values, opts);
    case "confirm":
      return api("POST", `/api/orders/${id}/confirm`, undefined, opts);
    case "cancel":
      return api("POST", `/api/orders/${id}/cancel`, { reason: req.reason }, opts);
    case "close":
      return api("POST", `/api/orders/${id}/close`, undefined, opts);
  }
}

/**
 * Carry out one change through the API (`id` is the order's, none for a new one). Never throws for
 * a refusal or a network failure: it answers `ok: false`.
 */
export function runOrderRequest(id: number | null, req: OrderRequest, signal?: AbortSignal): Promise<OrderResult> {
  const opts = { auth: true, signal };
  const sent = req.intent === "create" ? api("POST", "/api/orders", req.values, opts) : id === null ? undefined : send(id, req, opts);
  const failure = { shown: [400, 403, 404, 409], fallback: FAILED[req.intent] };
  return runChange({ record: "order", id, intent: req.intent }, sent, (answer) => ({ message: answer.message, order: answer.data }), failure);
}
