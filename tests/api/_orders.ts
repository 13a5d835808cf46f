/**
 * The set-up the sales-order API files share (not a test file itself): a test app with the admin and
 * manager signed in, a product taxed at 12 %, an order line and an order from scratch, and request
 * helpers. `ordersFixture()` makes it for the file that calls it.
 */
import { expect } from "vitest";
import { createStaffTestApp } from "../helpers/app";
import { QUOTATION_CUSTOMER } from "../helpers/quotation-customer";
import { createProduct, jsonRequest } from "./_support";

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A test app of the calling file (its hooks registered there), its product and the helpers bound to them. */
export async function ordersFixture() {
  const { t, admin, manager } = await createStaffTestApp({ RATE_LIMIT_FORMS: "200" });
  const product = await createProduct(t, admin, { price: 45.5, hsn_code: "68101990", gst_rate: 12 });

  /** `token` null: no Authorization header (a test of 401). */
  const request = (method: string, path: string, json?: unknown, token: string | null = admin) => jsonRequest(t, method, path, json, token);
  const get = (path: string, token: string | null = admin) => request("GET", path, undefined, token);
  const post = (path: string, json: unknown = {}, token: string | null = admin) => request("POST", path, json, token);
  const put = (path: string, json: unknown, token: string | null = admin) => request("PUT", path, json, token);

  const line = (over: Json = {}) => ({
    product_id: product.id,
    description: "Zig-Zag Paver Block 60 mm",
    hsn: "6810",
    quantity: "12000.5",
    unit: "Pieces",
    rate: "45.50",
    discount_pct: "2.5",
    gst_rate: 18,
    ...over,
  });

  /** An order from scratch: the customer's fields and one line. */
  const scratch = (over: Json = {}) => ({ customer: { ...QUOTATION_CUSTOMER }, items: [line()], ...over });

  async function createOrder(body: Json, token = admin): Promise<Json> {
    const res = await post("/api/orders", body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }

  const timelineOf = async (leadId: number) => (await get(`/api/leads/${leadId}`)).body.data.timeline as Json[];

  return { t, admin, manager, product, get, post, put, line, scratch, createOrder, timelineOf };
}
