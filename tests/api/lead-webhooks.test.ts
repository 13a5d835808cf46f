/**
 * Leads by webhook: admins make, rotate and delete the URLs other tools post to; a call signed with
 * the secret makes a lead of the webhook's source, anything else is refused and stores nothing.
 */
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { anyProductId, auditOf, managerLogin } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let admin: string;
let productName: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const { rows } = await t.services.db.execute<{ name: string }>(sql`select name from products where id = ${await anyProductId(t)}`);
  productName = rows[0].name;
});

const sign = (secret: string, body: string) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
const post = (id: number, body: string, signature?: string) =>
  t.request(`/api/leads/inbound/${id}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...(signature ? { "x-signature": signature } : {}) },
  });
async function makeWebhook(source = "other") {
  const res = await t.request("/api/integrations/webhooks", { method: "POST", token: admin, json: { source } });
  expect(res.status).toBe(201);
  return ((await res.json()) as Json).data as { id: number; url: string; secret: string; source: string };
}
const leadsOf = async (mobile: string) =>
  (await t.services.db.execute<{ id: number; source: string; name: string }>(sql`select id, source, name from inquiries where mobile = ${mobile} order by id`))
    .rows;

let phone = 9100000000;
const lead = (over: Json = {}) => ({
  name: "Kiran Shah",
  mobile: String(phone),
  product: productName,
  quantity: 800,
  unit: "Pieces",
  message: "Rate for 800?",
  ...over,
});

describe("managing webhooks", () => {
  it("is for admins only", async () => {
    const manager = await managerLogin(t);
    expect((await t.request("/api/integrations/webhooks")).status).toBe(401);
    expect((await t.request("/api/integrations/webhooks", { token: manager })).status).toBe(403);
    expect((await t.request("/api/integrations/webhooks", { method: "POST", token: manager, json: { source: "other" } })).status).toBe(403);
  });

  it("shows the secret once: made, then never listed; audited without it", async () => {
    const hook = await makeWebhook("indiamart");
    expect(hook.url).toMatch(new RegExp(`/api/leads/inbound/${hook.id}$`));
    expect(hook.secret).toMatch(/^[0-9a-f]{64}$/);
    const list = (await (await t.request("/api/integrations/webhooks", { token: admin })).json()) as Json;
    const listed = list.data.find((w: Json) => w.id === hook.id);
    expect(listed).toMatchObject({ id: hook.id, source: "indiamart", url: hook.url });
    expect(JSON.stringify(list)).not.toContain(hook.secret);
    const [entry] = await auditOf(t, "integration.webhook_create", hook.id);
    expect(entry.details).toEqual({ source: "indiamart" });
  });

  it("refuses a source that is not one of the list, naming the field", async () => {
    const res = await t.request("/api/integrations/webhooks", { method: "POST", token: admin, json: { source: "website" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors.source).toBe("Choose the source its leads get");
  });
});

describe("a call to a webhook", () => {
  it("signed with the secret makes a lead of the webhook's source with the message as its first note", async () => {
    const hook = await makeWebhook("walk_in");
    phone++;
    const body = JSON.stringify(lead({ mobile: `0${phone}` }));
    const res = await post(hook.id, body, sign(hook.secret, body));
    expect(res.status).toBe(201);
    const answer = (await res.json()) as Json;
    const [made] = await leadsOf(String(phone));
    expect(answer).toEqual({ success: true, data: { lead_id: made.id, created: true } });
    expect(made).toMatchObject({ source: "walk_in", name: "Kiran Shah" });
    const notes = await t.services.db.execute<{ body: string }>(sql`select body from lead_events where inquiry_id = ${made.id} and kind = 'note'`);
    expect(notes.rows.map((r) => r.body)).toEqual(["Rate for 800?"]);
  });

  it("with a wrong or missing signature, a body changed after signing, or an unknown webhook: 401 and nothing stored", async () => {
    const hook = await makeWebhook();
    phone++;
    const body = JSON.stringify(lead());
    expect((await post(hook.id, body)).status).toBe(401);
    expect((await post(hook.id, body, sign("not-the-secret", body))).status).toBe(401);
    expect((await post(hook.id, body.replace("800", "900"), sign(hook.secret, body))).status).toBe(401);
    expect((await post(hook.id + 1000, body, sign(hook.secret, body))).status).toBe(401);
    expect(((await (await post(hook.id, body)).json()) as Json).error).toBe("The X-Signature header is missing or does not match the body");
    expect(await leadsOf(String(phone))).toEqual([]);
  });

  it("answers a field error naming the field, and stores nothing", async () => {
    const hook = await makeWebhook();
    phone++;
    for (const [over, field] of [
      [{ name: "" }, "name"],
      [{ mobile: "12345" }, "mobile"],
      [{ quantity: -1 }, "quantity"],
      [{ email: "not-an-address" }, "email"],
    ] as const) {
      const body = JSON.stringify(lead(over));
      const res = await post(hook.id, body, sign(hook.secret, body));
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as Json).fieldErrors)).toEqual([field]);
    }
    expect(await leadsOf(String(phone))).toEqual([]);
  });

  it("with an external_id seen before answers the first answer and makes nothing", async () => {
    const hook = await makeWebhook("referral");
    phone++;
    const body = JSON.stringify(lead({ external_id: "jd-778" }));
    const first = await post(hook.id, body, sign(hook.secret, body));
    const again = await post(hook.id, body, sign(hook.secret, body));
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect(await leadsOf(String(phone))).toHaveLength(1);
  });

  it("from the same number for the same product goes on the first lead as asked again on the source", async () => {
    const hook = await makeWebhook("whatsapp");
    phone++;
    const first = JSON.stringify(lead());
    const made = ((await (await post(hook.id, first, sign(hook.secret, first))).json()) as Json).data;
    const second = JSON.stringify(lead({ message: "Still need them" }));
    const res = await post(hook.id, second, sign(hook.secret, second));
    expect(((await res.json()) as Json).data).toEqual({ lead_id: made.lead_id, created: false });
    const timeline = (await (await t.request(`/api/leads/${made.lead_id}`, { token: admin })).json()) as Json;
    expect(JSON.stringify(timeline)).toContain("Asked again on WhatsApp");
  });

  it("stops taking the old secret once rotated, and nothing once deleted", async () => {
    const hook = await makeWebhook();
    const rotated = ((await (await t.request(`/api/integrations/webhooks/${hook.id}/rotate`, { method: "POST", token: admin })).json()) as Json).data;
    expect(rotated.secret).not.toBe(hook.secret);
    phone++;
    const body = JSON.stringify(lead());
    expect((await post(hook.id, body, sign(hook.secret, body))).status).toBe(401);
    phone++;
    const next = JSON.stringify(lead());
    expect((await post(hook.id, next, sign(rotated.secret, next))).status).toBe(201);
    expect((await t.request(`/api/integrations/webhooks/${hook.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    expect((await post(hook.id, next, sign(rotated.secret, next))).status).toBe(401);
    expect((await t.request(`/api/integrations/webhooks/${hook.id}`, { method: "DELETE", token: admin })).status).toBe(404);
    expect(await auditOf(t, "integration.webhook_rotate", hook.id)).toHaveLength(1);
    expect(await auditOf(t, "integration.webhook_delete", hook.id)).toHaveLength(1);
  });
});
