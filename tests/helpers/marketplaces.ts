/**
 * Local HTTP servers that answer as IndiaMART's Lead Manager CRM API (v2, crmListing) and
 * TradeIndia's My Inquiry API document: IndiaMART's `{ CODE, STATUS, MESSAGE, TOTAL_RECORDS,
 * RESPONSE }` (CODE 204 with no leads, 401 for a wrong key, 429 for a call sooner than it allows),
 * TradeIndia's JSON array per page. Each keeps the records it holds, filters them by the asked
 * window, and remembers every request; `mode` makes it refuse the key, refuse a too-early call,
 * send something that is not JSON, or not answer until closed (a slow answer).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeMode = "ok" | "wrong-key" | "too-early" | "bad-json" | "slow";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const INDIA_OFFSET_MS = 330 * 60_000;

/** An instant as India's wall clock "YYYY-MM-DD HH:MM:SS" (IndiaMART's QUERY_TIME). */
export const indiaWallTime = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");

/** IndiaMART's DD-Mon-YYYYHH:MM:SS (India time) read back into an instant. */
function readIndiamartTime(v: string | null): number {
  const m = /^(\d{2})-([A-Z][a-z]{2})-(\d{4})(\d{2}):(\d{2}):(\d{2})$/.exec(v ?? "");
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[3]), MONTHS.indexOf(m[2]), Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6])) - INDIA_OFFSET_MS;
}
const readIndiaWall = (v: string) => Date.parse(`${v.replace(" ", "T")}Z`) - INDIA_OFFSET_MS;

export type FakeMarketplace = {
  url: string;
  /** What the server holds; tests push and replace records. */
  records: Record<string, unknown>[];
  mode: FakeMode;
  /** Every request's query, in order. */
  requests: URLSearchParams[];
  close(): Promise<void>;
};

