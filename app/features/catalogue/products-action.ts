/**
 * What the admin products screen changes, in one place: the route's clientAction takes a JSON body
 * with an `intent` and answers a result the caller (a card's fetcher, the edit or delete dialog)
 * reads; the router then reads the list again on its own.
 */
import type { FieldErrors } from "#schemas/errors";
import type { Translations } from "#schemas/translations";
import type { AdminProduct } from "#schemas/wire";
import { actionFailure } from "~/components/admin/action-result";
import { api, isAbortError } from "~/lib/api";

export type ProductsIntent = "toggle-status" | "delete" | "update";

/** The fields an edit changes (PATCH /api/products/:id): plain JSON values (the images a list, the translations by language); a specification set to null is removed. */
export type ProductValues = Record<string, string | number | boolean | null | { url: string; alt: string }[] | Translations>;

/** The JSON body sent to the products route's action (`fetcher.submit(body, { method: "post", encType: "application/json" })`). */
export type ProductsActionRequest =
  { intent: "toggle-status"; id: number } | { intent: "delete"; id: number } | { intent: "update"; id: number; values: ProductValues };

export type ProductsActionResult =
  | { ok: true; intent: "toggle-status" | "update"; product: AdminProduct; message: string }
  | { ok: true; intent: "delete"; id: number; message: string }
  | {
      ok: false;
      intent: ProductsIntent;
      /** What to tell the person: the server's words when they say what went wrong, else the screen's own. */
      error: string;
      /** One message per field the server refused (an update). */
      fieldErrors?: FieldErrors;
      /** The HTTP status, or 0 when the network failed. */
      status: number;
    };

/** The screen's own words when a change fails for a reason the server does not explain. */
export const FAILURE_TEXT: Record<ProductsIntent, string> = {
  "toggle-status": "Failed to update product status. Please try again.",
  delete: "Failed to delete product. Please try again.",
  update: "Failed to update product. Please try again.",
};

const INTENTS: readonly string[] = ["toggle-status", "delete", "update"] satisfies ProductsIntent[];

/** Read and check the body of an action request; a malformed one is a programming error (400). */
export function parseProductsAction(body: unknown): ProductsActionRequest {
  const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const id = Number(b.id);
  if (typeof b.intent !== "string" || !INTENTS.includes(b.intent) || !Number.isInteger(id) || id <= 0) {
    throw new Response("Unknown product change", { status: 400 });
  }
  if (b.intent === "update") {
    const values = b.values && typeof b.values === "object" ? (b.values as ProductValues) : {};
    return { intent: "update", id, values };
  }
  return { intent: b.intent as "toggle-status" | "delete", id };
}

/** Carry out one change through the API. Never throws for a refusal or a network failure: it answers `ok: false`. */
export async function runProductsAction(req: ProductsActionRequest, signal?: AbortSignal): Promise<ProductsActionResult> {
  const opts = { auth: true, signal };
  try {
    switch (req.intent) {
      case "toggle-status": {
        const answer = await api("POST", `/api/products/${req.id}/toggle-status`, undefined, opts);
        const p = answer.data;
        const message = answer.message ?? `${p.product_name} ${p.status === "active" ? "activated" : "deactivated"} successfully!`;
        return { ok: true, intent: req.intent, product: p, message };
      }
      case "delete": {
        const answer = await api("DELETE", `/api/products/${req.id}`, undefined, opts);
        return { ok: true, intent: req.intent, id: req.id, message: answer?.message ?? "Product deleted successfully!" };
      }
      case "update": {
        const answer = await api("PATCH", `/api/products/${req.id}`, req.values, opts);
        return { ok: true, intent: req.intent, product: answer.data, message: answer.message ?? `${answer.data.product_name} updated successfully!` };
      }
    }
  } catch (err) {
    if (isAbortError(err)) throw err;
    console.error(`Failed to ${req.intent} product ${req.id}`, err);
    // A manager's 403 says why (admins only); an update's 400/409 says which value is wrong.
    const statuses = req.intent === "update" ? [400, 403, 409] : [403];
    return { ...actionFailure(err, statuses, FAILURE_TEXT[req.intent]), intent: req.intent };
  }
}
