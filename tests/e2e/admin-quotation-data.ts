/**
 * Shared steps of the admin quotations journeys (admin-quotations*.spec.ts): products of the journeys' own
 * category and draft quotations made through the API, the form's totals panel and its lines' field names.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { bearer, createProductByApi, isoDateInDays } from "./admin-helpers";
import { uniqueMobile, uniqueName } from "../helpers/unique";

/** A product of the quotation journeys' own category. */
export const createProduct = (request: APIRequestContext, token: string, input: Record<string, unknown>) =>
  createProductByApi(request, token, {
    description: "Machine-pressed concrete product for quotation journeys.",
    category_name: "Quotation Test Products",
    category_slug: "quotation-test-products",
    ...input,
  });

/** A quotation made through the API (a draft), with one line. */
export async function createQuotation(request: APIRequestContext, token: string, input: Record<string, unknown> = {}) {
  const valid = isoDateInDays(10);
  const res = await request.post("/api/quotations", {
    headers: bearer(token),
    data: {
      customer_name: uniqueName("Listed Buyer"),
      company: "",
      billing_address: "12 Ring Road, Surat",
      state_code: "24",
      country_code: "+91",
      phone: uniqueMobile(),
      email: "",
      items: [{ description: "Paver block 60 mm", hsn: "6810", quantity: "100", unit: "Piece", rate: "42.50", discount_pct: "0", gst_rate: 18 }],
      freight: null,
      valid_until: valid,
      terms: "Prices ex-works.",
      notes: "",
      ...input,
    },
  });
  const body = (await res.json()) as { data: { id: number; number: string; customer_name: string } };
  expect(res.status(), JSON.stringify(body)).toBe(201);
  return body.data;
}

/** The totals panel. */
export const totals = (page: Page) => page.getByRole("region", { name: "Totals" });
export const line = (field: string, n: number) => `${field}, line ${n}`;
