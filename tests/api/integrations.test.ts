/**
 * Settings' "Integrations": IndiaMART's and TradeIndia's settings (write-only secrets, the key as
 * its last 4 characters, admins only) and their pulls against local servers that answer as the
 * two APIs document: each record becomes a lead once, whatever the overlapping windows, the
 * instances or the failures in between; a failure is shown in plain words and changes nothing else.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { createApp } from "../../server/app";
import { createDatabase } from "../../server/core/db/connection";
import { createLogger } from "../../server/core/log";
import { createMailer } from "../../server/core/mail";
import { createIntegrations, WINDOW_OVERLAP_MS } from "../../server/features/integrations/integrations";
import { indiamartTime } from "../../server/features/integrations/records";
import { createServices } from "../../server/services";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { templateUrl } from "../helpers/global-setup";
import {
  INDIAMART_KEY,
  indiamartRecord,
  startFakeIndiamart,
  startFakeTradeindia,
  TRADEINDIA,
  tradeindiaRecord,
  type FakeMarketplace,
} from "../helpers/marketplaces";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let im: FakeMarketplace;
let ti: FakeMarketplace;
let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  im = await startFakeIndiamart();
  ti = await startFakeTradeindia();
  ({ t, admin, manager } = await createStaffTestApp({
    INDIAMART_API_URL: im.url,
    INDIAMART_MIN_INTERVAL_SECONDS: "0",
    TRADEINDIA_API_URL: ti.url,
    TRADEINDIA_MIN_INTERVAL_SECONDS: "0",
  }));
});
afterAll(async () => {
  await im.close();
  await ti.close();
});
beforeEach(async () => {
  await t.services.db.execute(sql`delete from lead_integrations`);
  im.records = [];
  im.requests = [];
  im.mode = "ok";
  ti.records = [];
  ti.requests = [];
  ti.mode = "ok";
});

const call = async (app: TestApp, method: string, path: string, json?: unknown, token = admin) => {
  const res = await app.request(path, { method, token, json });
  return { status: res.status, text: await res.clone().text(), body: (await res.json()) as Json };
};
const saveIndiamart = (json: Json = { key: INDIAMART_KEY, enabled: true }) => call(t, "PUT", "/api/integrations/indiamart", json);
const pull = (provider = "indiamart", app = t) => call(app, "POST", `/api/integrations/${provider}/pull`);
const leadsOf = async (keys: string[]) =>
  (
    await t.services.db.execute<Json>(
      sql`select i.* from lead_intakes k join inquiries i on i.id = k.inquiry_id where k.key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}) order by i.id`,
    )
  ).rows;
const row = async (provider = "indiamart") => (await t.services.db.execute<Json>(sql`select * from lead_integrations where provider = ${provider}`)).rows[0];

describe("integration settings", () => {
  it("are for admins only", async () => {
    expect((await call(t, "GET", "/api/integrations", undefined, manager)).status).toBe(403);
    expect((await call(t, "PUT", "/api/integrations/indiamart", { enabled: true }, manager)).status).toBe(403);
    expect((await call(t, "POST", "/api/integrations/indiamart/pull", undefined, manager)).status).toBe(403);
    expect((await t.request("/api/integrations")).status).toBe(401);
  });

  it("keep the key write-only: the answers show its last 4 characters; a save without a key keeps it; the audit entry has no secret", async () => {
    const saved = await saveIndiamart();
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ provider: "indiamart", enabled: true, keyLast4: INDIAMART_KEY.slice(-4) });
    expect(saved.text).not.toContain(INDIAMART_KEY);
    const off = await saveIndiamart({ enabled: false });
    expect(off.body.data).toMatchObject({ enabled: false, keyLast4: INDIAMART_KEY.slice(-4) });
    const list = await call(t, "GET", "/api/integrations");
    expect(list.text).not.toContain(INDIAMART_KEY);
    expect(list.body.data.map((d: Json) => d.provider)).toEqual(["indiamart", "tradeindia"]);
    const ti = await call(t, "PUT", "/api/integrations/tradeindia", {
      userid: TRADEINDIA.userid,
      profile_id: TRADEINDIA.profileId,
      key: TRADEINDIA.key,
      enabled: true,
    });
    expect(ti.body.data).toMatchObject({ userid: TRADEINDIA.userid, profileId: TRADEINDIA.profileId, keyLast4: TRADEINDIA.key.slice(-4) });
    expect(ti.text).not.toContain(TRADEINDIA.key);
    const audit = await t.services.db.execute<Json>(sql`select details::text as d from audit_log where action = 'settings.integration'`);
    expect(audit.rows.length).toBeGreaterThanOrEqual(3);
    for (const r of audit.rows) expect(r.d).not.toContain(INDIAMART_KEY.slice(0, 12));
    for (const r of audit.rows) expect(r.d).not.toContain(TRADEINDIA.key);
  });

  it("refuse bad input naming the field", async () => {
    const res = await call(t, "PUT", "/api/integrations/indiamart", { key: "has a space" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(expect.arrayContaining(["key", "enabled"]));
    expect((await call(t, "POST", "/api/integrations/justdial/pull")).status).toBe(404);
  });
});

describe("IndiaMART pulls", () => {
  it("make each record a lead of source IndiaMART once, with its buyer's details, however often the windows overlap", async () => {
    await saveIndiamart();
    const records = [indiamartRecord({}, 30), indiamartRecord({ QUERY_TYPE: "B", QUERY_MESSAGE: "Need urgently" }, 3)];
    im.records = records;
    const first = await pull();
    expect(first.body.data).toMatchObject({ ok: true, count: 2, message: "IndiaMART brought 2 new leads" });
    const firstEnd = new Date((await row()).pulled_to);
    const second = await pull();
    expect(second.body.data).toMatchObject({ ok: true, count: 0 });
    // The second window starts 10 minutes before the first one ended: the windows overlap.
    const [a, b] = im.requests;
    expect(b.get("start_time")).toBe(indiamartTime(new Date(firstEnd.getTime() - WINDOW_OVERLAP_MS)));
    expect(a.get("start_time")).not.toBe(b.get("start_time"));
    const leads = await leadsOf(records.map((r) => `indiamart:${r.UNIQUE_QUERY_ID}`));
    expect(leads).toHaveLength(2);
    const mobile = (records[0].SENDER_MOBILE as string).slice(4);
    expect(leads[0]).toMatchObject({
      source: "indiamart",
      country_code: "+91",
      mobile,
      name: records[0].SENDER_NAME,
      quantity: 2000,
      unit: "Piece",
      stage: "new",
    });
    expect(leads[0].source_details).toMatchObject({ email: records[0].SENDER_EMAIL, city: "Surat", pincode: "395002", queryType: "W" });
    expect(leads[1]).toMatchObject({ quantity: 1, unit: "Pieces" });
    const audit = await t.services.db.execute<Json>(sql`select details from audit_log where action = 'inquiry.import' and entity_id = 'indiamart'`);
    expect(audit.rows.map((r) => r.details.count)).toContain(2);
    const listed = await call(t, "GET", "/api/integrations");
    expect(listed.body.data[0]).toMatchObject({ lastPullCount: 0, lastError: null });
  });

  it("take a record seen in two overlapping windows once", async () => {
    await saveIndiamart();
    const late = indiamartRecord({}, 2);
    im.records = [late];
    await pull();
    // IndiaMART lists it again in the next window (the overlap): no second lead.
    im.records = [late, indiamartRecord({}, 1)];
    const again = await pull();
    expect(again.body.data.count).toBe(1);
    expect(await leadsOf([`indiamart:${late.UNIQUE_QUERY_ID}`])).toHaveLength(1);
  });

  it("from two instances at the same moment import each record once", async () => {
    await saveIndiamart();
    const log = createLogger("silent");
    const { rows } = await t.database.pool.query<{ name: string }>("select current_database() as name");
    const database = createDatabase(templateUrl(inject("pgAppConnection"), rows[0].name), log);
    const services = await createServices({ database, config: t.config, log, mailer: createMailer({}, log) });
    const other = createApp({ services });
    try {
      const records = Array.from({ length: 6 }, (_, i) => indiamartRecord({}, 10 + i));
      im.records = records;
      const secondApp = {
        ...t,
        request: (path: string, init: Json = {}) => other.request(path, { ...init, headers: { authorization: `Bearer ${admin}`, ...init.headers } }),
      };
      const answers = await Promise.all([
        pull("indiamart"),
        pull("indiamart", secondApp as TestApp),
        pull("indiamart"),
        pull("indiamart", secondApp as TestApp),
      ]);
      for (const a of answers) expect([200, 409]).toContain(a.status);
      const brought = answers.filter((a) => a.status === 200).reduce((n, a) => n + a.body.data.count, 0);
      expect(brought).toBe(6);
      expect(await leadsOf(records.map((r) => `indiamart:${r.UNIQUE_QUERY_ID}`))).toHaveLength(6);
    } finally {
      await database.pool.end();
    }
  });

  it("show a wrong key in plain words and change nothing else; the next pull reads the failed window", async () => {
    await saveIndiamart();
    await pull();
    const before = await row();
    const missed = indiamartRecord({}, 1);
    im.records = [missed];
    im.mode = "wrong-key";
    const failed = await pull();
    expect(failed.body.data).toMatchObject({ ok: false, message: "IndiaMART refused the key: check the CRM key" });
    const after = await row();
    expect(after.pulled_to).toEqual(before.pulled_to);
    expect(after.last_pull_at).toEqual(before.last_pull_at);
    expect(after.last_error).toBe("IndiaMART refused the key: check the CRM key");
    expect(await leadsOf([`indiamart:${missed.UNIQUE_QUERY_ID}`])).toHaveLength(0);
    expect((await call(t, "GET", "/api/integrations")).body.data[0].lastError).toBe("IndiaMART refused the key: check the CRM key");

    im.mode = "ok";
    const next = await pull();
    expect(next.body.data).toMatchObject({ ok: true, count: 1 });
    const [, failedCall, nextCall] = im.requests;
    expect(nextCall.get("start_time")).toBe(failedCall.get("start_time"));
    expect((await row()).last_error).toBeNull();
  });

  it("name a too-early refusal, an answer that is not JSON and a slow answer in plain words", async () => {
    await saveIndiamart();
    im.mode = "too-early";
    expect((await pull()).body.data.message).toBe("IndiaMART asked us to wait before pulling again");
    im.mode = "bad-json";
    expect((await pull()).body.data.message).toBe("IndiaMART sent an answer we could not read");
    im.mode = "slow";
    const quick = createIntegrations(t.services.db, { audit: t.services.audit, config: t.config.marketplaces, log: createLogger("silent"), timeoutMs: 300 });
    expect(await quick.pull("indiamart")).toEqual({ ok: false, error: "IndiaMART did not answer in time" });
    expect((await row()).pulled_to).toBeNull();
  });

  it("answer ok or the failure to Test connection, and change nothing", async () => {
    await saveIndiamart();
    const ok = await call(t, "POST", "/api/integrations/indiamart/test");
    expect(ok.body.data.ok).toBe(true);
    im.mode = "wrong-key";
    const bad = await call(t, "POST", "/api/integrations/indiamart/test");
    expect(bad.body.data).toMatchObject({ ok: false, message: "IndiaMART refused the key: check the CRM key" });
    expect(await row()).toMatchObject({ last_pull_at: null, last_error: null, pulled_to: null });
  });
});

describe("Pull now inside the minimum interval", () => {
  it("answers 429 with when the next pull is allowed", async () => {
    const { t: strict, admin: token } = await createStaffTestApp({ INDIAMART_API_URL: im.url, INDIAMART_MIN_INTERVAL_SECONDS: "900" });
    await call(strict, "PUT", "/api/integrations/indiamart", { key: INDIAMART_KEY, enabled: true }, token);
    expect((await call(strict, "POST", "/api/integrations/indiamart/pull", undefined, token)).body.data.ok).toBe(true);
    const early = await call(strict, "POST", "/api/integrations/indiamart/pull", undefined, token);
    expect(early.status).toBe(429);
    expect(early.body.error).toMatch(/^IndiaMART allows the next pull at /);
    const next = Date.parse(early.body.nextPullAfter);
    expect(next - Date.now()).toBeGreaterThan(800_000);
    expect((await call(strict, "GET", "/api/integrations", undefined, token)).body.data[0].nextPullAfter).toBe(early.body.nextPullAfter);
  });
});

describe("TradeIndia pulls", () => {
  it("read every page of the window and make each inquiry a lead of source TradeIndia once", async () => {
    await call(t, "PUT", "/api/integrations/tradeindia", { userid: TRADEINDIA.userid, profile_id: TRADEINDIA.profileId, key: TRADEINDIA.key, enabled: true });
    const records = Array.from({ length: 205 }, (_, i) => tradeindiaRecord({}, 5 + (i % 30)));
    ti.records = records;
    const res = await pull("tradeindia");
    expect(res.body.data).toMatchObject({ ok: true, count: 205 });
    expect(ti.requests.map((q) => q.get("page_no"))).toEqual(["1", "2", "3"]);
    const leads = await leadsOf(records.map((r) => `tradeindia:${r.rfi_id}`));
    expect(leads).toHaveLength(205);
    expect(leads[0]).toMatchObject({ source: "tradeindia", country_code: "+91" });
    expect(leads[0].source_details).toMatchObject({ company: "Patel Infra", city: "Vadodara" });
    expect((await pull("tradeindia")).body.data.count).toBe(0);
    ti.mode = "wrong-key";
    expect((await pull("tradeindia")).body.data.message).toBe("TradeIndia refused the user id, profile id or key: check them");
  });
});
