/**
 * Moving one row of an ordered collection (categories, team members, gallery images, projects)
 * up or down by one place: the rows are renumbered in their current order (sort_order, then id)
 * with the two neighbours swapped, under a lock of the whole collection, so two moves at once
 * never leave two rows on one place.
 */
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "./db/connection";
import type { AuditOf } from "./audit";
import { contentChanged } from "./content-changes";
import { changedFields, type Actor } from "./audit";

/** The tables whose rows carry a `sort_order` staff can change. */
type OrderedTable = "categories" | "team_members" | "gallery_images" | "projects";
export type Direction = "up" | "down";

/**
 * Move row `id` one place towards the start ("up") or the end ("down"). Answers "moved", "edge"
 * (already first or last: nothing changes) or "missing" (no such row). Run it in the transaction
 * that also records the change.
 */
export async function moveRow(tx: DbOrTx, table: OrderedTable, id: number, direction: Direction): Promise<"moved" | "edge" | "missing"> {
  const t = sql.identifier(table);
  await tx.execute(sql`lock table ${t} in share row exclusive mode`);
  const { rows } = await tx.execute<{ id: number }>(sql`select id from ${t} order by sort_order, id`);
  const ids = rows.map((r) => Number(r.id));
  const at = ids.indexOf(id);
  if (at < 0) return "missing";
  const to = direction === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= ids.length) return "edge";
  [ids[at], ids[to]] = [ids[to], ids[at]];
  await renumber(tx, table, ids);
  return "moved";
}

/** Give the rows `ids` the places 10, 20, 30 … in that order (one statement). */
export async function renumber(tx: DbOrTx, table: OrderedTable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const t = sql.identifier(table);
  const values = sql.join(
    ids.map((rowId, i) => sql`(${rowId}::int, ${(i + 1) * 10}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${t} set sort_order = v.place from (values ${values}) as v(id, place) where ${t}.id = v.id and ${t}.sort_order <> v.place`);
}

/** The place after the last row, for a new row added at the end. */
export async function nextPlace(tx: DbOrTx, table: OrderedTable): Promise<number> {
  const { rows } = await tx.execute<{ place: number }>(sql`select coalesce(max(sort_order), 0) + 10 as place from ${sql.identifier(table)}`);
  return Number(rows[0].place);
}

/** An ordered content collection's rules for `orderedCollection`. */
interface CollectionSpec<T extends { id: number }> {
  table: OrderedTable;
  /** The audit entries' action prefix (`content.gallery` → `content.gallery.move`) and entity. */
  action: string;
  entity: string;
  /** The name of the change notice (`contentChanged`). */
  what: string;
  /** The row as the domain answers it, locked for update when `lock` is set; undefined when there is none. */
  read(tx: DbOrTx, id: number, lock: boolean): Promise<T | undefined>;
  /** What a move's and an update's audit entries say about the row (besides the direction or the changes), e.g. `{ title }`. */
  label(row: T): Record<string, unknown>;
  /** The fields an update's audit entry compares (`changes`: those that changed, before and after). */
  fields(row: T): Record<string, unknown>;
  /** What a deletion's audit entry says about the row. */
  removed(row: T): Record<string, unknown>;
}

/**
 * The changes every ordered content collection (team members, gallery images, projects) makes the
 * same way, each in one transaction: `log` (its audit entry, then the change notice), `logUpdate`,
 * `update`, `move` one place and `remove`.
 */
export function orderedCollection<T extends { id: number }>(db: Db, audit: AuditOf<string>, spec: CollectionSpec<T>) {
  /** Record `<spec.action>.<action>` on the row (none for several at once) and tell every instance the content changed. */
  async function log(tx: DbOrTx, actor: Actor, action: string, entityId: number | undefined, details: Record<string, unknown>) {
    await audit.record({ userId: actor.id, action: `${spec.action}.${action}`, entity: spec.entity, entityId, details }, tx);
    await contentChanged(tx, spec.what);
  }

  /** Log an update: the row's label and the fields that changed, before and after. */
  function logUpdate(tx: DbOrTx, actor: Actor, before: T, after: T) {
    return log(tx, actor, "update", after.id, { ...spec.label(after), changes: changedFields(spec.fields(before), spec.fields(after)) });
  }

  return {
    log,
    logUpdate,

    /** Replace a row's fields with `write` (answering the row as stored), logged; undefined when there is no such row. */
    update(id: number, actor: Actor, write: (tx: DbOrTx) => Promise<T>): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const before = await spec.read(tx, id, true);
        if (!before) return undefined;
        const after = await write(tx);
        await logUpdate(tx, actor, before, after);
        return after;
      });
    },

    /** Move a row one place; `moved: false` when already first or last (nothing changes, nothing is recorded), undefined when there is no such row. */
    move(id: number, direction: Direction, actor: Actor): Promise<{ item: T; moved: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const outcome = await moveRow(tx, spec.table, id, direction);
        if (outcome === "missing") return undefined;
        const item = (await spec.read(tx, id, false))!;
        if (outcome === "moved") await log(tx, actor, "move", id, { ...spec.label(item), direction });
        return { item, moved: outcome === "moved" };
      });
    },

    /** Delete a row; the deleted one, or undefined when there was none. */
    remove(id: number, actor: Actor): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const before = await spec.read(tx, id, true);
        if (!before) return undefined;
        await tx.execute(sql`delete from ${sql.identifier(spec.table)} where id = ${id}`);
        await log(tx, actor, "delete", id, spec.removed(before));
        return before;
      });
    },
  };
}
