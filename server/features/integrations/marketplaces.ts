/**
 * The two marketplaces' APIs, read as their documentation describes them, with every failure turned
 * into plain words for Settings. IndiaMART's Lead Manager CRM API v2 answers
 * `{ CODE, STATUS, MESSAGE, TOTAL_RECORDS, RESPONSE }` (CODE 200 with records, 204 none, 401 a
 * wrong key, 429 a call sooner than it allows); TradeIndia's My Inquiry API a JSON array per page.
 */
import type { Marketplace } from "#schemas/integrations";
import { indiamartTime, tradeindiaDate } from "./records";

export type Credentials = Record<string, string>;
export type Window = { from: Date; to: Date };

/** A pull or test that failed, with the words Settings shows. */
export class MarketplaceError extends Error {}

/** TradeIndia inquiries per page; a shorter page is the last. */
export const TRADEINDIA_PAGE_SIZE = 100;
/** The most pages one window reads (a runaway answer must not hold the pull for ever). */
const MAX_PAGES = 50;

const WORDS = {
  indiamart: {
    key: "IndiaMART refused the key: check the CRM key",
    wait: "IndiaMART asked us to wait before pulling again",
    unreachable: "IndiaMART could not be reached",
    slow: "IndiaMART did not answer in time",
    odd: "IndiaMART sent an answer we could not read",
    missing: "Enter IndiaMART's CRM key first",
  },
  tradeindia: {
    key: "TradeIndia refused the user id, profile id or key: check them",
    wait: "TradeIndia asked us to wait before pulling again",
    unreachable: "TradeIndia could not be reached",
    slow: "TradeIndia did not answer in time",
    odd: "TradeIndia sent an answer we could not read",
    missing: "Enter TradeIndia's user id, profile id and key first",
  },
} satisfies Record<Marketplace, Record<string, string>>;

/** GET a URL and read its JSON, or throw the provider's words for why not. */
async function getJson(provider: Marketplace, url: URL, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  const words = WORDS[provider];
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new MarketplaceError(err instanceof Error && err.name === "TimeoutError" ? words.slow : words.unreachable);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    throw new MarketplaceError(err instanceof Error && err.name === "TimeoutError" ? words.slow : words.unreachable);
  }
  if (res.status === 429) throw new MarketplaceError(words.wait);
  if (res.status === 401 || res.status === 403) throw new MarketplaceError(words.key);
  if (res.status >= 500) throw new MarketplaceError(words.unreachable);
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    throw new MarketplaceError(words.odd);
  }
}

const TOO_SOON = /once in every|crossed (this|the) limit|too many|try again after/i;
const BAD_KEY = /key|unauthori[sz]ed|invalid (user|profile)|not (found|valid)|disabled/i;

/** IndiaMART's records of a window (at most 7 days, as it allows). */
export async function indiamartRecords(base: string, credentials: Credentials, window: Window, timeoutMs: number): Promise<Record<string, unknown>[]> {
  const words = WORDS.indiamart;
  if (!credentials.key) throw new MarketplaceError(words.missing);
  const url = new URL(base);
  url.searchParams.set("glusr_crm_key", credentials.key);
  url.searchParams.set("start_time", indiamartTime(window.from));
  url.searchParams.set("end_time", indiamartTime(window.to));
  const { body } = await getJson("indiamart", url, timeoutMs);
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new MarketplaceError(words.odd);
  const answer = body as { CODE?: unknown; MESSAGE?: unknown; RESPONSE?: unknown };
  const code = Number(answer.CODE);
  const message = typeof answer.MESSAGE === "string" ? answer.MESSAGE : "";
  if (code === 204) return [];
  if (code === 200) return Array.isArray(answer.RESPONSE) ? (answer.RESPONSE as Record<string, unknown>[]) : [];
  if (code === 429 || TOO_SOON.test(message)) throw new MarketplaceError(words.wait);
  if (code === 401 || code === 403 || BAD_KEY.test(message)) throw new MarketplaceError(words.key);
  throw new MarketplaceError(message ? `IndiaMART refused the pull: ${message}` : words.odd);
}

/** TradeIndia's inquiries of a window: every page, until a page shorter than the limit. */
export async function tradeindiaRecords(
  base: string,
  credentials: Credentials,
  window: Window,
  timeoutMs: number,
  pageSize = TRADEINDIA_PAGE_SIZE,
): Promise<Record<string, unknown>[]> {
  const words = WORDS.tradeindia;
  if (!credentials.userid || !credentials.profileId || !credentials.key) throw new MarketplaceError(words.missing);
  const all: Record<string, unknown>[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const url = new URL(base);
    url.searchParams.set("userid", credentials.userid);
    url.searchParams.set("profile_id", credentials.profileId);
    url.searchParams.set("key", credentials.key);
    url.searchParams.set("from_date", tradeindiaDate(window.from));
    url.searchParams.set("to_date", tradeindiaDate(window.to));
    url.searchParams.set("limit", String(pageSize));
    url.searchParams.set("page_no", String(page));
    const { body } = await getJson("tradeindia", url, timeoutMs);
    if (!Array.isArray(body)) {
      const said = JSON.stringify(body ?? "");
      if (TOO_SOON.test(said)) throw new MarketplaceError(words.wait);
      if (BAD_KEY.test(said)) throw new MarketplaceError(words.key);
      // An empty answer object is TradeIndia's "nothing (more) in this window".
      if (body && typeof body === "object" && Object.keys(body).length === 0) break;
      throw new MarketplaceError(words.odd);
    }
    all.push(...(body as Record<string, unknown>[]));
    if (body.length < pageSize) break;
  }
  return all;
}
