import type { Db, DbOrTx } from "./db/connection";
import { auditLog } from "./db/schema";

/** A staff member making a change: the audit log names them by id. */
export type Actor = { id: number; name?: string; email?: string };

/** The name staff see for an account: its name, else its e-mail address. */
export const staffName = (u: { name: string | null; email: string | null; id: number }) => u.name || u.email || `User #${u.id}`;

/** A value before and after a change, as the audit log's `details.changes` records it per field. */
export type Change = { from: unknown; to: unknown };
export type Changes = Record<string, Change>;

/** JSON with every object's keys sorted: a stored jsonb value comes back with its keys in another order. */
function canonicalJson(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** The one rule of the audit log for "changed": two values differ when their JSON does (objects' keys in any order). */
const sameValue = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** Collects the fields whose value differs, one `note(field, before, after)` at a time. */
export function changeSet() {
  const changes: Changes = {};
  return {
    changes,
    note(field: string, from: unknown, to: unknown) {
      if (!sameValue(from, to)) changes[field] = { from, to };
    },
  };
}

/** Which top-level fields of `after` differ from `before`, as `{ field: { from, to } }` (a field `before` lacks is from null). */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown>): Changes {
  const out: Changes = {};
  for (const key of Object.keys(after)) {
    const from = before?.[key];
    if (!sameValue(from, after[key])) out[key] = { from: from ?? null, to: after[key] };
  }
  return out;
}

/** One entry of the audit log as a change records it; `A` narrows the action to a feature's own (a feature holds `AuditOf<ItsActions>`). */
type AuditRecord<A extends string = string> = {
  userId: number | null;
  action: A;
  entity: string;
  entityId?: string | number;
  details?: Record<string, unknown>;
};

/** An audit entry as the activity screen reads it: `actorName` is null when no account made it. */
export type AuditEntry<A extends string = string> = { action: A; details: Record<string, unknown>; entityId: string | null; actorName: string | null };

/**
 * What a feature says of its own audit entries on the activity screen: the actions it records and
 * the sentence for one of them, who did what, e.g. "Priya Sharma changed the price of Zig-Zag Paver
 * Block 60 mm from ₹12 to ₹13". `actor` is the name the sentence starts with: the actor's name, else
 * `nobody`. A sentence of undefined reads "{actor} did {action}".
 */
export type ActivitySentences<A extends string> = {
  actions: readonly A[];
  /** Who made an entry without an account, for every action with the first part (before the dot) of one of `actions`; "System" unless said. */
  nobody?: string;
  sentence(e: AuditEntry<A> & { actor: string }): string | undefined;
};

/**
 * A feature's ActivitySentences from the actions it records (their union is the feature's action
 * type, `(typeof x.actions)[number]`) and its sentence for one entry.
 */
export function activityOf<const A extends string>(actions: readonly A[], sentence: ActivitySentences<A>["sentence"]): ActivitySentences<A> {
  return { actions, sentence };
}

/** The audit log as one feature writes it: only that feature's own actions (its typed union) compile. */
export type AuditOf<A extends string> = { record(entry: AuditRecord<A>, tx?: DbOrTx): Promise<void> };

/** Who changed what, for every admin change. */
export function createAudit(db: Db) {
  return {
    async record<A extends string>(entry: AuditRecord<A>, tx: DbOrTx = db) {
      await tx.insert(auditLog).values({
        userId: entry.userId,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId === undefined ? null : String(entry.entityId),
        details: entry.details ?? {},
      });
    },
  };
}
export type Audit = ReturnType<typeof createAudit>;
