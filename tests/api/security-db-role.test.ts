/**
 * The embedded database's app role: the app (its pool and its migrations) connects as `app`, no
 * superuser, owning its tables. A data directory of an earlier version, whose tables `postgres`
 * owns, is handed over at start (transferOwnership, as the superuser), after which the app role
 * migrates, writes, and can clear the schema as a restore does. DATABASE_URL's role is used as given.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../server/core/db/connection";
import { APP_ROLE, transferOwnership } from "../../server/core/db/embedded-role";
import { runMigrations } from "../../server/core/db/migrate";
import { createLogger } from "../../server/core/log";
import { createTestApp, type TestApp } from "../helpers/app";
import { templateUrl } from "../helpers/global-setup";

const embedded = !process.env.TEST_DATABASE_URL;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** Owners of the app's tables and sequences other than `role`. */
const notOwnedBy = async (client: pg.ClientBase | pg.Pool, role: string) =>
  (
    await client.query<{ name: string; owner: string }>(
      `select c.relname as name, pg_get_userbyid(c.relowner) as owner from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'S') and pg_get_userbyid(c.relowner) <> $1
         and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')`,
      [role],
    )
  ).rows;

describe.skipIf(!embedded)("the embedded database's app role", () => {
  it("is what the app connects as: not a superuser, with no right to make roles or databases, owning every table", async () => {
    const { rows } = await t.database.pool.query<{ name: string; rolsuper: boolean; rolcreaterole: boolean; rolcreatedb: boolean }>(
      "select current_user as name, rolsuper, rolcreaterole, rolcreatedb from pg_roles where rolname = current_user",
    );
    expect(rows[0]).toEqual({ name: APP_ROLE, rolsuper: false, rolcreaterole: false, rolcreatedb: false });
    const tables = await t.database.pool.query("select count(*)::int as n from pg_tables where schemaname = 'public' and tableowner = current_user");
    expect(tables.rows[0].n).toBeGreaterThan(20);
    expect(await notOwnedBy(t.database.pool, APP_ROLE)).toEqual([]);
    // A superuser's power is not there: reading the server's files, for one.
    await expect(t.database.pool.query("select pg_read_file('postgresql.conf')")).rejects.toThrow(/permission denied/);
  });

  describe("a data directory of an earlier version, its tables owned by postgres", () => {
    const name = `legacy_owner_${process.pid}`;
    const superuser = () => inject("pgConnection");
    let admin: pg.Client;
    beforeAll(async () => {
      admin = new pg.Client(superuser());
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      // Migrated as the earlier version did: as the superuser.
      const old = createDatabase(templateUrl(superuser(), name), createLogger("silent"));
      await runMigrations(old);
      await old.pool.end();
    });
    afterAll(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    it("is handed to the app role at start; the app then migrates, writes and clears it as a restore does", async () => {
      const inside = new pg.Client(templateUrl(superuser(), name));
      await inside.connect();
      try {
        expect((await notOwnedBy(inside, APP_ROLE)).length).toBeGreaterThan(20);
        await admin.query(`alter database ${name} owner to ${APP_ROLE}`);
        await transferOwnership(inside, APP_ROLE);
        expect(await notOwnedBy(inside, APP_ROLE)).toEqual([]);
        await transferOwnership(inside, APP_ROLE); // again: nothing to do
      } finally {
        await inside.end();
      }

      const app = createDatabase(templateUrl(inject("pgAppConnection"), name), createLogger("silent"));
      try {
        await runMigrations(app);
        await app.pool.query("insert into app_meta (key, value) values ('owner-check', 'ok')");
        await app.pool.query("alter table users disable trigger user");
        await app.pool.query("alter table users enable trigger user");
        // What a forced restore does first, then the migrations from nothing.
        await app.pool.query("drop schema if exists drizzle cascade");
        await app.pool.query("drop schema public cascade");
        await app.pool.query("create schema public");
        await runMigrations(app);
        expect(await notOwnedBy(app.pool, APP_ROLE)).toEqual([]);
      } finally {
        await app.pool.end();
      }
    });
  });
});
