/**
 * The admin lists at scale: message search through the GIN indexes (whole words, word beginnings
 * and pieces of names, phone numbers and e-mail addresses), counts kept by triggers that stay exact
 * after inserts, deletes and status changes, and deep pages started from the day counts that equal
 * what OFFSET gives. This file's database is its own, so its counts are its rows alone.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "../../server/core/db/schema";
import { SEARCH_COUNT_LIMIT } from "../../server/features/messages/list";
import { createMessages } from "../../server/features/messages/messages";
import { anyProductId, createInquiry, createMessage } from "./_support";
import { uniqueMobile, uniqueName } from "../helpers/unique";

let t: TestApp, admin: string, manager: string;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp());
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const get = async (path: string) => {
  const res = await t.request(path, { token: manager });
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
};
const ids = (b: Json) => b.data.map((r: Json) => r.id as number);
const tableCounts = async () =>
  (
    await t.services.db.execute<{ all: number; new: number; resolved: number }>(
      sql`select count(*)::int as all, (count(*) filter (where status = 'new'))::int as new, (count(*) filter (where status = 'resolved'))::int as resolved from contact_messages`,
    )
  ).rows[0];

/** Rows straight into the table, `perDay` a day for `days` days back from `daysAgo`, in one statement (the triggers count them at once). */
async function insertMessages(n: number, over: { word: string; perDay: number; daysAgo?: number }) {
  await t.services.db.execute(sql`
    insert into contact_messages (name, email, phone, message, status, created_at, updated_at)
    select 'Bulk ' || ${over.word}, 'bulk' || i || '@lists.example', '98' || lpad(i::text, 8, '0'), 'A bulk message ' || i,
           (case when i % 3 = 0 then 'resolved' else 'new' end)::message_status,
           now() - make_interval(days => ${over.daysAgo ?? 0} + i / ${over.perDay}, secs => i), now()
    from generate_series(1, ${n}) as i`);
}

