import { createHash } from "node:crypto";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { chunkEntryName, qualified, quoteIdent, type MigrationManifest, type SequenceManifest, type TableManifest } from "./format";
import type { TarWriter } from "./tar";

/** Table data goes into the archive in pieces of this size: memory stays flat however large a table is. */
const CHUNK_BYTES = 4 * 1024 * 1024;

type Table = { schema: string; name: string };

/** The app's tables (schema public) in foreign-key order: each after the tables it refers to. */
async function appTables(client: pg.PoolClient | pg.Client): Promise<Table[]> {
  const { rows: tables } = await client.query<{ oid: number; schema: string; name: string }>(
    `select c.oid::int as oid, n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const { rows: refs } = await client.query<{ from: number; to: number }>(
    `select conrelid::int as "from", confrelid::int as "to" from pg_constraint where contype = 'f' and conrelid <> confrelid`,
  );
  const byOid = new Map(tables.map((t) => [t.oid, t]));
  const needs = new Map(tables.map((t) => [t.oid, new Set<number>()]));
  for (const r of refs) if (byOid.has(r.from) && byOid.has(r.to)) needs.get(r.from)!.add(r.to);
  const ordered: Table[] = [];
  const done = new Set<number>();
  while (done.size < tables.length) {
    const ready = tables.filter((t) => !done.has(t.oid) && [...needs.get(t.oid)!].every((o) => done.has(o)));
    // A cycle of references (none today): take the rest alphabetically rather than stop.
    const next = ready.length ? ready : tables.filter((t) => !done.has(t.oid));
    for (const t of next) {
      done.add(t.oid);
      ordered.push({ schema: t.schema, name: t.name });
    }
  }
  return ordered;
}

/** Every table, its rows in chunks, the migrations and the sequences, from one snapshot. */
export async function dumpDatabase(pool: pg.Pool, tar: TarWriter) {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query("begin isolation level repeatable read read only");
    const server = (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0].v;
    const migrations = await readMigrations(client);
    const tables: TableManifest[] = [];
    for (const t of await appTables(client)) tables.push(await dumpTable(client, t, tar));
    const sequences = await readSequences(client);
    await client.query("commit");
    return {
      migrations,
      migrationsHash: migrationsHash(migrations),
      server: { version: server },
      tables,
      sequences,
    };
  } catch (err) {
    broken = true;
    throw err;
  } finally {
    // A connection left mid-COPY cannot go back to the pool.
    if (broken) client.release(true);
    else client.release();
  }
}

export function migrationsHash(migrations: MigrationManifest[]): string {
  return createHash("sha256")
    .update(migrations.map((m) => `${m.createdAt}:${m.hash}`).join("\n"))
    .digest("hex");
}

async function readMigrations(client: pg.PoolClient): Promise<MigrationManifest[]> {
  const exists = await client.query(`select 1 from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`);
  if (exists.rowCount === 0) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    `select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

async function columnsOf(client: pg.PoolClient, t: Table): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`,
    [qualified(t)],
  );
  return rows.map((r) => r.name);
}

async function dumpTable(client: pg.PoolClient, t: Table, tar: TarWriter): Promise<TableManifest> {
  const columns = await columnsOf(client, t);
  const hash = createHash("sha256");
  let rows = 0;
  let bytes = 0;
  let chunks = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const body = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await tar.entry(chunkEntryName(t, ++chunks), body);
  };
  const stream = client.query(copyTo(`copy ${qualified(t)} (${columns.map(quoteIdent).join(", ")}) to stdout`));
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
    // In COPY's text format every row ends in a newline and newlines inside values are escaped.
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= CHUNK_BYTES) await flush();
  }
  await flush();
  return { schema: t.schema, name: t.name, columns, rows, bytes, sha256: hash.digest("hex"), chunks };
}

async function readSequences(client: pg.PoolClient): Promise<SequenceManifest[]> {
  const { rows: seqs } = await client.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and n.nspname = 'public' order by c.relname`,
  );
  const out: SequenceManifest[] = [];
  for (const s of seqs) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${qualified(s)}`);
    out.push({ schema: s.schema, name: s.name, lastValue: rows[0].last_value, isCalled: rows[0].is_called });
  }
  return out;
}
