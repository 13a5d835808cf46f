/**
 * The hourly housekeeping against the real PostgreSQL: idempotency keys older than 7 days and
 * rate-limit counters whose window has ended go (each by its own limiter's window: 3 minutes for
 * sign-in, 10 for the forms), sign-in failures older than an hour and sessions older than any
 * token can live go, backup download links past their minute go, sign-in events in the audit log older than their days (180 unless said) go
 * while staff changes stay, fresh ones stay, and only one instance prunes at a time (a run that
 * finds the advisory lock taken skips).
 */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADVISORY_LOCKS } from "../../server/core/db/locks";
import { runHousekeeping, startHousekeeping } from "../../server/housekeeping";
import { createTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

beforeEach(async () => {
  await t.services.db.execute(sql`delete from idempotency_keys`);
  await t.services.db.execute(sql`delete from rate_limits`);
  await t.services.db.execute(sql`
    insert into idempotency_keys (scope, key, status, response, created_at) values
      ('inquiry', 'old-key-8-days', 201, '{}', now() - interval '8 days'),
      ('contact', 'old-key-30-days', 201, '{}', now() - interval '30 days'),
      ('inquiry', 'fresh-key-6-days', 201, '{}', now() - interval '6 days'),
      ('contact', 'fresh-key-now', 201, '{}', now())`);
  await t.services.db.execute(sql`
    insert into rate_limits (key, window_start, count) values
      ('login:10.0.0.1', now() - interval '1 hour', 4),
      ('form:10.0.0.2', now() - interval '11 minutes', 20),
      ('form:10.0.0.3', now() - interval '2 minutes', 3),
      ('login:10.0.0.4', now(), 1),
      ('login:10.0.0.5', now() - interval '5 minutes', 2),
      ('form:10.0.0.6', now() - interval '5 minutes', 7)`);
  await t.services.db.execute(sql`delete from login_failures`);
  await t.services.db.execute(sql`delete from sessions`);
  await t.services.db.execute(sql`
    insert into login_failures (key, failures, last_failed_at) values
      ('old@example.com|10.0.0.1', 7, now() - interval '2 hours'),
      ('fresh@example.com|10.0.0.2', 3, now() - interval '10 minutes')`);
  await t.services.db.execute(sql`
    insert into sessions (token_hash, user_id, created_at, last_seen_at)
    select 'older-than-any-token', min(id), now() - interval '25 hours', now() - interval '1 hour' from users
    union all select 'in-use', min(id), now() - interval '1 hour', now() from users`);
  await t.services.db.execute(sql`
    insert into backup_download_links (nonce_hash, session_token_hash, user_id, file_name, expires_at)
    select 'past-its-minute', 'in-use', min(id), 'backup.tar.gz', now() - interval '1 second' from users
    union all select 'within-its-minute', 'in-use', min(id), 'backup.tar.gz', now() + interval '50 seconds' from users`);
});

const keys = async () => (await t.services.db.execute<{ key: string }>(sql`select key from idempotency_keys order by key`)).rows.map((r) => r.key);
const counters = async () => (await t.services.db.execute<{ key: string }>(sql`select key from rate_limits order by key`)).rows.map((r) => r.key);

/** What the first run prunes of the rows this file's setup wrote. */
const FIRST_PRUNE = { skipped: false, idempotencyKeys: 2, rateLimits: 3, loginFailures: 1, sessions: 1, downloadLinks: 1, signInEvents: 0 };

describe("housekeeping", () => {
  it("deletes idempotency keys older than 7 days and counters past their window, and keeps the fresh ones", async () => {
    expect(await runHousekeeping(t.services.db)).toEqual(FIRST_PRUNE);
    expect(await keys()).toEqual(["fresh-key-6-days", "fresh-key-now"]);
    const links = await t.services.db.execute<{ nonce_hash: string }>(sql`select nonce_hash from backup_download_links`);
    expect(links.rows.map((r) => r.nonce_hash)).toEqual(["within-its-minute"]);
    // A sign-in counter 5 minutes old is past its 3-minute window; a form counter of the same age is not past its 10.
    expect(await counters()).toEqual(["form:10.0.0.3", "form:10.0.0.6", "login:10.0.0.4"]);
    // Nothing left to prune: a second run deletes nothing.
    expect(await runHousekeeping(t.services.db)).toEqual({
      skipped: false,
      idempotencyKeys: 0,
      rateLimits: 0,
      loginFailures: 0,
      sessions: 0,
      downloadLinks: 0,
      signInEvents: 0,
    });
  });

  it("lets one run at a time prune: another holder of the lock means skip, and the next run prunes", async () => {
    // Another run holds its transaction (and the lock) open until this one has answered.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let lockTaken!: () => void;
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const other = t.services.db.transaction(async (tx) => {
      const [{ locked }] = (await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.housekeeping}) as locked`)).rows;
      lockTaken();
      await held;
      return locked;
    });
    await taken;
    const skipped = await runHousekeeping(t.services.db);
    release();
    expect(await other).toBe(true);
    expect(skipped).toEqual({ skipped: true });
    expect(await keys()).toHaveLength(4);
    expect(await counters()).toHaveLength(6);
    // The lock went with the other run's transaction.
    expect(await runHousekeeping(t.services.db)).toEqual(FIRST_PRUNE);
  });

  it("deletes sign-in events older than their days from the audit log and keeps staff changes, however old", async () => {
    await t.services.db.execute(sql`delete from audit_log`);
    await t.services.db.execute(sql`
      insert into audit_log (action, entity, details, created_at) values
        ('auth.login', 'user', '{"marker":"signed-in-181-days"}', now() - interval '181 days'),
        ('auth.login_failed', 'user', '{"marker":"failed-200-days"}', now() - interval '200 days'),
        ('auth.throttled', 'user', '{"marker":"throttled-10-days"}', now() - interval '10 days'),
        ('auth.password_change', 'user', '{"marker":"password-400-days"}', now() - interval '400 days'),
        ('user.create', 'user', '{"marker":"added-400-days"}', now() - interval '400 days'),
        ('product.update', 'product', '{"marker":"price-400-days"}', now() - interval '400 days')`);
    const markers = async () =>
      (await t.services.db.execute<{ marker: string }>(sql`select details->>'marker' as marker from audit_log order by marker`)).rows.map((r) => r.marker);
    expect(await runHousekeeping(t.services.db)).toMatchObject({ skipped: false, signInEvents: 2 });
    expect(await markers()).toEqual(["added-400-days", "password-400-days", "price-400-days", "throttled-10-days"]);
    // AUDIT_SIGNIN_DAYS set lower: the 10-day-old event goes too.
    expect(await runHousekeeping(t.services.db, { signInEventDays: 7 })).toMatchObject({ skipped: false, signInEvents: 1 });
    expect(await markers()).toEqual(["added-400-days", "password-400-days", "price-400-days"]);
  });

  it("runs once at start, logs what it pruned, and stops without waiting for the next hour", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const housekeeping = startHousekeeping(t.services.db, pino({ level: "info" }, sink));
    await housekeeping.stop();
    expect(await keys()).toEqual(["fresh-key-6-days", "fresh-key-now"]);
    expect(await counters()).toEqual(["form:10.0.0.3", "form:10.0.0.6", "login:10.0.0.4"]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 30, idempotencyKeys: 2, rateLimits: 3, loginFailures: 1, sessions: 1 }));
  });
});