async function serve(
  path: string,
  answer: (q: URLSearchParams, self: FakeMarketplace) => { status?: number; body: unknown },
  port = 0,
): Promise<FakeMarketplace> {
  const held = new Set<http.ServerResponse>();
  const self: FakeMarketplace = { url: "", records: [], mode: "ok", requests: [], close: async () => undefined };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    self.requests.push(url.searchParams);
    if (self.mode === "slow") {
      held.add(res);
      return;
    }
    if (self.mode === "bad-json") {
      res.writeHead(200, { "content-type": "text/html" }).end("<html><body>Service Unavailable</body></html>");
      return;
    }
    const { status = 200, body } = answer(url.searchParams, self);
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  self.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  self.close = () =>
    new Promise<void>((resolve) => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return self;
}

export const INDIAMART_KEY = "mRy0FrxpTest4KeyDQfer5nWJ7lGGpVPDmDU=";

/** IndiaMART's crmListing v2: the key `INDIAMART_KEY` is the right one. */
export function startFakeIndiamart(port = 0): Promise<FakeMarketplace> {
  return serve(
    "/wservce/crm/crmListing/v2/",
    (q, self) => {
      if (self.mode === "wrong-key" || q.get("glusr_crm_key") !== INDIAMART_KEY)
        return { body: { CODE: 401, STATUS: "FAILURE", MESSAGE: "User key not found or incorrect key", TOTAL_RECORDS: 0, RESPONSE: [] } };
      if (self.mode === "too-early")
        return {
          body: {
            CODE: 429,
            STATUS: "FAILURE",
            MESSAGE: "It is advised to hit this API once in every 5 minutes, but it seems that you have crossed this limit. Please try again after 5 minutes.",
            TOTAL_RECORDS: 0,
            RESPONSE: [],
          },
        };
      const from = readIndiamartTime(q.get("start_time"));
      const to = readIndiamartTime(q.get("end_time"));
      if (Number.isNaN(from) || Number.isNaN(to))
        return { body: { CODE: 400, STATUS: "FAILURE", MESSAGE: "Invalid start_time or end_time", TOTAL_RECORDS: 0, RESPONSE: [] } };
      const found = self.records.filter((r) => {
        const at = readIndiaWall(String(r.QUERY_TIME));
        return at >= from && at <= to;
      });
      if (found.length === 0)
        return {
          body: {
            CODE: 204,
            STATUS: "SUCCESS",
            MESSAGE: "There are no leads in the given time duration. Please try for a different duration.",
            TOTAL_RECORDS: 0,
            RESPONSE: [],
          },
        };
      return { body: { CODE: 200, STATUS: "SUCCESS", MESSAGE: "", TOTAL_RECORDS: found.length, RESPONSE: found } };
    },
    port,
  );
}

export const TRADEINDIA = { userid: "ti-user-4471", profileId: "98765", key: "ti0a1b2c3d4e5f6key77" };

/** TradeIndia's my_inquiry.html: a JSON array per page of `limit`, from `page_no` 1. */
export function startFakeTradeindia(port = 0): Promise<FakeMarketplace> {
  return serve(
    "/utils/my_inquiry.html",
    (q, self) => {
      if (self.mode === "wrong-key" || q.get("userid") !== TRADEINDIA.userid || q.get("profile_id") !== TRADEINDIA.profileId || q.get("key") !== TRADEINDIA.key)
        return { body: { error: "Invalid userid, profile_id or key" } };
      if (self.mode === "too-early") return { body: { error: "Too many requests: please try again after 5 minutes" } };
      const from = q.get("from_date") ?? "";
      const to = q.get("to_date") ?? "";
      const limit = Number(q.get("limit") ?? 10);
      const page = Number(q.get("page_no") ?? 1);
      const found = self.records.filter((r) => String(r.generated_date) >= from && String(r.generated_date) <= to);
      return { body: found.slice((page - 1) * limit, page * limit) };
    },
    port,
  );
}

let seq = 0;
/** An IndiaMART record as its API sends one, made `minutesAgo` before now. */
export function indiamartRecord(over: Record<string, unknown> = {}, minutesAgo = 5) {
  seq++;
  return {
    UNIQUE_QUERY_ID: String(2_600_000_000 + seq * 7 + (process.pid % 7)),
    QUERY_TYPE: "W",
    QUERY_TIME: indiaWallTime(new Date(Date.now() - minutesAgo * 60_000)),
    SENDER_NAME: `Buyer ${seq}`,
    SENDER_MOBILE: `+91-98${String(10_000_000 + seq * 97 + (process.pid % 1000) * 13).slice(-8)}`,
    SENDER_EMAIL: `buyer${seq}@example.com`,
    SUBJECT: "Requirement for Paver Blocks",
    SENDER_COMPANY: "Shree Builders",
    SENDER_ADDRESS: "Ring Road, Surat, Gujarat, 395002",
    SENDER_CITY: "Surat",
    SENDER_STATE: "Gujarat",
    SENDER_PINCODE: "395002",
    SENDER_COUNTRY_ISO: "IN",
    SENDER_MOBILE_ALT: "",
    SENDER_PHONE: "",
    SENDER_PHONE_ALT: "",
    SENDER_EMAIL_ALT: "",
    QUERY_PRODUCT_NAME: "Zig Zag Paver Block",
    QUERY_MESSAGE: "I want to buy Zig Zag Paver Block.<br> Quantity :   2000<br> Quantity Unit :   piece<br>",
    QUERY_MCAT_NAME: "Paver Block",
    CALL_DURATION: "",
    RECEIVER_MOBILE: "",
    ...over,
  };
}

/** A TradeIndia inquiry as its API sends one, made `minutesAgo` before now. */
export function tradeindiaRecord(over: Record<string, unknown> = {}, minutesAgo = 5) {
  seq++;
  const [date, time] = indiaWallTime(new Date(Date.now() - minutesAgo * 60_000)).split(" ");
  return {
    rfi_id: String(9_100_000 + seq * 11 + (process.pid % 11)),
    sender_name: `Trader ${seq}`,
    sender_mobile: `+91-97${String(20_000_000 + seq * 89 + (process.pid % 1000) * 17).slice(-8)}`,
    sender_email: `trader${seq}@example.com`,
    sender_co: "Patel Infra",
    sender_city: "Vadodara",
    sender_state: "Gujarat",
    product_name: "Kerb Stone",
    subject: "Need kerb stones",
    message: "Please send your best price for kerb stones.",
    generated_date: date,
    generated_time: time,
    ...over,
  };
}
