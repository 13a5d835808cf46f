/**
 * The counts behind the lead desk dashboard (drizzle/0010_lead_counts.sql): after every kind of
 * change (requests from the public form and in bulk, stage changes, wins, owner and follow-up
 * changes, notes, category and time edits, deletes) each count table holds exactly what counting
 * the rows gives, and the migrations fill them for requests stored before them. This file's
 * database is its own, so the counts are its rows alone.
 */
import fs from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { MIGRATIONS_DIR } from "../../server/core/db/migrate";
import { templateUrl } from "../helpers/global-setup";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { createInquiry, createProduct } from "./_support";

let t: TestApp, admin: string;
let paver: { id: number };
beforeAll(async () => {
  ({ t, admin } = await createStaffTestApp());
  paver = await createProduct(t, admin, { price: 12.35, category_name: "Paver Blocks", category_slug: "paver-blocks" });
});

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Each count table (zero rows left out) beside what counting the rows gives: weeks by stage and
 * category, open follow-ups by day, responses by day and whole seconds, and leads that are won by
 * the month of their last stage event to won with the sum of price × quantity.
 */
async function countsAndRows(query: Query) {
  const india = (col: string) => `(${col} AT TIME ZONE 'Asia/Kolkata')`;
  const pairs = {
    weeks: [
      "select week::text, stage::text, category_id, category, n from lead_week_counts where n <> 0 order by 1, 2, 3, 4",
      `select date_trunc('week', ${india("created_at")})::date::text as week, stage::text, coalesce(category_id, 0) as category_id,
              case when category_id is null then coalesce(category_name, '') else '' end as category, count(*)::int as n
       from inquiries group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    ],
    followUps: [
      "select day::text, n from lead_follow_up_day_counts where n <> 0 order by 1",
      `select ${india("next_follow_up_at")}::date::text as day, count(*)::int as n from inquiries
       where next_follow_up_at is not null and stage in ('new', 'contacted', 'quoted') group by 1 order by 1`,
    ],
    responses: [
      "select day::text, seconds, n from lead_response_counts where n <> 0 order by 1, 2",
      `select ${india("created_at")}::date::text as day, floor(extract(epoch from first_response_at - created_at))::int as seconds, count(*)::int as n
       from inquiries where first_response_at is not null group by 1, 2 order by 1, 2`,
    ],
    won: [
      "select month::text, n, value::numeric(20, 2)::text as value from lead_won_month_counts where n <> 0 or value <> 0 order by 1",
      `select date_trunc('month', ${india("e.at")})::date::text as month, count(*)::int as n, coalesce(sum(p.price * q.quantity), 0)::numeric(20, 2)::text as value
       from inquiries q join (select inquiry_id, max(created_at) as at from lead_events where kind = 'stage' and details ->> 'to' = 'won' group by 1) e on e.inquiry_id = q.id
       left join products p on p.id = q.product_id where q.stage = 'won' group by 1 order by 1`,
    ],
  };
  const out: Record<string, { counts: unknown[]; rows: unknown[] }> = {};
  for (const [name, [counts, rows]] of Object.entries(pairs)) out[name] = { counts: await query(counts), rows: await query(rows) };
  return out;
}

const appQuery: Query = async (text) => (await t.services.db.execute(sql.raw(text))).rows;

/** Every count equals the count of the rows, and there is something to count. */
async function expectExact(query: Query = appQuery) {
  const all = await countsAndRows(query);
  for (const [name, { counts, rows }] of Object.entries(all)) expect(counts, name).toEqual(rows);
  expect(all.weeks.rows.length).toBeGreaterThan(0);
  return all;
}

const post = async (p: string, json: unknown) => {
  const res = await t.request(p, { method: "POST", json, token: admin });
  expect([200, 201], `${p} ${JSON.stringify(json)}: ${res.status}`).toContain(res.status);
};

/** `n` requests straight into the table in one statement over 40 weeks, some without a category, with stages, follow-ups and responses. */
async function bulkInsert(n: number) {
  await t.services.db.execute(sql`
    insert into inquiries (product_id, product_name, category_name, name, mobile, quantity, created_at, stage, lost_reason, next_follow_up_at, first_response_at)
    select ${paver.id}, 'Bulk paver', (array['Paver Blocks', 'Kerb Stones', null])[1 + i % 3], 'Bulk ' || i, '98' || lpad(i::text, 8, '0'), 10 + i,
           now() - make_interval(hours => i * 7), (array['new', 'contacted', 'quoted', 'won', 'lost'])[1 + i % 5]::lead_stage,
           case when i % 5 = 4 then 'price'::lost_reason end,
           case when i % 4 = 0 then now() + make_interval(hours => i - ${n} / 2) end,
           case when i % 3 <> 0 then now() - make_interval(hours => i * 7) + make_interval(secs => i * 37.5) end
    from generate_series(1, ${n}) as i`);
}

describe("lead desk counts", () => {
  it("count requests from the public form and bulk inserts", async () => {
    for (let i = 0; i < 3; i++) await createInquiry(t, paver.id);
    await bulkInsert(1200);
    const all = await expectExact();
    expect(all.weeks.rows.length).toBeGreaterThan(40 * 3);
    expect(all.followUps.rows.length).toBeGreaterThan(10);
    expect(all.responses.rows.length).toBeGreaterThan(100);
  });

  it("follow stage changes, wins, owner and follow-up changes and notes through the lead desk", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await createInquiry(t, paver.id, { quantity: 100 + i })).id);
    const [a, b, c, d] = ids;
    const me = (await t.services.db.execute<{ id: number }>(sql`select min(id)::int as id from users`)).rows[0].id;
    await post(`/api/leads/${a}/notes`, { body: "Called back, wants a visit." }); // the first response
    await post(`/api/leads/${a}/follow-up`, { at: new Date(Date.now() + 3 * 86_400_000).toISOString() });
    await post(`/api/leads/${b}/follow-up`, { at: new Date(Date.now() + 86_400_000).toISOString() });
    await post(`/api/leads/${b}/assign`, { user_id: me });
    await expectExact();
    await post(`/api/leads/${a}/stage`, { stage: "contacted" });
    await post(`/api/leads/${a}/stage`, { stage: "quoted" });
    await post(`/api/leads/${b}/stage`, { stage: "won" }); // closed: its follow-up no longer counts
    await post(`/api/leads/${c}/stage`, { stage: "lost", lost_reason: "price" });
    await post(`/api/leads/${d}/stage`, { stage: "won" });
    await post(`/api/leads/${b}/assign`, { user_id: null });
    let all = await expectExact();
    const month = all.won.counts.at(-1) as { n: number; value: string };
    expect(month.n).toBeGreaterThanOrEqual(2);
    // Won, lost, won again: counted once, in the month of the last win.
    await post(`/api/leads/${d}/stage`, { stage: "lost", lost_reason: "no-response" });
    await post(`/api/leads/${d}/stage`, { stage: "won" });
    all = await expectExact();
    expect((all.won.counts.at(-1) as { n: number }).n).toBe(month.n);
    await post(`/api/leads/${b}/stage`, { stage: "contacted" }); // reopened: its follow-up counts again
    await expectExact();
  });

  it("follow edits of category, time, stage and follow-up in bulk, and deletes", async () => {
    await t.services.db.execute(sql`update inquiries set category_name = 'Fly Ash Bricks' where id % 7 = 0`);
    await t.services.db.execute(sql`update inquiries set category_id = null where id % 6 = 0`);
    await t.services.db.execute(sql`update inquiries set category_id = (select min(id) from categories) where id % 8 = 0`);
    // A category deleted: its leads are counted under the name they kept.
    await t.services.db.execute(sql`insert into categories (name, slug) values ('Gone Tiles', 'gone-tiles')`);
    await t.services.db.execute(sql`update inquiries set category_id = (select id from categories where slug = 'gone-tiles') where id % 9 = 0`);
    await expectExact();
    await t.services.db.execute(sql`delete from categories where slug = 'gone-tiles'`);
    await t.services.db.execute(sql`update inquiries set created_at = created_at - interval '19 hours 30 minutes' where id % 5 = 1`);
    await t.services.db.execute(sql`update inquiries set stage = 'won' where id % 11 = 0`);
    await t.services.db.execute(sql`update inquiries set next_follow_up_at = next_follow_up_at + interval '1 day' where id % 2 = 0`);
    await t.services.db.execute(sql`update inquiries set first_response_at = null where id % 13 = 0`);
    await expectExact();
    // Won leads whose value was set when they became won: a later stage event in bulk, one of them without a product.
    await t.services.db.execute(sql`update inquiries set product_id = null where id % 22 = 0`);
    await t.services.db.execute(sql`
      insert into lead_events (inquiry_id, kind, details, created_at)
      select id, 'stage', '{"from": "quoted", "to": "won"}'::jsonb, now() - make_interval(days => id % 40) from inquiries where id % 11 = 0`);
    await expectExact();
    await t.services.db.execute(sql`delete from inquiries where id % 3 = 0`);
    const all = await expectExact();
    expect(all.won.rows.length).toBeGreaterThan(0);
  });

  it("are filled by the migration for the requests stored before it", async () => {
    const connection = inject("pgConnection");
    const name = `lead_counts_${process.pid}`;
    const admin = new pg.Client(connection);
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const before = fs.mkdtempSync(path.resolve(".tmp/lead-counts-migrations-"));
    const pool = new pg.Pool({ ...templateUrl(connection, name), max: 1 });
    try {
      // The migrations before this one.
      fs.cpSync(MIGRATIONS_DIR, before, { recursive: true });
      fs.rmSync(path.join(before, "0010_lead_counts.sql"));
      const journal = JSON.parse(fs.readFileSync(path.join(before, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
      journal.entries = journal.entries.slice(
        0,
        journal.entries.findIndex((e) => e.tag === "0010_lead_counts"),
      );
      fs.writeFileSync(path.join(before, "meta/_journal.json"), JSON.stringify(journal));
      const db = drizzle(pool);
      await migrate(db, { migrationsFolder: before });
      await pool.query(`
        insert into categories (name, slug) values ('Paver Blocks', 'paver-blocks');
        insert into products (name, slug, category_id, description, price, unit, min_order_quantity, min_order_unit, specs)
          select 'Paver ' || i, 'paver-' || i, (select id from categories), 'A paver.', 10 + i * 0.25, 'Sq Ft', 100, 'Sq Ft', '{}' from generate_series(1, 3) i;
        insert into inquiries (product_id, product_name, category_name, name, mobile, quantity, created_at, stage, lost_reason, next_follow_up_at, first_response_at)
          select 1 + i % 3, 'Paver', case when i % 4 <> 0 then 'Paver Blocks' end, 'Old ' || i, '97' || lpad(i::text, 8, '0'), 5 + i,
                 now() - make_interval(hours => i * 11), (array['new', 'contacted', 'quoted', 'won', 'lost'])[1 + i % 5]::lead_stage,
                 case when i % 5 = 4 then 'other'::lost_reason end,
                 case when i % 3 = 0 then now() + make_interval(hours => i - 150) end,
                 case when i % 2 = 0 then now() - make_interval(hours => i * 11) + make_interval(secs => i * 61) end
          from generate_series(1, 300) i;
        insert into lead_events (inquiry_id, kind, details, created_at)
          select id, 'stage', '{"from": "quoted", "to": "won"}', created_at + interval '2 days' from inquiries where stage in ('won', 'lost');
        insert into lead_events (inquiry_id, kind, details, created_at)
          select id, 'stage', '{"from": "lost", "to": "won"}', created_at + interval '40 days' from inquiries where stage = 'won' and id % 2 = 0;`);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const query: Query = async (text) => (await pool.query(text)).rows;
      // Each lead found its category by the name it kept (drizzle/0013_lead_category.sql); those without one have none.
      expect(await query("select category_name, category_id is null as none, count(*)::int as n from inquiries group by 1, 2 order by 1")).toEqual([
        { category_name: "Paver Blocks", none: false, n: 225 },
        { category_name: null, none: true, n: 75 },
      ]);
      const all = await expectExact(query);
      expect(all.won.rows.length).toBeGreaterThan(1);
      expect(all.responses.rows.length).toBeGreaterThan(100);
      // And from then on the triggers keep them.
      await pool.query("update inquiries set stage = 'won' where id % 10 = 1");
      await pool.query("delete from inquiries where id % 10 = 2");
      await expectExact(query);
    } finally {
      await pool.end();
      fs.rmSync(before, { recursive: true, force: true });
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
