/**
 * Shared steps of the customer's quotation page journeys (quotation-public*.spec.ts): a quotation sent to a
 * customer through the API, its link's token, the lead it came from, and the page in a fresh browser.
 */
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import type { LeadDetail, QuotationAnswer, QuotationDto } from "#schemas/wire";
import { adminToken, bearer, createInquiry } from "./admin-helpers";
import { gotoHydrated } from "./catalogue-data";
import { uniqueMobile, uniqueName } from "../helpers/unique";

/** The token of a quotation's customer link (PUBLIC_URL/q/{token}). */
export const tokenOf = (q: Pick<QuotationDto, "token_url">) => new URL(q.token_url).pathname.replace(/^\/q\//, "");

/** A quotation made by staff through the API from a quote request and sent on WhatsApp: what the customer's link opens. */
export async function sentQuotation(request: APIRequestContext, opts: { mobile?: string; stateCode?: string } = {}) {
  const mobile = opts.mobile ?? uniqueMobile();
  const inquiry = await createInquiry(request, { mobile, name: uniqueName("Quote Buyer"), quantity: 400 });
  const auth = bearer(await adminToken(request));
  const prefill = await request.get(`/api/quotations/new-from-inquiry/${inquiry.id}`, { headers: auth });
  expect(prefill.status(), await prefill.text()).toBe(200);
  const input = { ...((await prefill.json()) as { data: Record<string, unknown> }).data };
  input.company = "Verma Builders";
  input.billing_address = "12 Ring Road\nAdajan, Surat 395009";
  input.state_code = opts.stateCode ?? "24";
  input.notes = "Prices include loading at our factory.";
  const created = await request.post("/api/quotations", { headers: auth, data: input });
  expect(created.status(), await created.text()).toBe(201);
  const quotation = ((await created.json()) as QuotationAnswer).data;
  const sent = await request.post(`/api/quotations/${quotation.id}/send`, { headers: auth, data: { channel: "whatsapp" } });
  expect(sent.status(), await sent.text()).toBe(200);
  return { inquiry, quotation, token: tokenOf(quotation), mobile, auth };
}

/** The lead as the admin API answers it. */
export async function leadOf(request: APIRequestContext, id: number, auth: Record<string, string>): Promise<LeadDetail> {
  const res = await request.get(`/api/leads/${id}`, { headers: auth });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: LeadDetail }).data;
}

/** The customer's page in a browser that has never signed in anywhere. */
export async function customerPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, `/q/${token}`);
  return page;
}
