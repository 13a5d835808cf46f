import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, optionalRef } from "./columns";
import { ACTIVITY_KIND_OF_PREFIX } from "#schemas/activity";
import { users } from "./accounts";

/** `case split_part(action, '.', 1) when 'product' then 'products' … end`: the kinds of schemas/activity.ts. */
const activityKindColumn = sql.raw(
  `case split_part(action, '.', 1) ${Object.entries(ACTIVITY_KIND_OF_PREFIX)
    .map(([prefix, kind]) => `when '${prefix}' then '${kind}'`)
    .join(" ")} end`,
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: optionalRef("user_id", () => users.id),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    /** The activity filter's kind of the action (schemas/activity.ts), kept by PostgreSQL; null for an action no kind covers. */
    kind: text("kind").generatedAlwaysAs(activityKindColumn),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_user_created_idx").on(t.userId, t.createdAt),
    // One kind's entries newest first (the activity filter) are a walk of this index.
    index("audit_log_kind_created_idx").on(t.kind, t.createdAt, t.id),
  ],
);