describe("message search", () => {
  it("finds a piece of a name, phone number or e-mail address, whole words and word beginnings of the message", async () => {
    const word = uniqueName("Q").split(" ")[1];
    const byName = await createMessage(t, { name: `Kumar ${word}` });
    const phone = uniqueMobile();
    const byPhone = await createMessage(t, { phone });
    const byEmail = await createMessage(t, { email: `sales.${word}@builders.example` });
    const byMessage = await createMessage(t, { message: `Please quote ${word}stones for our site.` });
    expect(ids(await get(`/api/contact?search=${word.slice(2, 9)}`))).toEqual(expect.arrayContaining([byName.id, byEmail.id]));
    expect(ids(await get(`/api/contact?search=${phone.slice(3, 8)}`))).toEqual([byPhone.id]);
    expect(ids(await get(`/api/contact?search=${encodeURIComponent(`s.${word}@build`)}`))).toEqual([byEmail.id]);
    // In the message: a word, or the beginning of one.
    expect(ids(await get(`/api/contact?search=${word}stones`))).toEqual([byMessage.id]);
    expect(ids(await get(`/api/contact?search=${word}`)).sort()).toEqual([byName.id, byEmail.id, byMessage.id].sort());
    // Every word must match; upper case finds lower case.
    expect(ids(await get(`/api/contact?search=${word.toUpperCase()}%20KUMAR`))).toEqual([byName.id]);
  });

  it("answers nothing, with zero counts, for a word that matches nothing", async () => {
    const body = await get(`/api/contact?search=${uniqueName("Z").split(" ")[1]}zzq`);
    expect(body.data).toEqual([]);
    expect(body.counts).toEqual({ all: 0, new: 0, resolved: 0 });
    expect(body.pagination).toMatchObject({ total: 0, totalPages: 0 });
    expect(body.capped).toBeUndefined();
  });

  it("is safe with the text search's own syntax and with LIKE wildcards", async () => {
    for (const q of ["a & b | !c", "x:* <-> y", "'", "\\", "%", "_", "((", "@", "100%"]) {
      const body = await get(`/api/contact?search=${encodeURIComponent(q)}`);
      expect(body.success).toBe(true);
    }
  });

  it("a common word: counts exact up to the limit, then marked capped; the pages are its newest matches", async () => {
    const word = uniqueName("Common").split(" ")[1];
    await insertMessages(1200, { word, perDay: 100 });
    const body = await get(`/api/contact?search=${word}&limit=10`);
    // 1,200 rows: a third resolved (400, exact), two thirds new (800, over the limit).
    expect(SEARCH_COUNT_LIMIT).toBeGreaterThanOrEqual(400);
    expect(SEARCH_COUNT_LIMIT).toBeLessThan(800);
    expect(body.capped).toEqual({ all: true, new: true });
    expect(body.counts).toEqual({ all: SEARCH_COUNT_LIMIT, new: SEARCH_COUNT_LIMIT, resolved: 400 });
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: SEARCH_COUNT_LIMIT, totalPages: SEARCH_COUNT_LIMIT / 10 });
    const newest = await t.services.db.execute<{ id: number }>(
      sql`select id from contact_messages where name = ${"Bulk " + word} order by created_at desc, id desc limit 10 offset 20`,
    );
    expect(ids(await get(`/api/contact?search=${word}&limit=10&page=3`))).toEqual(newest.rows.map((r) => r.id));
    // A tab under the limit is exact and pages like any other.
    const resolved = await get(`/api/contact?search=${word}&status=resolved&limit=100&page=4`);
    expect(resolved.pagination).toEqual({ page: 4, limit: 100, total: 400, totalPages: 4 });
    expect(resolved.data).toHaveLength(100);
    expect(resolved.data.every((m: Json) => m.status === "resolved")).toBe(true);
    // Past the pages a capped search covers: nothing, and no error.
    expect((await get(`/api/contact?search=${word}&page=${SEARCH_COUNT_LIMIT / 10 + 1}`)).data).toEqual([]);
  });

  it("a common word whose matches of one status are few and old: that tab's count is still exact", async () => {
    const word = uniqueName("Rare").split(" ")[1];
    // Old resolved matches, then more resolved messages without the word than a count walks, then many new matches.
    await t.services.db.execute(sql`
      insert into contact_messages (name, email, phone, message, status, created_at, updated_at)
      select 'Old ' || ${word}, 'old' || i || '@lists.example', '9800000000', 'An old message', 'resolved', now() - interval '900 days' - make_interval(secs => i), now()
      from generate_series(1, 5) as i`);
    await t.services.db.execute(sql`
      insert into contact_messages (name, email, phone, message, status, created_at, updated_at)
      select 'Filler Sender', 'filler' || i || '@lists.example', '9800000000', 'Nothing to see', 'resolved', now() - interval '800 days' + make_interval(secs => i), now()
      from generate_series(1, 10050) as i`);
    await t.services.db.execute(sql`
      insert into contact_messages (name, email, phone, message, status, created_at, updated_at)
      select 'New ' || ${word}, 'new' || i || '@lists.example', '9800000000', 'A new message', 'new', now() - make_interval(secs => i), now()
      from generate_series(1, ${SEARCH_COUNT_LIMIT + 50}) as i`);
    const body = await get(`/api/contact?search=${word}`);
    expect(body.counts).toEqual({ all: SEARCH_COUNT_LIMIT, new: SEARCH_COUNT_LIMIT, resolved: 5 });
    expect(body.capped).toEqual({ all: true, new: true });
    const resolved = await get(`/api/contact?search=${word}&status=resolved`);
    expect(resolved.data.map((m: Json) => m.name)).toEqual(Array(5).fill(`Old ${word}`));
    expect(resolved.pagination.total).toBe(5);
  });

  it("the search, count and deep-page queries can be served from their indexes", async () => {
    const plan = async (query: ReturnType<typeof sql>) => {
      return t.services.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const { rows } = await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${query}`);
        return rows.map((r) => r["QUERY PLAN"]).join("\n");
      });
    };
    // The search query exactly as server/features/messages/messages.ts sends it (captured), planned as if the table were big (no sequential scan).
    const captured: string[] = [];
    const db = drizzle(t.services.database.pool, { schema, logger: { logQuery: (q, params) => captured.push(JSON.stringify({ q, params })) } });
    await createMessages(db, t.services.mailer).list({ page: 1, limit: 10, search: "kumar 43210" });
    const { q, params } = JSON.parse(captured[0]) as { q: string; params: unknown[] };
    const client = await t.services.database.pool.connect();
    try {
      await client.query("begin; set local enable_seqscan = off");
      const rows = (await client.query<{ "QUERY PLAN": string }>(`explain ${q}`, params)).rows.map((r) => r["QUERY PLAN"]).join("\n");
      await client.query("rollback");
      expect(rows).toContain("contact_messages_search_tsv_idx");
      expect(rows).toContain("contact_messages_search_trgm_idx");
    } finally {
      client.release();
    }
    expect(
      await plan(sql`select id from contact_messages where status = 'new' and created_at < now() order by created_at desc, id desc limit 10 offset 5`),
    ).toContain("contact_messages_status_idx");
    expect(await plan(sql`select id from inquiries order by created_at desc, id desc limit 10`)).toContain("inquiries_created_idx");
  });
});

describe("counts kept by the database", () => {
  it("stay exact after inserts, status changes and deletes, in counts, pagination and total_count", async () => {
    const expectExact = async () => {
      const c = await tableCounts();
      const all = await get("/api/contact?limit=10");
      expect(all.counts).toEqual(c);
      expect(all.pagination.total).toBe(c.all);
      expect((await get("/api/contact?status=new")).pagination.total).toBe(c.new);
      expect((await get("/api/contact?status=resolved")).pagination.total).toBe(c.resolved);
      const [{ n }] = (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from inquiries`)).rows;
      const inquiries = await get("/api/inquiries?limit=6");
      expect(inquiries.total_count).toBe(n);
      expect(inquiries.pagination.total).toBe(n);
      return c;
    };
    const before = await expectExact();
    const a = await createMessage(t);
    const b = await createMessage(t);
    const productId = await anyProductId(t);
    await createInquiry(t, productId);
    const afterInsert = await expectExact();
    expect(afterInsert.new).toBe(before.new + 2);

    await t.request(`/api/contact/${a.id}/status`, { method: "PATCH", token: manager, json: { status: "resolved" } });
    await t.request("/api/contact/reply", { method: "POST", token: manager, json: { id: b.id, reply: "Thank you, we will call." } });
    // Setting the status it already has changes nothing.
    await t.request(`/api/contact/${a.id}/status`, { method: "PATCH", token: manager, json: { status: "resolved" } });
    const afterStatus = await expectExact();
    expect(afterStatus).toEqual({ all: before.all + 2, new: before.new, resolved: before.resolved + 2 });

    expect((await t.request(`/api/delete/reply/${a.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    await t.services.db.execute(sql`delete from inquiries where id = (select max(id) from inquiries)`);
    const afterDelete = await expectExact();
    expect(afterDelete.all).toBe(before.all + 1);

    // Bulk statements (one trigger run for many rows) and a row's date moved to another day.
    await insertMessages(250, { word: uniqueName("Bulk").split(" ")[1], perDay: 40, daysAgo: 400 });
    await t.services.db.execute(sql`update contact_messages set status = 'resolved' where email like 'bulk1%@lists.example'`);
    await t.services.db.execute(sql`update contact_messages set created_at = created_at - interval '3 days' where email like 'bulk2%@lists.example'`);
    await t.services.db.execute(sql`delete from contact_messages where email like 'bulk3%@lists.example'`);
    await expectExact();
  });
});

describe("deep pages", () => {
  it("messages: every page, of every tab, is what OFFSET gives", async () => {
    await insertMessages(400, { word: uniqueName("Deep").split(" ")[1], perDay: 7, daysAgo: 30 });
    for (const status of [undefined, "new", "resolved"] as const) {
      const c = await tableCounts();
      const total = status ? c[status] : c.all;
      const limit = 9;
      const pages = Math.ceil(total / limit);
      for (const page of [1, 2, 7, Math.floor(pages / 2), pages - 1, pages, pages + 1]) {
        const offset = (page - 1) * limit;
        const expected = await t.services.db.execute<{ id: number }>(
          sql`select id from contact_messages ${status ? sql`where status = ${status}` : sql``} order by created_at desc, id desc limit ${limit} offset ${offset}`,
        );
        const body = await get(`/api/contact?limit=${limit}&page=${page}${status ? `&status=${status}` : ""}`);
        expect(ids(body), `${status ?? "all"} page ${page}`).toEqual(expected.rows.map((r) => r.id));
        expect(body.pagination).toEqual({ page, limit, total, totalPages: pages });
      }
    }
  });

  it("quote requests: every page is what OFFSET gives, and total_count counts them all", async () => {
    const productId = await anyProductId(t);
    await t.services.db.execute(sql`
      insert into inquiries (product_id, product_name, category_name, name, mobile, quantity, created_at)
      select ${productId}, 'Deep paver', 'Paver Blocks', 'Deep ' || i, '9123456780', 100, now() - make_interval(days => i / 5, secs => i)
      from generate_series(1, 300) as i`);
    const [{ n }] = (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from inquiries`)).rows;
    const limit = 7;
    const pages = Math.ceil(n / limit);
    for (const page of [1, 3, Math.floor(pages / 2), pages, pages + 1]) {
      const expected = await t.services.db.execute<{ id: number }>(
        sql`select id from inquiries order by created_at desc, id desc limit ${limit} offset ${(page - 1) * limit}`,
      );
      const body = await get(`/api/inquiries?limit=${limit}&page=${page}`);
      expect(ids(body), `page ${page}`).toEqual(expected.rows.map((r) => r.id));
      expect(body.total_count).toBe(n);
      expect(body.pagination).toEqual({ page, limit, total: n, totalPages: pages });
    }
  });
});
