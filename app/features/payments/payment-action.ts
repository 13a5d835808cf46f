/**
 * What the payment parts change, wherever they are placed (the customer, order and invoice pages): the
 * page's clientAction hands a body whose `intent` is one of these to runPaymentRequest, which answers a
 * result the part reads (a toast, the dialog's field errors); the router then reads the page again.
 */
import type { PaymentDto } from "#schemas/wire";
import { actionFailure, type ActionFailure } from "~/components/admin/action-result";
import { api, isAbortError, isSignedOutError } from "~/lib/api";

/** The "Record payment" dialog's values as sent (the API checks them with schemas/payments.ts). */
export type PaymentValues = {
  customer_id: number;
  order_id?: number;
  payment_date: string;
  amount: string;
  mode: string;
  reference: string;
  note: string;
  allocation: string;
  allocations?: { invoice_id: number; amount: string }[];
};

export type PaymentRequest =
  { intent: "record-payment"; values: PaymentValues } | { intent: "apply-payment"; paymentId: number } | { intent: "delete-payment"; paymentId: number };
export type PaymentIntent = PaymentRequest["intent"];

export type PaymentResult = { ok: true; intent: PaymentIntent; message: string; payment: PaymentDto } | (ActionFailure & { intent: PaymentIntent });

const FAILED: Record<PaymentIntent, string> = {
  "record-payment": "Failed to record the payment. Please try again.",
  "apply-payment": "Failed to apply the advance. Please try again.",
  "delete-payment": "Failed to delete the payment. Please try again.",
};

/** Whether an action's body is a payment change (a page's own changes have other intents). */
export function isPaymentRequest(body: unknown): body is PaymentRequest {
  const intent = (body as { intent?: unknown } | null)?.intent;
  return typeof intent === "string" && intent in FAILED;
}

function send(req: PaymentRequest, signal?: AbortSignal) {
  const opts = { auth: true as const, signal };
  switch (req.intent) {
    case "record-payment":
      return api("POST", "/api/payments", req.values, opts);
    case "apply-payment":
      return api("POST", `/api/payments/${req.paymentId}/apply`, undefined, opts);
    case "delete-payment":
      return api("DELETE", `/api/payments/${req.paymentId}`, undefined, opts);
  }
}

/** Carry out one change through the API. Never throws for a refusal or a network failure: it answers `ok: false`. */
export async function runPaymentRequest(req: PaymentRequest, signal?: AbortSignal): Promise<PaymentResult> {
  try {
    const answer = await send(req, signal);
    return { ok: true, intent: req.intent, message: answer.message ?? "Saved", payment: answer.data as PaymentDto };
  } catch (err) {
    if (isAbortError(err)) throw err;
    if (isSignedOutError(err)) return { ok: false, intent: req.intent, error: "", status: 401 };
    return { ...actionFailure(err, [400, 403, 404, 409], FAILED[req.intent], `Failed to ${req.intent}`), intent: req.intent };
  }
}
