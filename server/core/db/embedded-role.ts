/**
 * The embedded database's login for the app: the role `app`, not a superuser, owning the app's
 * database and every table, sequence, function and type in it, migrations included. The superuser
 * `postgres` that initdb made is used only here, at start, to set that up (and, for a data
 * directory of an earlier version, whose objects `postgres` owns, to hand them over).
 *
 * The role's password is generated once and kept in DATA_DIR/pg-app-password (mode 0600).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

export const APP_ROLE = "app";
const APP_PASSWORD_FILE = "pg-app-password";
/** The schemas the app's objects live in: its tables (public) and drizzle's migration journal. */
const APP_SCHEMAS = ["public", "drizzle"];

/** The app role's password in `dataDir`, made (0600) when there is none yet. */
function appPassword(dataDir: string): string {
  const file = path.join(dataDir, APP_PASSWORD_FILE);
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(24).toString("base64url"), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return fs.readFileSync(file, "utf8").trim();
}

/** How the app connects to the embedded database in `dataDir`, given the superuser's connection; undefined before the role exists. */
export function appConnectionOf(superuser: pg.PoolConfig, dataDir: string): pg.PoolConfig | undefined {
  const file = path.join(dataDir, APP_PASSWORD_FILE);
  if (!fs.existsSync(file)) return undefined;
  return { ...superuser, user: APP_ROLE, password: fs.readFileSync(file, "utf8").trim() };
}

/**
 * As the superuser: the role exists with its password and no special rights, owns `database`, and
 * owns every object of the app's schemas in it (an earlier version's objects belong to `postgres`).
 * Answers the app's connection to `database`.
 */
export async function ensureAppRole(superuser: pg.PoolConfig, dataDir: string): Promise<pg.PoolConfig> {
  const password = appPassword(dataDir);
  const database = superuser.database ?? "postgres";
  const client = new pg.Client(superuser);
  await client.connect();
  try {
    const { rows } = await client.query("select 1 from pg_roles where rolname = $1", [APP_ROLE]);
    const rights = "login nosuperuser nocreatedb nocreaterole noreplication nobypassrls";
    const verb = rows.length ? "alter" : "create";
    const { rows: statement } = await client.query<{ sql: string }>(`select format('${verb} role %I with ${rights} password %L', $1::text, $2::text) as sql`, [
      APP_ROLE,
      password,
    ]);
    await client.query(statement[0].sql);
    await client.query(`alter database ${client.escapeIdentifier(database)} owner to ${client.escapeIdentifier(APP_ROLE)}`);
    await transferOwnership(client, APP_ROLE);
  } finally {
    await client.end();
  }
  return { ...superuser, user: APP_ROLE, password };
}

/**
 * Every schema, table (with its column sequences), view, free sequence, function and type of the
 * app's schemas in the connected database now belongs to `role`; an extension's own objects
 * (pg_trgm's) are left to it. Run as a superuser; a no-op when `role` owns them all already.
 */
export async function transferOwnership(client: pg.ClientBase, role: string): Promise<void> {
  await client.query("select set_config('app.owner_role', $1, false)", [role]);
  await client.query(
    `do $$
    declare
      owner regrole := current_setting('app.owner_role')::regrole;
      schemas text[] := array[${APP_SCHEMAS.map((s) => `'${s}'`).join(", ")}];
      r record;
    begin
      for r in select nspname from pg_namespace
        where nspname = any(schemas) and nspowner not in (owner, 'pg_database_owner'::regrole) loop
        execute format('alter schema %I owner to %I', r.nspname, owner::text);
      end loop;
      for r in select c.oid::regclass as name, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any(schemas) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S') and c.relowner <> owner
          and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
        order by c.relkind = 'S' loop
        -- A column's sequence has followed its table by now; a free one is handed over on its own.
        continue when r.relkind = 'S' and (select relowner from pg_class where oid = r.name) = owner;
        execute format('alter %s %s owner to %I', case when r.relkind = 'S' then 'sequence' else 'table' end, r.name, owner::text);
      end loop;
      for r in select p.oid::regprocedure as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = any(schemas) and p.proowner <> owner
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e') loop
        execute format('alter routine %s owner to %I', r.name, owner::text);
      end loop;
      for r in select t.oid::regtype as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = any(schemas) and t.typtype in ('e', 'd') and t.typowner <> owner
          and not exists (select 1 from pg_depend d where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e') loop
        execute format('alter type %s owner to %I', r.name, owner::text);
      end loop;
    end $$`,
  );
}
